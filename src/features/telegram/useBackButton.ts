import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { TelegramWebApp } from './webApp';

const depthsKey = 'libos.telegramDepths';

/** How deep in the app's own history each entry is (by the router's key), kept for reloads inside the Mini App. */
function readDepths(): Record<string, number> {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(depthsKey) ?? '{}');
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function keepDepth(key: string, depth: number): void {
  try {
    window.sessionStorage.setItem(depthsKey, JSON.stringify({ ...readDepths(), [key]: depth }));
  } catch {
    // no session storage: a reload forgets the way back, and the back button hides until the next page
  }
}

/**
 * Telegram's BackButton as the router's back: shown on every page the shopper reached inside the app, hidden on the
 * one it opened at (where going back would leave the app, which Telegram's own close button does).
 */
export function useBackButton(webApp: TelegramWebApp): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [depth, setDepth] = useState(0);
  const seen = useRef<{ key: string; depth: number } | null>(null);

  useEffect(() => {
    if (seen.current?.key === key) return;
    const previous = seen.current?.depth ?? 0;
    // A new page is one deeper, a replaced one as deep; going back or forward (or a reload) finds the kept depth.
    const next = navigationType === 'PUSH' ? previous + 1 : navigationType === 'REPLACE' ? previous : (readDepths()[key] ?? 0);
    seen.current = { key, depth: next };
    keepDepth(key, next);
    setDepth(next);
  }, [key, navigationType]);

  useEffect(() => {
    if (depth > 0) webApp.BackButton.show();
    else webApp.BackButton.hide();
  }, [webApp, depth]);
  useEffect(() => () => webApp.BackButton.hide(), [webApp]);

  useEffect(() => {
    const back = () => void navigate(-1);
    webApp.BackButton.onClick(back);
    return () => webApp.BackButton.offClick(back);
  }, [webApp, navigate]);
}
