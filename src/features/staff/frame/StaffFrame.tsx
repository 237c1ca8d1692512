import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { Icon } from '../../../components/icons/Icon';
import { LoadingBar } from '../../../components/LoadingBar';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { LanguageSwitch } from '../../language/LanguageSwitch';
import { StaffLogin } from './StaffLogin';
import { clearStaffSession, useStaffSession } from '../staffSession';
import { signInStaff } from '../api';
import { menuIcon } from '../kit/staffIcons';
import { StaffMember } from './StaffMember';
import { StaffNav } from './StaffNav';
import { staffHome } from './staffSections';
import styles from './StaffPage.module.css';

const loadMenuDrawer = () => import(/* webpackChunkName: "staff-menu" */ './StaffMenuDrawer');
const StaffMenuDrawer = lazy(() => loadMenuDrawer().then((module) => ({ default: module.StaffMenuDrawer })));

const mainId = 'staff-main';
const menuId = 'staff-menu';

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
  // The drawer is mounted from its first opening on (its closing slides it out), never before.
  const [menuWanted, setMenuWanted] = useState(false);
  const signedIn = session !== null;
  const menuButton = useRef<HTMLButtonElement>(null);
  const refocusMenuButton = useRef(false);
  const closeMenu = () => setMenuOpen(false);
  // Closed without a choice: the focus goes back to the menu button, once the drawer's focus trap has let go.
  const dismissMenu = () => {
    refocusMenuButton.current = true;
    setMenuOpen(false);
  };
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };
  useEffect(() => {
    if (menuOpen || !refocusMenuButton.current) return;
    refocusMenuButton.current = false;
    menuButton.current?.focus();
  }, [menuOpen]);

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
    <div className={styles.page}>
      <meta name="robots" content="noindex, nofollow" />
      {!signedIn && <title>{`${t('staff.login.title')} — ${t('staff.frame.appName')}`}</title>}
      <a href={`#${mainId}`} className={styles.skipLink}>
        {t('staff.frame.skipToContent')}
      </a>
      <header className={styles.bar}>
        {signedIn && !wide && (
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label={t('staff.frame.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={openMenu}
            onPointerEnter={() => void loadMenuDrawer()}
            onFocus={() => void loadMenuDrawer()}
          >
            <Icon path={menuIcon} />
          </button>
        )}
        <p className={styles.appName}>{t('staff.frame.appName')}</p>
        <LanguageSwitch />
        {session && wide && <StaffMember compact session={session} onSignOut={signOut} />}
      </header>

      <div className={styles.layout}>
        {signedIn && wide && (
          <div className={styles.side}>
            <StaffNav />
          </div>
        )}
        {session && !wide && menuWanted && (
          <Suspense fallback={null}>
            <StaffMenuDrawer id={menuId} open={menuOpen} session={session} onClose={dismissMenu} onNavigate={closeMenu} onSignOut={signOut} />
          </Suspense>
        )}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          <div className={styles.content}>
            {signedIn ? (
              <Suspense fallback={<LoadingBar label={t('staff.frame.loading')} tone="ink" />}>
                <Outlet />
              </Suspense>
            ) : (
              <StaffLogin signIn={(body) => signInStaff(dispatch, body)} />
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
