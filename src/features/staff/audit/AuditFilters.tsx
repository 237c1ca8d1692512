import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { auditEntities } from './auditWords';
import { useAuditNames } from './AuditParts';
import { rangeBackwards, type AuditView } from './useAuditView';
import { DateField } from '../../../components/DateField';

type Props = { view: AuditView; onChange: (next: Partial<AuditView>) => void };

/** What was changed (in words) and the Tashkent days it was changed on, both included; each change reads page 1 again. */
export function AuditFilters({ view, onChange }: Props) {
  const { t } = useTranslation();
  const names = useAuditNames();
  const backwards = rangeBackwards(view);
  const filtered = view.entity !== '' || view.from !== '' || view.to !== '';
  // In words, sorted as the staff member reads them, so the one sought is where they look for it.
  const entities = auditEntities.map((code) => ({ code, name: names.entity(code) })).sort((a, b) => a.name.localeCompare(b.name));
  const field = { size: 'small' as const, sx: { minWidth: { sm: 170 }, flex: { xs: '1 1 45%', sm: '0 0 auto' } } };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('staff.audit.filters')}
      onSubmit={(event) => event.preventDefault()}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        select
        label={t('staff.audit.entity')}
        value={view.entity}
        onChange={(event) => onChange({ entity: event.target.value })}
        // "All" shows as the choice it is, not as an empty box under the label.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { sm: 240 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        <MenuItem value="">{t('staff.audit.allEntities')}</MenuItem>
        {entities.map(({ code, name }) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <DateField {...field} label={t('staff.audit.from')} value={view.from} onValueChange={(from) => onChange({ from })} />
      <DateField
        {...field}
        label={t('staff.audit.to')}
        value={view.to}
        onValueChange={(to) => onChange({ to })}
        error={backwards}
        helperText={backwards ? t('staff.audit.rangeBackwards') : undefined}
      />
      {filtered && (
        <Button color="inherit" onClick={() => onChange({ entity: '', from: '', to: '' })} sx={{ mt: 0.25 }}>
          {t('staff.audit.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
