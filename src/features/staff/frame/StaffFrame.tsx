import { Suspense, useEffect, useRef, useState } from 'react';
import { AppBar, Box, Divider, Drawer, IconButton, LinearProgress, Stack, Toolbar, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { Icon } from '../../../components/icons/Icon';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { LanguageSwitch } from '../../language/LanguageSwitch';
import { StaffLogin } from './StaffLogin';
import { clearStaffSession, useStaffSession } from '../staffSession';
import { closeIcon, menuIcon } from '../kit/staffIcons';
import { StaffMember } from './StaffMember';
import { StaffNav } from './StaffNav';
import { staffHome } from './staffSections';

const mainId = 'staff-main';
const menuId = 'staff-menu';
const sideWidth = 256;

/** Hidden until it has the keyboard's focus, then the first thing on the page. */
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '&:focus': { top: 8 },
} as const;

/**
 * The staff application's frame: a bar with the language and who is signed in, the sections beside the page on a
 * wide screen or in a drawer on a phone, and the section itself. Signed out, any section shows the sign-in in its
 * place, so the address the visitor asked for is the one they land on once signed in.
 */
export function StaffFrame() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const session = useStaffSession();
  const wide = useIsWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = session !== null;
  const closeMenu = () => setMenuOpen(false);

  // Signed out (or expired): once the lists are unmounted, the pages read with the old token are dropped,
  // so the next sign-in starts from the server rather than from what someone else saw.
  // The focus, whose button went with the session, goes to the top of the page, where the sign-in now is.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (!signedIn) dispatch(api.util.invalidateTags([{ type: 'Order', id: 'STAFF' }, 'Return']));
    if (wasSignedIn.current && !signedIn) document.getElementById(mainId)?.focus();
    wasSignedIn.current = signedIn;
  }, [signedIn, dispatch]);

  const signOut = () => {
    closeMenu();
    clearStaffSession();
    enqueueSnackbar(t('staff.loggedOut'), { variant: 'success' });
    // The next person to sign in on this device starts from the orders.
    void navigate(staffHome, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <meta name="robots" content="noindex, nofollow" />
      {!signedIn && <title>{`${t('staff.login.title')} — ${t('staff.frame.appName')}`}</title>}
      <Box component="a" href={`#${mainId}`} sx={skipLinkSx}>
        {t('staff.frame.skipToContent')}
      </Box>
      <AppBar position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
          {signedIn && !wide && (
            <IconButton
              edge="start"
              aria-label={t('staff.frame.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={() => setMenuOpen(true)}
            >
              <Icon path={menuIcon} />
            </IconButton>
          )}
          <Typography component="p" sx={{ flexGrow: 1, fontWeight: 700, fontSize: { xs: 17, md: 19 }, whiteSpace: 'nowrap' }}>
            {t('staff.frame.appName')}
          </Typography>
          <LanguageSwitch />
          {session && wide && <StaffMember compact session={session} onSignOut={signOut} />}
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {signedIn && wide && (
          <Box
            sx={{
              width: sideWidth,
              flexShrink: 0,
              position: 'sticky',
              top: 64,
              height: 'calc(100dvh - 64px)',
              overflowY: 'auto',
              pt: 2,
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <StaffNav />
          </Box>
        )}
        {session && !wide && (
          <Drawer open={menuOpen} onClose={closeMenu} slotProps={{ paper: { id: menuId, sx: { width: 288, maxWidth: '85vw' } } }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, minHeight: 56 }}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {t('staff.frame.appName')}
              </Typography>
              <IconButton aria-label={t('staff.frame.closeMenu')} onClick={closeMenu}>
                <Icon path={closeIcon} />
              </IconButton>
            </Stack>
            <Divider />
            <StaffNav onNavigate={closeMenu} />
            <Divider />
            <Box sx={{ p: 2 }}>
              <StaffMember session={session} onSignOut={signOut} />
            </Box>
          </Drawer>
        )}
        <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: { xs: 2.5, md: 4 }, outline: 'none' }}>
          <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
            {signedIn ? (
              <Suspense fallback={<LinearProgress aria-label={t('staff.frame.loading')} />}>
                <Outlet />
              </Suspense>
            ) : (
              <StaffLogin />
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
