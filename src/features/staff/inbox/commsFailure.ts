import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure, type ServerFailure } from '../../../../machines/serverFailure';

/**
 * Says in a toast why an inbox, notification or SMS call failed, unless the caller marks its own fields (a 400 with
 * fields, or a 404 it words itself); an expired staff session goes back to the sign-in. Gives the failure back.
 */
export function useCommsFailure() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown, handled: (failure: ServerFailure) => boolean = () => false): ServerFailure => {
      const failure = toServerFailure(error);
      if (handled(failure)) return failure;
      const say = (key: 'network' | 'forbidden' | 'notFound' | 'rateLimited' | 'checkFields' | 'unknown') => enqueueSnackbar(t(`staff.communication.failures.${key}`), { variant: 'error' });
      if (failure.status === 'network') say('network');
      else if (failure.status === 401) {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (failure.status === 403) say('forbidden');
      else if (failure.status === 404) say('notFound');
      else if (failure.status === 429) say('rateLimited');
      else if (failure.status === 400) say('checkFields');
      else say('unknown');
      return failure;
    },
    [enqueueSnackbar, t],
  );
}

/** A moment as the staff read it: day, month, year and time, in the interface language's style. */
export function staffMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'uz-Latn-UZ', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
