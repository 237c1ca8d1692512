import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '../types';

const statusColors = {
  NEW: 'info',
  PACK: 'info',
  SEND: 'secondary',
  REACHED: 'success',
  REJECTED: 'default',
} as const satisfies Record<Order['status'], 'info' | 'secondary' | 'success' | 'default'>;

type Props = {
  order: Pick<Order, 'status' | 'paid'>;
  /** Staff read the back office's names of the statuses, the ones its tabs and buttons use; shoppers their own. */
  audience?: 'shopper' | 'staff';
};

/** The status in words and whether the money has arrived; a rejected order needs no payment chip. */
export function OrderStatusChips({ order, audience = 'shopper' }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Chip size="small" color={statusColors[order.status]} label={audience === 'staff' ? t(`staff.status.${order.status}`) : t(`orders.status.${order.status}`)} />
      {order.status !== 'REJECTED' && (
        <Chip
          size="small"
          variant="outlined"
          color={order.paid ? 'success' : 'warning'}
          label={order.paid ? t('orders.paid') : t('orders.unpaid')}
        />
      )}
    </Stack>
  );
}
