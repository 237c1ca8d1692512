import { Box, Link as MuiLink, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffOrder } from '../../../../contract/staff-orders';
import { formatPhone } from '../../../components/formatPhone';
import { useFormatPrice } from '../../../components/Price';
import { OrderStatusChips } from '../../orders/components/OrderStatusChips';
import { useOrderDates } from '../../orders/useOrderDates';
import type { OrderMove } from '../types';
import { OrderMoveActions, type MovableOrder } from './OrderMoveActions';
import { staffOrderPath } from '../kit/staffPaths';
import { itemCount, useOrdersListState } from './StaffOrderCard';
import { shopHour } from '../../../components/shopTime';

// The region is on the order's page and the phone's card: at 1280 px beside the sections it would push the moves out of view.
const columns = ['number', 'date', 'customer', 'items', 'total', 'status', 'next'] as const;
/** The time of day on the shop's clock (Tashkent), under the date, so the date column stays narrow. */

type Props = {
  orders: StaffOrder[];
  movingId: number | null;
  onMove: (order: MovableOrder, move: OrderMove) => Promise<boolean>;
};

/** The wide screen's list: one row an order, its number the link to its page, its next move at the end. */
export function StaffOrderTable({ orders, movingId, onMove }: Props) {
  const listState = useOrdersListState();
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('staff.orders.listLabel')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'total' || column === 'items' ? 'right' : 'left'}>
                {t(`staff.orders.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} aria-busy={movingId === order.id || undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                <MuiLink component={Link} to={staffOrderPath(order.id)} state={listState} aria-label={t('staff.orders.open', { number: order.orderNumber })}>
                  {order.orderNumber}
                </MuiLink>
              </TableCell>
              <TableCell>
                <Box sx={{ whiteSpace: 'nowrap' }}>{dates.date(order.createdAt)}</Box>
                <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {shopHour(order.createdAt)}
                </Typography>
              </TableCell>
              <TableCell>
                <Box>{order.customer.fullName}</Box>
                <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {order.customer.phoneNumber ? formatPhone(order.customer.phoneNumber) : ''}
                </Typography>
              </TableCell>
              <TableCell align="right">{itemCount(order)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.total)}
              </TableCell>
              <TableCell>
                <OrderStatusChips order={order} audience="staff" />
              </TableCell>
              <TableCell>
                <OrderMoveActions order={order} moving={movingId === order.id} onMove={onMove} withReject={false} size="small" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
