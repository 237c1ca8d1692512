import { lazy, Suspense, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Link } from '@mui/material';
import { keyframes } from '@emotion/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { visuallyHidden } from '../../components/visuallyHidden';
import { accountPanelClosed, accountPanelOpened, selectAccountPanelOpen } from '../../features/account/accountPanelSlice';
import { ensureAllTexts } from '../../i18n/loadTexts';
import { firstLoadTextsSuffice } from '../../i18n/texts';
import { useAppDispatch, useAppSelector } from '../hooks';
import { readLastOrderId } from '../session';
import { BottomBar, bottomBarHeight } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollRestoration } from './ScrollRestoration';
import { TextsGate } from './TextsGate';
import { useShopCountsSync } from './useShopCounts';
import { whenPageSettled } from '../../components/whenPageSettled';

/*
 * The account panel opens on request, never at first paint, so it is its own chunk: fetched when the browser is
 * idle after the page has loaded and settled, and only waited for when someone opens it sooner than that.
 */
type AccountPanelProps = ComponentProps<typeof import('../../features/account/AccountPanel').AccountPanel>;
type AccountPanelComponent = ComponentType<AccountPanelProps> | LazyExoticComponent<ComponentType<AccountPanelProps>>;
let loadedAccountPanel: ComponentType<AccountPanelProps> | undefined;
const loadAccountPanel = () =>
  import(/* webpackChunkName: "account-panel" */ '../../features/account/AccountPanel').then(({ AccountPanel }) => {
    loadedAccountPanel = AccountPanel;
    return AccountPanel;
  });
const LazyAccountPanel = lazy(async () => ({ default: await loadAccountPanel() }));

// The payment result only ever shows after a return from the payment provider (the lastOrderId cookie), so its
// machine and dialog are fetched only then.
const PaymentResultDialog = lazy(() =>
  import(/* webpackChunkName: "payment-result" */ '../../features/payment/PaymentResultDialog').then(({ PaymentResultDialog }) => ({
    default: PaymentResultDialog,
  })),
);

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** A thin running bar while a page's code loads: plain CSS, so the first load carries no progress component. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-label={t('common.loading')} sx={{ height: 4, overflow: 'hidden', bgcolor: 'rgba(168, 85, 43, 0.2)' }}>
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'secondary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}

/** SPEC §2 layout: sticky header, the routed page, footer, the bottom bar on small screens, the pop-ups. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const wide = useIsWideScreen();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const accountPanelOpen = useAppSelector(selectAccountPanelOpen);
  // Stable, so the panel does not re-subscribe to its machine on every layout render.
  const openAccountPanel = useCallback(() => dispatch(accountPanelOpened()), [dispatch]);
  const closeAccountPanel = useCallback(() => dispatch(accountPanelClosed()), [dispatch]);
  // Chosen at the first opening and kept mounted, so the panel keeps its closing animation and is never
  // remounted as another component: the loaded one when it is there, else the lazy one that waits for it.
  const [AccountPanel, setAccountPanel] = useState<AccountPanelComponent | null>(null);
  if (accountPanelOpen && !AccountPanel) setAccountPanel(() => loadedAccountPanel ?? LazyAccountPanel);
  const [returnedFromPayment] = useState(() => readLastOrderId() !== null);
  // Once the page has shown, what a click may need next: the panel and the rest of the texts.
  useEffect(
    () =>
      whenPageSettled(() => {
        void loadAccountPanel();
        void ensureAllTexts(i18n)?.catch(() => undefined); // a page that needs them asks again
      }),
    [i18n],
  );
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
      {/*
        At least a screen tall: the footer starts below the fold and stays there while the page's code and data
        arrive, instead of showing first and being pushed down (a layout shift as tall as the screen).
      */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <TextsGate needed={!firstLoadTextsSuffice(pathname)}>
              <Outlet />
            </TextsGate>
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {/* Always below the fold at first (main is a screen tall): rendered as the shopper scrolls towards it. */}
      <RenderWhenNear margin="400px" placeholder={<Box aria-hidden sx={{ height: { xs: 700, md: 420 }, bgcolor: 'primary.main' }} />}>
        <Footer wide={wide} />
      </RenderWhenNear>
      {!wide && <BottomBar onOpenAccount={openAccountPanel} />}
      {AccountPanel && (
        <Suspense fallback={null}>
          <TextsGate>
            <AccountPanel open={accountPanelOpen} onClose={closeAccountPanel} />
          </TextsGate>
        </Suspense>
      )}
      {returnedFromPayment && (
        <Suspense fallback={null}>
          <TextsGate>
            <PaymentResultDialog />
          </TextsGate>
        </Suspense>
      )}
      <ScrollRestoration />
    </Box>
  );
}
