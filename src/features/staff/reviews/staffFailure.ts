import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';

export type StaffFailure = {
  reason: 'inUse' | 'conflict' | 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';
  fields: Record<string, string>;
  /** The counts a 409 IN_USE carries (`error.usage`, docs/api.md). */
  usage: Record<string, number>;
};

function usageOf(error: unknown): Record<string, number> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const body = typeof data === 'object' && data !== null && 'error' in data ? data.error : undefined;
  const usage = typeof body === 'object' && body !== null && 'usage' in body ? body.usage : undefined;
  if (typeof usage !== 'object' || usage === null) return {};
  return Object.fromEntries(Object.entries(usage).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** Reads a failed review or places call (docs/api.md's error body) into what the screen says. */
export function staffFailure(error: unknown): StaffFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const usage = usageOf(error);
  if (failure.status === 'network') return { reason: 'network', fields, usage };
  if (failure.code === 'IN_USE') return { reason: 'inUse', fields, usage };
  const byStatus: Record<number, StaffFailure['reason']> = { 400: 'checkFields', 401: 'sessionExpired', 403: 'forbidden', 404: 'notFound', 409: 'conflict' };
  return { reason: (typeof failure.status === 'number' && byStatus[failure.status]) || 'unknown', fields, usage };
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
