import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PHOTO_ERROR_CODES, type PhotoErrorCode } from '../../../../contract/limits';
import { toServerFailure } from '../../../../machines/serverFailure';

const isPhotoErrorCode = (code: string | undefined): code is PhotoErrorCode => PHOTO_ERROR_CODES.some((known) => known === code);

/**
 * Says in a toast, in the staff member's language, why a picture call failed: an upload's refusal names the file
 * (too large, HEIC, damaged, ...); an expired staff session goes back to the sign-in.
 */
export function usePictureFailure() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown, fileName = '') => {
      const failure = toServerFailure(error);
      const say = (message: string) => enqueueSnackbar(message, { variant: 'error' });
      if (failure.status === 401) {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (isPhotoErrorCode(failure.code)) say(t(`staff.pictures.errors.${failure.code}`, { name: fileName }));
      else if (failure.status === 'network') say(t('staff.pictures.errors.network'));
      else if (failure.status === 409) say(t('staff.pictures.errors.tooMany'));
      else if (failure.status === 400) say(t('staff.pictures.errors.changed'));
      else if (failure.status === 403) say(t('staff.pictures.errors.forbidden'));
      else if (failure.status === 404) say(t('staff.pictures.errors.notFound'));
      else say(t('staff.pictures.errors.unknown'));
    },
    [enqueueSnackbar, t],
  );
}
