import { Box, Button, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useTranslation } from 'react-i18next';
import type { ReturnStatus } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { StaffHeading } from '../frame/StaffHeading';
import { returnsIcon } from '../kit/staffIcons';
import { StaffTablePagination } from '../kit/StaffTablePagination';
import { pageRequestOf } from '../kit/useListView';
import { useStaffReadFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import { useGetReturnCountsQuery, useGetStaffReturnsQuery } from './api';
import { ReturnCards, ReturnTable } from './ReturnRows';
import { returnStatuses, useReturnsView } from './returnsView';

const tabId = (status: ReturnStatus) => `staff-returns-tab-${status}`;
const panelId = 'staff-returns-panel';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

/** A tab's words and, once read, how many requests stand in that status. */
function TabLabel({ status, count }: { status: ReturnStatus; count: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{t(`staff.returns.tabs.${status}`)}</span>
      {count !== undefined && <Chip size="small" label={count} color={status === 'REQUESTED' && count > 0 ? 'warning' : 'default'} sx={{ height: 20 }} />}
    </Stack>
  );
}

/** /staff/returns: the shoppers' return and exchange requests by status, each tab with its count; a request opens its page. */
export function ReturnsSection() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const list = useReturnsView();
  const { view, change } = list;
  const read = useGetStaffReturnsQuery({ status: view.status, ...pageRequestOf(view) });
  const counts = useGetReturnCountsQuery();
  const { currentData, error, isError, isFetching } = read;
  useStaffReadFailure(counts.error, 'staff.returns.countsError');
  const reason = isError ? readStaffFailure(error).reason : null;
  const total = currentData?.totalElements ?? 0;
  const refresh = () => {
    void read.refetch();
    void counts.refetch();
  };

  return (
    <>
      <StaffHeading>{t('staff.sections.returns')}</StaffHeading>
      <Tabs
        value={view.status}
        onChange={(_event, status: ReturnStatus) => change({ status })}
        variant="scrollable"
        // The arrows from the first paint on a phone, as the orders' tabs (StaffOrders.tsx): no shift once measured.
        scrollButtons={wide ? 'auto' : true}
        allowScrollButtonsMobile
        aria-label={t('staff.returns.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {returnStatuses.map((status) => (
          <Tab key={status} value={status} id={tabId(status)} aria-controls={panelId} label={<TabLabel status={status} count={counts.data?.[status]} />} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(view.status)} aria-busy={isFetching || undefined}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
            {currentData ? t('staff.returns.count', { count: total }) : '\u00a0'}
          </Typography>
          <Button startIcon={<RefreshRoundedIcon />} onClick={refresh} disabled={isFetching} color="inherit">
            {t('staff.refresh')}
          </Button>
        </Stack>
        <QueryView
          query={{ ...read, data: currentData }}
          loading={<RowsSkeleton label={t('staff.returns.loading')} />}
          failure={(retry) =>
            reason === 'forbidden' ? (
              <StatusMessage role="alert" icon={<Icon path={returnsIcon} />} message={t('staff.noAccess')} />
            ) : (
              <LoadFailure message={t('staff.returns.loadError')} onRetry={retry} />
            )
          }
          isEmpty={(page) => page.content.length === 0}
          empty={
            <Paper variant="outlined">
              <StatusMessage icon={<Icon path={returnsIcon} />} message={t(`staff.returns.empty.${view.status}`)} />
            </Paper>
          }
        >
          {(page) => (wide ? <ReturnTable requests={page.content} /> : <ReturnCards requests={page.content} />)}
        </QueryView>
        {currentData && total > 0 && (
          <StaffTablePagination list={list} total={total} rowsPerPageLabel={t('staff.returns.rowsPerPage')} shownRows={(rows) => t('staff.returns.shownRows', rows)} />
        )}
      </Box>
    </>
  );
}
