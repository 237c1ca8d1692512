import { miniAppLaunchParams } from './launch';
import { readWebApp, type TelegramWebApp } from './webApp';

/** The script on its way, so two calls meanwhile add it once. */
let loading: Promise<TelegramWebApp> | null = null;

/**
 * Telegram's script, from `url` (GET /api/telegram/config: Telegram's own, or the server's sandbox stand-in), once per
 * page. The script reads the launch data from the address's hash as it runs: when the shop's navigation has dropped
 * the hash meanwhile, the kept one is put back first (the page's address is otherwise the same, and the router ignores
 * the hash).
 */
export function loadWebApp(url: string): Promise<TelegramWebApp> {
  const present = readWebApp();
  if (present) return Promise.resolve(present);
  loading ??= new Promise<TelegramWebApp>((resolve, reject) => {
    const launch = miniAppLaunchParams();
    if (launch && !new URLSearchParams(window.location.hash.slice(1)).has('tgWebAppData')) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${launch}`);
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const webApp = readWebApp();
      if (webApp) resolve(webApp);
      else reject(new Error(`${url} defined no Telegram.WebApp`));
    });
    script.addEventListener('error', () => reject(new Error(`${url} did not load`)));
    document.head.append(script);
  }).finally(() => {
    // Loaded, the object is there for the next call; failed, a later call tries again (offline for a moment).
    loading = null;
  });
  return loading;
}
