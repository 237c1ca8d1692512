import { Suspense, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { TextsGate } from '../../components/TextsGate';
import { lazyThemed } from '../../components/theme/ThemeScope';
import { useGetTelegramConfigQuery } from './api';
import { deepLinkPath, firstDeepLinkVisit } from './deepLink';
import { loadWebApp } from './loadWebApp';
import { onAddedToCart } from './mainAction';
import { applyTelegramTheme, clearTelegramTheme } from './telegramTheme';
import { useBackButton } from './useBackButton';
import { useMainButton } from './useMainButton';
import { useMiniAppSignIn } from './useMiniAppSignIn';
import { useTelegramLanguage } from './useTelegramLanguage';
import { applyViewport, clearViewport } from './viewport';
import { readWebApp, type TelegramEvent, type TelegramWebApp } from './webApp';

/** Calls `apply` now and on each of `events`, until unmounted. */
function useTelegramEvents(webApp: TelegramWebApp, events: TelegramEvent[], apply: (webApp: TelegramWebApp) => void, clear: () => void) {
  useEffect(() => {
    const handler = () => apply(webApp);
    handler();
    for (const event of events) webApp.onEvent(event, handler);
    return () => {
      for (const event of events) webApp.offEvent(event, handler);
      clear();
    };
  }, [webApp, events, apply, clear]);
}

const themeEvents: TelegramEvent[] = ['themeChanged'];
const viewportEvents: TelegramEvent[] = ['viewportChanged', 'safeAreaChanged', 'contentSafeAreaChanged'];

/** The start parameter's page, once per launch (deepLink.ts). */
function useDeepLink(webApp: TelegramWebApp) {
  const navigate = useNavigate();
  useEffect(() => {
    const startParam = webApp.initDataUnsafe.start_param;
    const path = deepLinkPath(startParam);
    // The page the link names is the first page: going back from it leaves the app.
    if (startParam && path && firstDeepLinkVisit(startParam)) void navigate(path, { replace: true });
  }, [webApp, navigate]);
}

function MainButton({ webApp }: { webApp: TelegramWebApp }) {
  useMainButton(webApp);
  return null;
}

// The prompt is drawn with MUI: it and MUI come only when a shopper is asked for their phone.
const SignInPrompt = lazyThemed(() => import(/* webpackChunkName: "telegram-sign-in" */ './SignInPrompt').then(({ SignInPrompt }) => SignInPrompt));

function SignIn({ webApp }: { webApp: TelegramWebApp }) {
  const { promptOpen, waiting, share, close, signInOtherWay } = useMiniAppSignIn(webApp);
  // Mounted from its first opening on, so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  if (promptOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInPrompt open={promptOpen} waiting={waiting} onShare={share} onClose={close} onOtherWay={signInOtherWay} />
    </Suspense>
  );
}

/** The shop inside Telegram, once Telegram's script is here. */
function InTelegram({ webApp }: { webApp: TelegramWebApp }) {
  useEffect(() => {
    // The shop is drawn: Telegram's loading placeholder can go, and the app takes the full height.
    webApp.ready();
    webApp.expand();
  }, [webApp]);
  useTelegramEvents(webApp, themeEvents, applyTelegramTheme, clearTelegramTheme);
  useTelegramEvents(webApp, viewportEvents, applyViewport, clearViewport);
  useBackButton(webApp);
  useDeepLink(webApp);
  useTelegramLanguage(webApp);
  useEffect(() => onAddedToCart(() => webApp.HapticFeedback.impactOccurred('light')), [webApp]);

  return (
    <Suspense fallback={null}>
      <TextsGate>
        <MainButton webApp={webApp} />
        <SignIn webApp={webApp} />
      </TextsGate>
    </Suspense>
  );
}

/**
 * The Mini App: mounted by the layout inside Telegram only (MiniAppSlot.tsx), after the page has hydrated. Loads
 * Telegram's script from the address the server names (GET /api/telegram/config), then adapts the shop: Telegram's
 * language (the first time), theme, viewport and safe areas, its BackButton and MainButton, haptics, the deep link and
 * the sign-in.
 */
export function MiniApp() {
  const [webApp, setWebApp] = useState<TelegramWebApp | undefined>(readWebApp);
  const config = useGetTelegramConfigQuery(webApp ? skipToken : undefined);
  const scriptUrl = config.data?.webAppScriptUrl;
  useEffect(() => {
    if (webApp || !scriptUrl) return;
    // Without Telegram's script the shop stays as it is outside Telegram.
    loadWebApp(scriptUrl).then(setWebApp, (error: unknown) => console.warn('Telegram:', error));
  }, [webApp, scriptUrl]);
  return webApp ? <InTelegram webApp={webApp} /> : null;
}
