import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../components/LoadingBar';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import ui from '../../components/ui.module.css';
import { accountPanelClosed, selectAccountPanelOpen } from '../../features/account/accountPanelSlice';
import { openAccountPanel } from '../../features/account/openAccountPanel';
import { MiniAppSlot } from '../../features/telegram/MiniAppSlot';
import { ensureAllTexts } from '../../i18n/loadTexts';
import { pageTextsPresent } from '../../i18n/texts';
import { useAppDispatch, useAppSelector } from '../hooks';
import { readLastOrderId } from '../session';
import { LayoutFrame } from './LayoutFrame';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ScrollRestoration } from './ScrollRestoration';
import { TextsGate } from '../../components/TextsGate';
import { preloadTheme, ThemeScope } from '../../components/theme/ThemeScope';
import styles from './AppLayout.module.css';
import { useGuestMergeWanted, useShopCountsSync } from './useShopCounts';
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

// The footer is always below the fold at first (main is a screen tall): its code comes when the shopper nears it.
const GuestMerge = lazy(() => import(/* webpackChunkName: "guest-merge" */ './GuestMerge'));
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer').then(({ Footer }) => ({ default: Footer })));

// The payment result only ever shows after a return from the payment provider (the lastOrderId cookie), so its
// machine and dialog are fetched only then.
const PaymentResultDialog = lazy(() =>
  import(/* webpackChunkName: "payment-result" */ '../../features/payment/PaymentResultDialog').then(({ PaymentResultDialog }) => ({
    default: PaymentResultDialog,
  })),
);

// What follows a move to another page (the focus on its heading, its title said) is no part of the first screen.
const RouteAnnouncer = lazy(() =>
  import(/* webpackChunkName: "route-focus" */ './RouteAnnouncer').then(({ RouteAnnouncer }) => ({ default: RouteAnnouncer })),
);

/**
 * The page announcer (RouteAnnouncer.tsx), fetched once the page has settled, or with the shopper's first move to
 * another page if that comes sooner: it then handles that move, from the address the layout was first drawn at.
 */
function RouteAnnouncerSlot() {
  const location = useLocation();
  const first = useRef(location);
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  if (!settled && location === first.current) return null;
  return (
    <Suspense fallback={null}>
      <RouteAnnouncer since={first.current} />
    </Suspense>
  );
}

/** A thin running bar while a page's code loads: plain CSS, so the first load carries no progress component. */
function PageLoading() {
  const { t } = useTranslation();
  return <LoadingBar label={t('common.loading')} />;
}

/** The offer to keep what a visitor saved once they sign in: its own component, as it shows only after hydration. */
function GuestMergeWhenWanted() {
  const wanted = useGuestMergeWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <GuestMerge />
    </Suspense>
  ) : null;
}

/** The footer, for the screen it is on (read here, so the layout itself never draws again for it). */
function ScreenFooter() {
  return <Footer wide={useIsWideScreen()} />;
}

/** The layout: sticky header, the routed page, footer, the bottom bar on small screens, the pop-ups. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const accountPanelOpen = useAppSelector(selectAccountPanelOpen);
  // Stable, so the panel does not re-subscribe to its machine on every layout render.
  const openAccount = useCallback(() => openAccountPanel(dispatch), [dispatch]);
  const closeAccountPanel = useCallback(() => dispatch(accountPanelClosed()), [dispatch]);
  // Chosen at the first opening and kept mounted, so the panel keeps its closing animation and is never
  // remounted as another component: the loaded one when it is there, else the lazy one that waits for it.
  const [AccountPanel, setAccountPanel] = useState<AccountPanelComponent | null>(null);
  if (accountPanelOpen && !AccountPanel) setAccountPanel(() => loadedAccountPanel ?? LazyAccountPanel);
  // Read after the first render: the server, drawing the page, has no such cookie, and the first render must match it.
  const [returnedFromPayment, setReturnedFromPayment] = useState(false);
  useEffect(() => setReturnedFromPayment(readLastOrderId() !== null), []);
  // Once the page has shown, what a click may need next: the panel and the rest of the texts.
  useEffect(
    () =>
      whenPageSettled(() => {
        void loadAccountPanel();
        preloadTheme();
        void ensureAllTexts(i18n)?.catch(() => undefined); // a page that needs them asks again
      }),
    [i18n],
  );
  useShopCountsSync();
  const footerPlaceholder = <div aria-hidden className={styles.footerPlaceholder} />;

  const skipLink = (
    <a href="#main" className={`${ui.visuallyHidden} ${styles.skipLink}`}>
      {t('layout.skipToContent')}
    </a>
  );
  const overlays = (
    <>
      <GuestMergeWhenWanted />
      {AccountPanel && (
        <Suspense fallback={null}>
          <TextsGate>
            <ThemeScope>
              <AccountPanel open={accountPanelOpen} onClose={closeAccountPanel} />
            </ThemeScope>
          </TextsGate>
        </Suspense>
      )}
      {returnedFromPayment && (
        <Suspense fallback={null}>
          <TextsGate>
            <ThemeScope>
              <PaymentResultDialog />
            </ThemeScope>
          </TextsGate>
        </Suspense>
      )}
      <ScrollRestoration />
      <RouteAnnouncerSlot />
      {/* Inside Telegram only: Telegram's buttons, theme and sign-in (features/telegram). */}
      <MiniAppSlot />
    </>
  );

  return (
    <LayoutFrame onOpenAccount={openAccount} skipLink={skipLink} overlays={overlays}>
      {/*
        At least a screen tall: the footer starts below the fold and stays there while the page's code and data
        arrive, instead of showing first and being pushed down (a layout shift as tall as the screen).
      */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <TextsGate needed={!pageTextsPresent(i18n, pathname)}>
              <Outlet />
            </TextsGate>
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Rendered, and its code fetched, as the shopper scrolls towards it. */}
      <RenderWhenNear margin="400px" placeholder={footerPlaceholder}>
        <Suspense fallback={footerPlaceholder}>
          <ScreenFooter />
        </Suspense>
      </RenderWhenNear>
    </LayoutFrame>
  );
}
