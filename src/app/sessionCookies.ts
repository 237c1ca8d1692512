import Cookies, { type CookieSetOptions } from 'universal-cookie';
import { cookiesForFrame, sameSitePlacement } from '../components/crossSiteFrame';
import { forgetCookieString, notifySessionChanged, sessionCookieNames, type Session } from './session';

/*
 * Writing the session and last-order cookies (session.ts reads them). Only logging in and out and paying write, all
 * in chunks of their own, so this module and universal-cookie stay out of the first page's scripts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The session cookies live 30 days, like the token they carry (docs/api.md, Conventions). */
export const SESSION_LIFETIME_DAYS = 30;
/** Only needed for the trip to the payment provider and back. */
export const LAST_ORDER_LIFETIME_DAYS = 1;

type PageLocation = Pick<Location, 'protocol'>;

/**
 * `secure` exactly when the page is served over https, and not forced on localhost: Chrome and Firefox
 * would keep a Secure cookie on http://localhost, but Safari and jsdom drop it, which would make the demo
 * fail to stay signed in there and every cookie test fail; a plain cookie works on
 * http://localhost everywhere, and production is always https, where the cookies are Secure.)
 */
export function sessionCookieOptions(location: PageLocation = window.location, now: Date = new Date(), forFrame = cookiesForFrame(location)): CookieSetOptions {
  return {
    path: '/',
    expires: new Date(now.getTime() + SESSION_LIFETIME_DAYS * DAY_MS),
    secure: location.protocol === 'https:',
    // In Telegram Web's frame a Lax cookie would be dropped (components/crossSiteFrame.ts).
    ...sameSitePlacement(forFrame),
  };
}

/** What removing a cookie set with `options` must repeat of them: a partitioned cookie is only removed as partitioned. */
function removalOf({ path, secure, sameSite, partitioned }: CookieSetOptions): CookieSetOptions {
  return { path, secure, sameSite, partitioned };
}

export function lastOrderCookieOptions(now: Date = new Date(), forFrame = cookiesForFrame()): CookieSetOptions {
  // sameSite lax: the provider sends the shopper back with a top-level navigation, which lax allows; in a frame, the frame's.
  return { path: '/', expires: new Date(now.getTime() + LAST_ORDER_LIFETIME_DAYS * DAY_MS), ...sameSitePlacement(forFrame) };
}

export function saveSession(session: Session): void {
  const cookies = new Cookies();
  const options = sessionCookieOptions();
  cookies.set(sessionCookieNames.accessToken, session.accessToken, options);
  cookies.set(sessionCookieNames.customerId, String(session.customerId), options);
  notifySessionChanged();
}

export function clearSession(): void {
  const cookies = new Cookies();
  const removal = removalOf(sessionCookieOptions());
  cookies.remove(sessionCookieNames.accessToken, removal);
  cookies.remove(sessionCookieNames.customerId, removal);
  notifySessionChanged();
}

export function saveLastOrderId(orderId: number | string): void {
  new Cookies().set(sessionCookieNames.lastOrderId, String(orderId), lastOrderCookieOptions());
  forgetCookieString();
}

export function clearLastOrderId(): void {
  new Cookies().remove(sessionCookieNames.lastOrderId, removalOf(lastOrderCookieOptions()));
  forgetCookieString();
}
