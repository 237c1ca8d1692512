import { Suspense, useCallback } from 'react';
import { Box, LinearProgress, Link } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { visuallyHidden } from '../../components/visuallyHidden';
import { AccountPanel } from '../../features/account/AccountPanel';
import { accountPanelClosed, accountPanelOpened, selectAccountPanelOpen } from '../../features/account/accountPanelSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PaymentResultDialog } from '../../features/payment/PaymentResultDialog';
import { BottomBar, bottomBarHeight } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { useShopCountsSync } from './useShopCounts';

function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress color="secondary" aria-label={t('common.loading')} />;
}

/** SPEC §2 layout: sticky header, the routed page, footer, the bottom bar on small screens, the pop-ups. */
export function AppLayout() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const dispatch = useAppDispatch();
  const accountPanelOpen = useAppSelector(selectAccountPanelOpen);
  // Stable, so the panel does not re-subscribe to its machine on every layout render.
  const openAccountPanel = useCallback(() => dispatch(accountPanelOpened()), [dispatch]);
  const closeAccountPanel = useCallback(() => dispatch(accountPanelClosed()), [dispatch]);
  useShopCountsSync();

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // Room under the footer so the fixed bottom bar never covers its last lines.
        pb: wide ? 0 : `calc(${bottomBarHeight}px + env(safe-area-inset-bottom))`,
      }}
    >
      <Link
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': { clip: 'auto', width: 'auto', height: 'auto', m: 1, p: 1, zIndex: 'tooltip', bgcolor: 'background.paper' },
        }}
      >
        {t('layout.skipToContent')}
      </Link>
      <Header wide={wide} onOpenAccount={openAccountPanel} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer wide={wide} />
      {!wide && <BottomBar onOpenAccount={openAccountPanel} />}
      <AccountPanel open={accountPanelOpen} onClose={closeAccountPanel} />
      <PaymentResultDialog />
      <ScrollRestoration />
    </Box>
  );
}
