import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useStaffFailure } from '../kit/useStaffFailure';
import type { MovableOrder } from './OrderMoveActions';
import { useMoveOrderMutation } from './api';
import type { OrderMove } from '../types';
import { errorToast } from '../../../components/errorToast';

/** Moving orders, with the toasts that say how it went; resolves true when the order moved. */
export function useOrderMoves() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('orderMoves');
  const [moveOrder] = useMoveOrderMutation();
  const [movingId, setMovingId] = useState<number | null>(null);

  const move = async (order: MovableOrder, request: OrderMove): Promise<boolean> => {
    setMovingId(order.id);
    try {
      await moveOrder(request).unwrap();
      enqueueSnackbar(t(`staff.moved.${request.to}`, { number: order.orderNumber }), { variant: 'success' });
      return true;
    } catch (error) {
      if (failed(error).reason === 'conflict') {
        // The one refusal the page can explain in advance: the shop packs only what is paid.
        const packingUnpaid = request.to === 'PACK' && !order.paid;
        errorToast(t(packingUnpaid ? 'staff.errors.packUnpaid' : 'staff.errors.conflict', { number: order.orderNumber }));
      }
      return false;
    } finally {
      setMovingId(null);
    }
  };

  return { move, movingId };
}
