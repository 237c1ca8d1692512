import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { clearSession } from '../../app/sessionCookies';

/** Logging out forgets the session and every cached answer (they belong to the customer), then goes home. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useCallback(() => {
    clearSession();
    dispatch(api.util.resetApiState());
    enqueueSnackbar(t('profile.nav.loggedOut'), { variant: 'info' });
    void navigate('/');
  }, [dispatch, navigate, enqueueSnackbar, t]);
}
