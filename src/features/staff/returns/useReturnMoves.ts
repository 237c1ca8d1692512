import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffFailureReason } from '../kit/staffFailureTexts';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useMoveReturnMutation, type ReturnMove, type ReturnMoveName } from './api';

const settledReasons: ReadonlySet<StaffFailureReason> = new Set(['conflict', 'notEnough', 'notFound']);

/**
 * Moving a request, with the toasts that say how it went (a refusal in the returns' words: a 409 is a request moved
 * meanwhile, or an exchange's size sold out). Resolves true when the dialog that asked has nothing left to ask: the
 * request moved, or a refusal no retry can change (moved meanwhile, sold out, gone); the page reads the request again.
 */
export function useReturnMoves() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('returns');
  const [moveReturn] = useMoveReturnMutation();
  const [running, setRunning] = useState<ReturnMoveName | null>(null);

  const run = async (move: ReturnMove): Promise<boolean> => {
    setRunning(move.move);
    try {
      await moveReturn(move).unwrap();
      enqueueSnackbar(t(`staff.returns.moved.${move.move}`, { id: move.id }), { variant: 'success' });
      return true;
    } catch (error) {
      return settledReasons.has(failed(error).reason);
    } finally {
      setRunning(null);
    }
  };

  return { run, running };
}
