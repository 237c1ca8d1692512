import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { orderFailure } from '../../orders/orderFailure';
import type { MovableOrder } from './OrderMoveActions';
import { useMoveOrderMutation } from './api';
import type { OrderMove } from '../types';

/** Moving orders, with the toasts that say how it went; resolves true when the order moved. */
export function useOrderMoves() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [moveOrder] = useMoveOrderMutation();
  const [movingId, setMovingId] = useState<number | null>(null);

  const move = async (order: MovableOrder, request: OrderMove): Promise<boolean> => {
    setMovingId(order.id);
    try {
      await moveOrder(request).unwrap();
      enqueueSnackbar(t(`staff.moved.${request.to}`, { number: order.orderNumber }), { variant: 'success' });
      return true;
    } catch (error) {
      const { reason } = orderFailure(error);
      if (reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (reason === 'conflict') {
        // The one refusal the page can explain in advance: the shop packs only what is paid.
        const packingUnpaid = request.to === 'PACK' && !order.paid;
        enqueueSnackbar(t(packingUnpaid ? 'staff.errors.packUnpaid' : 'staff.errors.conflict', { number: order.orderNumber }), { variant: 'error' });
      } else {
        enqueueSnackbar(t(`orders.errors.${reason}`), { variant: 'error' });
      }
      return false;
    } finally {
      setMovingId(null);
    }
  };

  return { move, movingId };
}
