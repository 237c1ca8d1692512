import { useEffect } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { StaffLogin } from './components/StaffLogin';
import { StaffOrders } from './components/StaffOrders';
import { clearStaffSession, useStaffSession } from './staffSession';

/** /staff: the shop's staff sign in, then pack, send, deliver or reject orders. Not for search engines. */
export function StaffPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const session = useStaffSession();

  const signedIn = session !== null;

  // Signed out (or expired): once the lists are unmounted, the pages read with the old token are dropped,
  // so the next sign-in starts from the server rather than from what someone else saw.
  useEffect(() => {
    if (!signedIn) dispatch(api.util.invalidateTags([{ type: 'Order', id: 'STAFF' }]));
  }, [signedIn, dispatch]);

  const logout = () => {
    clearStaffSession();
    enqueueSnackbar(t('staff.loggedOut'), { variant: 'success' });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('staff.title')} — ${t('app.name')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 }, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('staff.title')}
        </Typography>
        {session && (
          <Button variant="outlined" color="inherit" startIcon={<LogoutRoundedIcon />} onClick={logout}>
            {t('staff.logout')}
          </Button>
        )}
      </Stack>
      {session ? <StaffOrders /> : <StaffLogin />}
    </Container>
  );
}
