import { useId } from 'react';
import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { StaffOrder } from '../../../../contract/staff-orders';
import { formatPhone } from '../../../components/formatPhone';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { OrderStatusChips } from '../../orders/components/OrderStatusChips';
import { useOrderDates } from '../../orders/useOrderDates';
import { staffOrderPath } from '../kit/staffPaths';
import { OrderMoveActions, type MovableOrder } from './OrderMoveActions';
import type { OrderMove } from '../types';

/** What an order's page is opened with from the list: the list's address, filters and all, for its way back. */
type OrdersListState = { ordersList: string };

export function useOrdersListState(): OrdersListState {
  const { pathname, search } = useLocation();
  return { ordersList: `${pathname}${search}` };
}
export const itemCount = (order: Pick<StaffOrder, 'items'>) => order.items.reduce((sum, item) => sum + item.quantity, 0);

type StaffOrderCardProps = {
  order: StaffOrder;
  moving: boolean;
  onMove: (order: MovableOrder, move: OrderMove) => Promise<boolean>;
};

/** One order on a phone: its number (the way to its page), when, who, where, how much, its state and next move. */
export function StaffOrderCard({ order, moving, onMove }: StaffOrderCardProps) {
  const listState = useOrdersListState();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();
  const titleId = `${useId()}-title`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} aria-busy={moving || undefined} sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', columnGap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>
            <MuiLink component={Link} to={staffOrderPath(order.id)} state={listState} color="inherit">
              {t('orders.number', { number: order.orderNumber })}
            </MuiLink>
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{dates.dateTime(order.createdAt)}</Typography>
        </Box>
        <Typography sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(order.total)}</Typography>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <OrderStatusChips order={order} audience="staff" />
      </Box>
      <Typography sx={{ mt: 1.5, fontSize: 14 }}>
        {order.customer.fullName}
        {order.customer.phoneNumber && (
          <>
            {', '}
            <MuiLink href={`tel:${order.customer.phoneNumber}`} sx={{ whiteSpace: 'nowrap' }}>
              {formatPhone(order.customer.phoneNumber)}
            </MuiLink>
          </>
        )}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {localizedName(order.address.region, language)}
        {' · '}
        {t('staff.orders.items', { count: itemCount(order) })}
        {order.postTrackingNumber && ` · ${order.postTrackingNumber}`}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <OrderMoveActions order={order} moving={moving} onMove={onMove} />
      </Box>
    </Paper>
  );
}
