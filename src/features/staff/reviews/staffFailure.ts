import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { readStaffFailure } from '../staffFailure';

export type StaffFailure = {
  reason: 'inUse' | 'conflict' | 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';
  fields: Record<string, string>;
  /** The counts a 409 IN_USE carries (`error.usage`, docs/api.md). */
  usage: Record<string, number>;
};

/** Reads a failed review or places call (docs/api.md's error body) into what the screen says. */
export function staffFailure(error: unknown): StaffFailure {
  const { status, code, reason, fields, usage } = readStaffFailure(error);
  return { reason: status !== 'network' && code === 'IN_USE' ? 'inUse' : reason, fields, usage };
}

/**
 * Says in a toast why a review or places change failed, in the reader's language; `inUse` words a 409 IN_USE from its
 * counts. An expired staff session goes back to the sign-in. Gives the failure back for fields the caller marks.
 */
export function useStaffFailure(inUse?: (usage: Record<string, number>) => string) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): StaffFailure => {
      const failure = staffFailure(error);
      const say = (message: string) => enqueueSnackbar(message, { variant: 'error' });
      if (failure.reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (failure.reason === 'inUse' && inUse) {
        say(inUse(failure.usage));
      } else {
        say(t(`staff.reviews.failures.${failure.reason}`));
      }
      return failure;
    },
    [enqueueSnackbar, t, inUse],
  );
}
