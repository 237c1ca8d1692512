import { Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { useAppDispatch } from '../../../app/hooks';
import { StaffHeading } from '../frame/StaffHeading';
import { auditIcon } from '../kit/staffIcons';
import { useStaffReadFailure } from '../kit/useStaffFailure';
import { useStaffSession } from '../staffSession';
import { StaffTablePagination } from '../kit/StaffTablePagination';
import { refreshAudit, useGetAuditQuery } from './api';
import { AuditFilters } from './AuditFilters';
import { AuditCards, AuditTable } from './AuditRows';
import { auditRequestOf, rangeBackwards, useAuditView } from './useAuditView';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

/** /staff/audit, for ADMINs (the server answers no one else): who changed what and when, newest first. */
export function AuditSection() {
  const { t } = useTranslation();
  if (useStaffSession()?.role !== 'ADMIN') {
    return (
      <>
        <StaffHeading>{t('staff.sections.audit')}</StaffHeading>
        <Paper variant="outlined">
          <StatusMessage role="alert" icon={<Icon path={auditIcon} />} message={t('staff.audit.noAccess')} />
        </Paper>
      </>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const dispatch = useAppDispatch();
  const list = useAuditView();
  const { view, change } = list;
  const backwards = rangeBackwards(view);
  const entries = useGetAuditQuery(auditRequestOf(view), { skip: backwards });
  useStaffReadFailure(entries.error, 'staff.audit.loadError');
  const filtered = view.entity !== '' || view.from !== '' || view.to !== '';
  const total = entries.currentData?.totalElements ?? 0;

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <StaffHeading>{t('staff.sections.audit')}</StaffHeading>
        <Button variant="outlined" onClick={() => dispatch(refreshAudit())} loading={entries.isFetching} sx={{ flexShrink: 0 }}>
          {t('staff.refresh')}
        </Button>
      </Stack>
      <AuditFilters view={view} onChange={change} />
      {!backwards && (
        <>
          <Box aria-busy={entries.isFetching || undefined}>
            <QueryView
              query={{ ...entries, data: entries.currentData }}
              loading={<RowsSkeleton label={t('staff.audit.loading')} />}
              failure={(retry) => <LoadFailure message={t('staff.audit.loadError')} onRetry={retry} />}
              isEmpty={(page) => page.content.length === 0}
              empty={
                <Paper variant="outlined">
                  <StatusMessage
                    icon={<Icon path={auditIcon} />}
                    message={t(filtered ? 'staff.audit.emptyFiltered' : 'staff.audit.empty')}
                    action={filtered ? <Button onClick={() => change({ entity: '', from: '', to: '' })}>{t('staff.audit.clearFilters')}</Button> : undefined}
                  />
                </Paper>
              }
            >
              {(page) => (wide ? <AuditTable entries={page.content} /> : <AuditCards entries={page.content} />)}
            </QueryView>
          </Box>
          {entries.currentData && total > 0 && (
            <StaffTablePagination list={list} total={total} rowsPerPageLabel={t('staff.audit.rowsPerPage')} shownRows={(rows) => t('staff.audit.shownRows', rows)} />
          )}
        </>
      )}
    </>
  );
}
