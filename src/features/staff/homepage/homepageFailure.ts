import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';

/**
 * Says in a toast, in the staff member's language, why a home page call failed, and answers the refused fields
 * (400) so a dialog can mark them; an expired staff session goes back to the sign-in.
 */
export function useHomepageFailure() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): Record<string, string> => {
      const failure = toServerFailure(error);
      const say = (key: 'network' | 'lookInUse' | 'placeTaken' | 'checkFields' | 'changed' | 'forbidden' | 'unknown') => enqueueSnackbar(t(`staff.homepage.errors.${key}`), { variant: 'error' });
      if (failure.status === 401) {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (failure.status === 'network') say('network');
      else if (failure.code === 'IN_USE') say('lookInUse');
      else if (failure.code === 'DUPLICATE') say('placeTaken');
      else if (failure.status === 400) say('checkFields');
      else if (failure.status === 404 || failure.status === 409) say('changed');
      else if (failure.status === 403) say('forbidden');
      else say('unknown');
      return failure.fields ?? {};
    },
    [enqueueSnackbar, t],
  );
}
