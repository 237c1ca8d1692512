import { useCallback, useState } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ListSkeleton } from '../kit/ListSkeleton';
import { StaffHeading } from '../frame/StaffHeading';
import { smsIcon } from '../kit/staffIcons';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useGetSmsTemplatesQuery } from './api';
import { SmsTemplateCard } from './SmsTemplateCard';

/** /staff/sms: every SMS the shop sends, its texts in both languages; the built-in text until staff save one. */
export function SmsSection() {
  const { t } = useTranslation();
  const templatesRead = useGetSmsTemplatesQuery();
  // One guard for every card: react-router holds one blocker at a time.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const { guard } = useUnsavedChangesGuard(changed.size > 0);
  const onChanged = useCallback((name: string, isChanged: boolean) => {
    setChanged((current) => {
      if (current.has(name) === isChanged) return current;
      const next = new Set(current);
      if (isChanged) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  return (
    <>
      {guard}
      <StaffHeading>{t('staff.sections.sms')}</StaffHeading>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.communication.sms.intro')}</Typography>
      <QueryView
        query={templatesRead}
        loading={<ListSkeleton label={t('staff.communication.sms.loading')} rows={4} />}
        failure={(retry) => <LoadFailure message={t('staff.communication.sms.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={smsIcon} />} message={t('staff.communication.sms.loadError')} />
          </Paper>
        }
      >
        {(templates) => (
          <Stack spacing={2}>
            {templates.map((template) => (
              // Keyed by the saved moment too: a save (or another's) starts the card from the stored texts.
              <SmsTemplateCard key={`${template.name}-${template.updatedAt ?? 'default'}`} template={template} onChanged={onChanged} />
            ))}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
