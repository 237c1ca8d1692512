import type { ReactNode } from 'react';
import { Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { StaffOrderDetail } from '../../../../contract/staff-orders';
import { formatPhone } from '../../../components/formatPhone';
import { recordId } from '../../../components/positiveInteger';
import { OrderFacts } from '../../orders/components/OrderFacts';
import { OrderLines } from '../../orders/components/OrderLines';
import { OrderMoney } from '../../orders/components/OrderMoney';
import { OrderStatusChips } from '../../orders/components/OrderStatusChips';
import { orderFailure } from '../../orders/orderFailure';
import { OrderMoveActions } from './OrderMoveActions';
import { staffHome } from '../frame/staffSections';
import { useOrderMoves } from './useOrderMoves';
import { useGetStaffOrderQuery } from './api';
import { OrderHistory } from './OrderHistory';
import { OrderMessages } from './OrderMessages';
import { OrderPayments } from './OrderPayments';
import { StaffRecordPage } from '../kit/StaffRecordPage';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function OrderDetail({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const { move, movingId } = useOrderMoves();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <OrderStatusChips order={order} audience="staff" />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <OrderMoveActions order={order} moving={movingId === order.id} onMove={move} />
          <Button component={Link} to={`/staff/orders/${order.id}/print`} variant="outlined" color="inherit" startIcon={<PrintRoundedIcon />}>
            {t('staff.orders.print')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Part title={t('staff.orders.lines')}>
            <OrderLines items={order.items} label={t('staff.linesLabel', { number: order.orderNumber })} />
          </Part>
          <Part title={t('staff.orders.money')}>
            <OrderMoney order={order} />
          </Part>
          <Part title={t('staff.orders.payments')}>
            <OrderPayments payments={order.payments} />
          </Part>
        </Stack>
        <Stack spacing={2}>
          <Part title={t('staff.orders.customer')}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
              <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary' }}>{t('staff.orders.customerId')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>{order.customer.id}</Typography>
              <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary' }}>{t('staff.orders.customerName')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>{order.customer.fullName || '—'}</Typography>
              <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary' }}>{t('staff.orders.customerPhone')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
                {order.customer.phoneNumber ? <MuiLink href={`tel:${order.customer.phoneNumber}`}>{formatPhone(order.customer.phoneNumber)}</MuiLink> : '—'}
              </Typography>
            </Box>
          </Part>
          <Part title={t('staff.orders.delivery')}>
            <OrderFacts order={order} />
          </Part>
          <Part title={t('staff.orders.history')}>
            <OrderHistory history={order.history} />
          </Part>
          <Part title={t('staff.orders.messages.title')}>
            <OrderMessages messages={order.messages} />
          </Part>
        </Stack>
      </Box>
    </Stack>
  );
}

/** /staff/orders/:id: everything about one order (lines, money, customer, delivery, payments, history) and its moves. */
/** Back to the list the order was opened from, its filters kept; to the orders when opened any other way. */
function useListAddress(): string {
  const state: unknown = useLocation().state;
  const list = typeof state === 'object' && state !== null && 'ordersList' in state ? state.ordersList : undefined;
  return typeof list === 'string' && list.startsWith('/staff/orders') ? list : staffHome;
}

export function OrderDetailPage() {
  const { t } = useTranslation();
  const listAddress = useListAddress();
  const id = recordId(useParams().id);
  const read = useGetStaffOrderQuery(id ?? skipToken);
  return (
    <StaffRecordPage
      back={{ to: listAddress, label: t('staff.orders.back') }}
      title={read.data ? t('staff.orders.title', { number: read.data.orderNumber }) : t('staff.sections.orders')}
      id={id}
      query={read}
      reason={read.isError ? orderFailure(read.error).reason : null}
      texts={{ notFound: t('staff.orders.notFound'), loading: t('staff.orders.detailLoading'), loadError: t('staff.loadError') }}
    >
      {(order) => <OrderDetail order={order} />}
    </StaffRecordPage>
  );
}
