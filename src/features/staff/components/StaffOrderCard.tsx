import { useId, useState } from 'react';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { OrderFacts } from '../../orders/components/OrderFacts';
import { OrderLines } from '../../orders/components/OrderLines';
import { OrderMoney } from '../../orders/components/OrderMoney';
import { OrderStatusChips } from '../../orders/components/OrderStatusChips';
import type { Order } from '../../orders/types';
import { useOrderDates } from '../../orders/useOrderDates';
import type { OrderMove } from '../types';
import { RejectOrderDialog } from './RejectOrderDialog';
import { SendOrderDialog } from './SendOrderDialog';

/** The next step of an order on the road, if it has one (docs/api.md: NEW -> PACK -> SEND -> REACHED). */
const nextStep = { NEW: 'PACK', PACK: 'SEND', SEND: 'REACHED', REACHED: null, REJECTED: null } as const;

type StaffOrderCardProps = {
  order: Order;
  moving: boolean;
  /** Resolves true when the order moved. */
  onMove: (order: Order, move: OrderMove) => Promise<boolean>;
};

/** One order as the staff packs and sends it: who, where, what, how much, paid or not, and the next move. */
export function StaffOrderCard({ order, moving, onMove }: StaffOrderCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();
  const titleId = `${useId()}-title`;
  const [dialog, setDialog] = useState<'send' | 'reject' | null>(null);
  const next = nextStep[order.status];
  const canReject = next !== null;

  const moveTo = async (move: OrderMove) => {
    if (await onMove(order, move)) setDialog(null);
  };
  const advance = () => {
    if (next === 'SEND') setDialog('send');
    else if (next) void moveTo({ orderId: order.id, to: next });
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} aria-busy={moving || undefined} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', columnGap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('orders.number', { number: order.orderNumber })}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{dates.dateTime(order.createdAt)}</Typography>
        </Box>
        <Typography sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(order.total)}</Typography>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <OrderStatusChips order={order} />
      </Box>

      <Box sx={{ mt: 2, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2}>
          <OrderFacts order={order} />
          <OrderMoney order={order} />
        </Stack>
        <Box>
          <Divider sx={{ display: { md: 'none' } }} />
          <OrderLines items={order.items} label={t('staff.linesLabel', { number: order.orderNumber })} />
        </Box>
      </Box>

      {(next || canReject) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {next && (
            <Button
              variant="contained"
              onClick={advance}
              loading={moving && dialog === null}
              disabled={moving}
              aria-haspopup={next === 'SEND' ? 'dialog' : undefined}
            >
              {t(`staff.actions.${next}`)}
            </Button>
          )}
          {canReject && (
            <Button color="error" variant="outlined" onClick={() => setDialog('reject')} disabled={moving} aria-haspopup="dialog">
              {t('staff.actions.REJECTED')}
            </Button>
          )}
        </Stack>
      )}

      {dialog === 'send' && (
        <SendOrderDialog
          orderNumber={order.orderNumber}
          busy={moving}
          onCancel={() => setDialog(null)}
          onConfirm={(postTrackingNumber) => void moveTo({ orderId: order.id, to: 'SEND', postTrackingNumber })}
        />
      )}
      {dialog === 'reject' && (
        <RejectOrderDialog
          orderNumber={order.orderNumber}
          paid={order.paid}
          busy={moving}
          onCancel={() => setDialog(null)}
          onConfirm={() => void moveTo({ orderId: order.id, to: 'REJECTED' })}
        />
      )}
    </Paper>
  );
}
