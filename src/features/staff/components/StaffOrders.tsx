import { useEffect } from 'react';
import { Box, Button, Pagination, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useSnackbar } from 'notistack';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { OrdersSkeleton } from '../../orders/components/OrdersSkeleton';
import { orderFailure } from '../../orders/orderFailure';
import type { OrderStatus } from '../../orders/types';
import { useGetStaffOrdersQuery } from '../api';
import { clearStaffSession } from '../staffSession';
import { useOrderMoves } from '../useOrderMoves';
import { StaffOrderCard } from './StaffOrderCard';

/** Orders a page; the staff works through them a page at a time. */
export const STAFF_PAGE_SIZE = 20;

const tabId = (status: OrderStatus) => `staff-tab-${status}`;
const panelId = 'staff-orders-panel';

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The orders by status (tabs in the address: ?status=PACK&page=2), each with its next move. */
export function StaffOrders() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get('status');
  const status: OrderStatus = isOrderStatus(fromQuery) ? fromQuery : 'NEW';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const ordersRead = useGetStaffOrdersQuery({ status, page: page - 1, size: STAFF_PAGE_SIZE });
  const { data, error, isError, isFetching, refetch } = ordersRead;
  const { move, movingId } = useOrderMoves();
  const reason = isError ? orderFailure(error).reason : null;

  // The staff token ran out (or was revoked): back to the sign-in, saying why.
  useEffect(() => {
    if (reason !== 'sessionExpired') return;
    enqueueSnackbar(t('staff.errors.sessionExpired'), { variant: 'error' });
    clearStaffSession();
  }, [reason, enqueueSnackbar, t]);

  const show = (next: { status?: OrderStatus; page?: number }) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('status', next.status ?? status);
    if (next.page && next.page > 1) nextParams.set('page', String(next.page));
    else nextParams.delete('page');
    setParams(nextParams);
  };

  // A failed page shows its failure rather than the previous page's orders; an empty page read again, the skeleton.
  const shownOrders = { ...ordersRead, data: isError || (isFetching && data?.content.length === 0) ? undefined : data };
  const content = (
    <QueryView
      query={shownOrders}
      loading={<OrdersSkeleton label={t('staff.loading')} />}
      failure={(retry) =>
        reason === 'forbidden' ? (
          <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.noAccess')} />
        ) : (
          <LoadFailure message={t('staff.loadError')} onRetry={retry} />
        )
      }
      isEmpty={(orders) => orders.content.length === 0}
      empty={
        <Paper variant="outlined">
          <StatusMessage icon={<InboxOutlinedIcon />} message={t(`staff.empty.${status}`)} />
        </Paper>
      }
    >
      {(orders) => (
        <Stack spacing={2}>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {orders.content.map((order) => (
              <li key={order.id}>
                <StaffOrderCard order={order} moving={movingId === order.id} onMove={move} />
              </li>
            ))}
          </Stack>
          {orders.totalPages > 1 && (
            <Pagination
              count={orders.totalPages}
              page={page}
              onChange={(_event, next) => show({ page: next })}
              getItemAriaLabel={(type, item) => {
                if (type === 'page') return t('staff.pagination.page', { page: item });
                return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`staff.pagination.${type}`) : '';
              }}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
    </QueryView>
  );

  return (
    <Box>
      <Tabs
        value={status}
        onChange={(_event, next: OrderStatus) => show({ status: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('staff.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ORDER_STATUSES.map((candidate) => (
          <Tab key={candidate} value={candidate} id={tabId(candidate)} aria-controls={panelId} label={t(`staff.tabs.${candidate}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(status)} aria-busy={isFetching || undefined}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
            {data && !isError ? t('staff.count', { count: data.totalElements }) : '\u00a0'}
          </Typography>
          <Button startIcon={<RefreshRoundedIcon />} onClick={() => void refetch()} disabled={isFetching} color="inherit">
            {t('staff.refresh')}
          </Button>
        </Stack>
        {content}
      </Box>
    </Box>
  );
}
