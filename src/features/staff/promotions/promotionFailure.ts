import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';

/**
 * Says in a toast why a promotions call failed (docs/api.md's error body): an expired session goes back to the
 * sign-in; the fields the server named come back for the dialog to mark.
 */
export function usePromotionFailure() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): Record<string, string> => {
      const failure = toServerFailure(error);
      const say = (key: 'network' | 'checkFields' | 'forbidden' | 'notFound' | 'conflict' | 'unknown') => enqueueSnackbar(t(`staff.promotions.failures.${key}`), { variant: 'error' });
      if (failure.status === 'network') say('network');
      else if (failure.status === 401) {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (failure.status === 400) say('checkFields');
      else if (failure.status === 403) say('forbidden');
      else if (failure.status === 404) say('notFound');
      else if (failure.status === 409) say('conflict');
      else say('unknown');
      return failure.fields ?? {};
    },
    [enqueueSnackbar, t],
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as an <input type="datetime-local"> value, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An <input type="datetime-local"> value as an ISO moment; blank or unreadable: null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A moment for a list row: DD.MM.YYYY HH:mm in the browser's time zone, as both languages write dates (browsers'
 * Uzbek date formats are patchy: "2026 M11 26").
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
