import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import type { FieldChange } from './auditChanges';

const valueSx = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/** The fields a change touched, each "before → after"; screen readers hear "before: ..., after: ..." instead of the arrow. */
export function AuditChangesList({ id, changes }: { id: string; changes: FieldChange[] }) {
  const { t } = useTranslation();
  const value = (text: string | null, struck: boolean) =>
    text === null ? (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('staff.audit.none')}
      </Box>
    ) : (
      <Box component="span" sx={{ ...valueSx, ...(struck ? { color: 'text.secondary', textDecoration: 'line-through' } : { fontWeight: 600 }) }}>
        {text}
      </Box>
    );
  return (
    <Box id={id} component="dl" aria-label={t('staff.audit.changesLabel')} sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ ...valueSx, fontWeight: 700, mt: { xs: 0.75, sm: 0 } }}>
            {change.field || t('staff.audit.value')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <span className={ui.visuallyHidden}>{t('staff.audit.before')}: </span>
            {value(change.before, true)}
            <span aria-hidden="true"> → </span>
            <span className={ui.visuallyHidden}>, {t('staff.audit.after')}: </span>
            {value(change.after, false)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
