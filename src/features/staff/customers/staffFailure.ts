import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { readStaffFailure } from '../staffFailure';

export type StaffFailureReason = 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'conflict' | 'duplicate' | 'network' | 'unknown';

export type StaffFailure = { reason: StaffFailureReason; fields: Record<string, string> };

/** A failed customers or accounts call (docs/api.md's error body) as what the screen says. */
export function staffFailure(error: unknown): StaffFailure {
  const { status, code, reason, fields } = readStaffFailure(error);
  return { reason: status !== 'network' && code === 'DUPLICATE' ? 'duplicate' : reason, fields };
}

/**
 * Says in a toast, in the reader's language, why a customers or accounts change failed (`staff.<area>.failures.*`);
 * an expired staff session goes back to the sign-in. Gives the failure back for fields the caller marks.
 */
export function useStaffFailureToast(area: 'customers' | 'accounts') {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): StaffFailure => {
      const failure = staffFailure(error);
      if (failure.reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else {
        enqueueSnackbar(t(`staff.${area}.failures.${failure.reason}`), { variant: 'error' });
      }
      return failure;
    },
    [enqueueSnackbar, t, area],
  );
}
