import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrderStatusChange } from '../../../../contract/staff-orders';
import { useOrderDates } from '../../orders/useOrderDates';

/** The notes the server writes on a rejection (server/orders/history.ts), by their key in staff.orders.notes. */
const NOTE_KEYS: Record<string, 'refunded' | 'expired' | 'providerRefund' | 'beforeHistory'> = {
  refunded: 'refunded',
  'unpaid for 12 hours': 'expired',
  'refunded by the provider': 'providerRefund',
  'before history': 'beforeHistory',
};

/** Every status the order has had, oldest first: when, what, who (a staff member or the shop) and why. */
export function OrderHistory({ history }: { history: OrderStatusChange[] }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  const noteText = (change: OrderStatusChange) => {
    if (!change.note) return null;
    const key = NOTE_KEYS[change.note];
    if (key) return t(`staff.orders.notes.${key}`);
    return change.toStatus === 'SEND' ? t('staff.orders.trackingNote', { tracking: change.note }) : change.note;
  };
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {history.map((change, index) => {
        const note = noteText(change);
        return (
          <Box
            component="li"
            key={change.id}
            sx={{ position: 'relative', pl: 3, pb: index === history.length - 1 ? 0 : 2, borderLeft: 2, borderColor: 'divider', ml: 0.75 }}
          >
            <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: change.toStatus === 'REJECTED' ? 'error.main' : 'primary.main' }} />
            <Typography sx={{ fontWeight: 600, fontSize: 14 }}>
              {change.fromStatus === null ? t('staff.orders.placed') : t(`staff.status.${change.toStatus}`)}
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {dates.dateTime(change.createdAt)}
              {' · '}
              {change.user ? t('staff.orders.byStaff', { name: change.user.fullName || `#${change.user.id}` }) : t('staff.orders.byShop')}
            </Typography>
            {note && <Typography sx={{ fontSize: 13 }}>{note}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
}
