import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';

/**
 * Says in a toast why a read failed, once per failure: an expired staff session goes back to the sign-in (the frame
 * shows it in place of the section, so the address stays); anything else names what could not be read.
 */
export function useReadFailureToast(error: unknown, message: string): void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (error === undefined) return;
    if (toServerFailure(error).status === 401) {
      // The base query has ended the staff session and said so (staffAudience.tsx).
    } else {
      enqueueSnackbar(message, { variant: 'error' });
    }
  }, [error, message, enqueueSnackbar, t]);
}
