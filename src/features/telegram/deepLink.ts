import { isRecordId } from '../../components/browserStorage';

/*
 * The page a Mini App link opens (t.me/<bot>/<app>?startapp=product_12, or the bot's /start button): Telegram hands
 * the start parameter to the app, which opens that page once, when it is launched. The bot's own short prefixes
 * (p_, c_, l_: docs/api.md "Telegram", /start) lead to the same pages.
 */
const pages: Array<[RegExp, (id: number) => string]> = [
  [/^(?:product|p)_(\d+)$/, (id) => `/productDetail/${id}`],
  [/^(?:category|c)_(\d+)$/, (id) => `/categoryDetail/${id}`],
  [/^(?:look|l)_(\d+)$/, (id) => `/looksDetail/${id}`],
];

/** The shop's address for a start parameter, or null for none or one the shop does not know. */
export function deepLinkPath(startParam: string | undefined): string | null {
  if (!startParam) return null;
  for (const [pattern, path] of pages) {
    const id = Number(pattern.exec(startParam)?.[1]);
    if (isRecordId(id)) return path(id);
  }
  return null;
}

const openedKey = 'libos.telegramDeepLinkOpened';

/**
 * True the first time in this tab: a reload inside the Mini App, or the return from a payment, keeps the launch data
 * and with it the start parameter, but must stay where the shopper is.
 */
export function firstDeepLinkVisit(startParam: string): boolean {
  try {
    if (window.sessionStorage.getItem(openedKey) === startParam) return false;
    window.sessionStorage.setItem(openedKey, startParam);
  } catch {
    // no session storage: this page opens it once
  }
  return true;
}
