import { Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { useAppDispatch } from '../../../app/hooks';
import { StaffHeading } from '../frame/StaffHeading';
import { StaffTablePagination } from '../kit/StaffTablePagination';
import { refreshPayments, useGetPaymentsQuery, useGetPaymentTotalsQuery } from './api';
import { PaymentFilters } from './PaymentFilters';
import { PaymentCards, PaymentTable } from './PaymentRows';
import { PaymentTotalsCards, TotalsSkeleton } from './PaymentTotalsCards';
import { requestOf, usePaymentsView } from './usePaymentsView';
import { useStaffReadFailure } from '../kit/useStaffFailure';

function RowsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/** /staff/payments: every provider's transactions of a range of Tashkent days, the range's totals per provider on top. */
export function PaymentsSection() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const dispatch = useAppDispatch();
  const list = usePaymentsView();
  const { view, change } = list;
  const backwards = view.to < view.from;
  const rows = useGetPaymentsQuery(requestOf(view), { skip: backwards });
  const totals = useGetPaymentTotalsQuery({ from: view.from, to: view.to }, { skip: backwards });
  useStaffReadFailure(rows.error, 'staff.payments.loadError');
  const filtered = view.provider !== undefined || view.state !== undefined;
  const total = rows.currentData?.totalElements ?? 0;

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <StaffHeading>{t('staff.sections.payments')}</StaffHeading>
        <Button variant="outlined" onClick={() => dispatch(refreshPayments())} loading={rows.isFetching || totals.isFetching} sx={{ flexShrink: 0 }}>
          {t('staff.refresh')}
        </Button>
      </Stack>
      <PaymentFilters view={view} onChange={change} rangeBackwards={backwards} />
      {!backwards && (
        <>
          <QueryView query={{ ...totals, data: totals.currentData }} loading={<TotalsSkeleton label={t('staff.payments.totalsLoading')} />} failure={t('staff.payments.loadError')}>
            {(data) => <PaymentTotalsCards totals={data} />}
          </QueryView>
          <Box aria-busy={rows.isFetching || undefined}>
            <QueryView
              query={{ ...rows, data: rows.currentData }}
              loading={<RowsSkeleton label={t('staff.payments.loading')} />}
              failure={(retry) => <LoadFailure message={t('staff.payments.loadError')} onRetry={retry} />}
              isEmpty={(page) => page.content.length === 0}
              empty={
                <Paper variant="outlined">
                  <StatusMessage
                    icon={<InboxOutlinedIcon />}
                    message={t(filtered ? 'staff.payments.emptyFiltered' : 'staff.payments.empty')}
                    action={filtered ? <Button onClick={() => change({ provider: undefined, state: undefined })}>{t('staff.payments.clearFilters')}</Button> : undefined}
                  />
                </Paper>
              }
            >
              {(page) => (wide ? <PaymentTable payments={page.content} /> : <PaymentCards payments={page.content} />)}
            </QueryView>
          </Box>
          {rows.currentData && total > 0 && (
            <StaffTablePagination list={list} total={total} rowsPerPageLabel={t('staff.payments.rowsPerPage')} shownRows={(rows) => t('staff.payments.shownRows', rows)} />
          )}
        </>
      )}
    </>
  );
}
