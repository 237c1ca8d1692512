import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { productFailure, type ProductFailure } from './productFailure';

/**
 * Says why a product call failed, in a toast; an expired staff session goes back to the sign-in (the frame shows it
 * in place of the section, so the editor's address stays). Gives the failure back for fields the caller marks.
 */
export function useFailureToast() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): ProductFailure => {
      const failure = productFailure(error);
      if (failure.reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (failure.reason === 'duplicate') {
        enqueueSnackbar(t('staff.products.errors.duplicate'), { variant: 'error' });
      } else if (failure.reason !== 'conflict') {
        enqueueSnackbar(t(`staff.products.failures.${failure.reason}`), { variant: 'error' });
      }
      return failure;
    },
    [enqueueSnackbar, t],
  );
}
