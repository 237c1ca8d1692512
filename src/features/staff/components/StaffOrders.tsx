import { useEffect } from 'react';
import { Box, Button, Pagination, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useSnackbar } from 'notistack';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';
import { OrdersSkeleton } from '../../orders/components/OrdersSkeleton';
import { orderFailure } from '../../orders/orderFailure';
import { orderStatuses, type OrderStatus } from '../../orders/types';
import { useGetStaffOrdersQuery } from '../api';
import { clearStaffSession } from '../staffSession';
import { useOrderMoves } from '../useOrderMoves';
import { StaffOrderCard } from './StaffOrderCard';

/** Orders a page; the staff works through them a page at a time. */
export const STAFF_PAGE_SIZE = 20;

const tabId = (status: OrderStatus) => `staff-tab-${status}`;
const panelId = 'staff-orders-panel';

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (orderStatuses as readonly string[]).includes(value);
}

/** The orders by status (tabs in the address: ?status=PACK&page=2), each with its next move. */
export function StaffOrders() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get('status');
  const status: OrderStatus = isOrderStatus(fromQuery) ? fromQuery : 'NEW';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isError, isFetching, refetch } = useGetStaffOrdersQuery({ status, page: page - 1, size: STAFF_PAGE_SIZE });
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

  const content = (() => {
    if (isError && !isFetching) {
      if (reason === 'forbidden') return <StatusMessage role="alert" icon={<CloudOffOutlinedIcon />} message={t('staff.noAccess')} />;
      return (
        <StatusMessage
          role="alert"
          icon={<CloudOffOutlinedIcon />}
          message={t('staff.loadError')}
          action={
            <Button variant="contained" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    if (!data || (isFetching && data.content.length === 0)) return <OrdersSkeleton label={t('staff.loading')} />;
    if (data.content.length === 0) {
      return (
        <Paper variant="outlined">
          <StatusMessage icon={<InboxOutlinedIcon />} message={t(`staff.empty.${status}`)} />
        </Paper>
      );
    }
    return (
      <Stack spacing={2}>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.content.map((order) => (
            <li key={order.id}>
              <StaffOrderCard order={order} moving={movingId === order.id} onMove={move} />
            </li>
          ))}
        </Stack>
        {data.totalPages > 1 && (
          <Pagination
            count={data.totalPages}
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
    );
  })();

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
        {orderStatuses.map((candidate) => (
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
