import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../orders/types';
import type { OrderMove } from '../types';

// The dialogs come with their first opening (issue 33: the orders list is the first screen of every sign-in).
const SendOrderDialog = lazy(() => import(/* webpackChunkName: "staff-order-send" */ './SendOrderDialog').then((module) => ({ default: module.SendOrderDialog })));
const ConfirmDeleteDialog = lazy(() =>
  import(/* webpackChunkName: "staff-confirm-dialog" */ '../kit/ConfirmDeleteDialog').then((module) => ({ default: module.ConfirmDeleteDialog })),
);

/** The next step of an order on the road, if it has one (docs/api.md: NEW -> PACK -> SEND -> REACHED). */
export const nextStep = { NEW: 'PACK', PACK: 'SEND', SEND: 'REACHED', REACHED: null, REJECTED: null } as const;

export type MovableOrder = Pick<Order, 'id' | 'orderNumber' | 'status' | 'paid'>;

type Props = {
  order: MovableOrder;
  moving: boolean;
  /** Resolves true when the order moved. */
  onMove: (order: MovableOrder, move: OrderMove) => Promise<boolean>;
  /** A table row offers the next step only; rejecting is for the card and the order's page. */
  withReject?: boolean;
  size?: 'small' | 'medium';
};

/** The order's next move (SEND asks for the tracking number) and, unless left out, rejecting it after a confirmation. */
export function OrderMoveActions({ order, moving, onMove, withReject = true, size = 'medium' }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'send' | 'reject' | null>(null);
  const next = nextStep[order.status];
  const canReject = withReject && next !== null;
  if (!next && !canReject) return null;

  const moveTo = async (move: OrderMove) => {
    if (await onMove(order, move)) setDialog(null);
  };
  const advance = () => {
    if (next === 'SEND') setDialog('send');
    else if (next) void moveTo({ orderId: order.id, to: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {next && (
        <Button
          variant="contained"
          size={size}
          onClick={advance}
          loading={moving && dialog === null}
          disabled={moving}
          aria-haspopup={next === 'SEND' ? 'dialog' : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(`staff.actions.${next}`)}
        </Button>
      )}
      {canReject && (
        <Button color="error" variant="outlined" size={size} onClick={() => setDialog('reject')} disabled={moving} aria-haspopup="dialog">
          {t('staff.actions.REJECTED')}
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog === 'send' && (
          <SendOrderDialog
            orderNumber={order.orderNumber}
            busy={moving}
            onCancel={() => setDialog(null)}
            onConfirm={(postTrackingNumber) => void moveTo({ orderId: order.id, to: 'SEND', postTrackingNumber })}
          />
        )}
        {dialog === 'reject' && (
          <ConfirmDeleteDialog
            title={t('staff.reject.title', { number: order.orderNumber })}
            text={order.paid ? t('staff.reject.messagePaid') : t('staff.reject.message')}
            confirm={t('staff.reject.confirm')}
            keep={t('staff.reject.keep')}
            busy={moving}
            onCancel={() => setDialog(null)}
            onConfirm={() => void moveTo({ orderId: order.id, to: 'REJECTED' })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
