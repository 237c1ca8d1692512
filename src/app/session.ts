import { useSyncExternalStore } from 'react';
import Cookies, { type CookieSetOptions } from 'universal-cookie';

/*
 * The customer's session and the last order id, kept in cookies (SPEC §3 "Client storage", §6). This is
 * the one place that names those cookies; everything else calls these functions.
 */

export const sessionCookieNames = {
  accessToken: 'accessToken',
  customerId: 'customerId',
  lastOrderId: 'lastOrderId',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: the session cookies live 30 days, like the token they carry. */
export const SESSION_LIFETIME_DAYS = 30;
/** Only needed for the trip to the payment provider and back. */
export const LAST_ORDER_LIFETIME_DAYS = 1;

export type Session = { accessToken: string; customerId: number };

type PageLocation = Pick<Location, 'protocol'>;

/**
 * `secure` exactly when the page is served over https. (The brief suggested also forcing it on localhost.
 * Chrome and Firefox would keep a Secure cookie on http://localhost, but Safari and jsdom drop it, which
 * would make the demo fail to stay signed in there and every cookie test fail; a plain cookie works on
 * http://localhost everywhere, and production is always https, where the cookies are Secure.)
 */
export function sessionCookieOptions(location: PageLocation = window.location, now: Date = new Date()): CookieSetOptions {
  return {
    path: '/',
    expires: new Date(now.getTime() + SESSION_LIFETIME_DAYS * DAY_MS),
    secure: location.protocol === 'https:',
    sameSite: 'lax',
  };
}

export function lastOrderCookieOptions(now: Date = new Date()): CookieSetOptions {
  // sameSite lax: the provider sends the shopper back with a top-level navigation, which lax allows.
  return { path: '/', expires: new Date(now.getTime() + LAST_ORDER_LIFETIME_DAYS * DAY_MS), sameSite: 'lax' };
}

// A fresh instance per call reads document.cookie as it is now, whoever changed it since.
function readCookie(name: string): string | undefined {
  const value: unknown = new Cookies().get(name, { doNotParse: true });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function positiveInteger(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

const listeners = new Set<() => void>();

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/** Read fresh on every call: logging in or out changes the cookie without a page reload. */
export function readAccessToken(): string | undefined {
  return readCookie(sessionCookieNames.accessToken);
}

/** The signed-in customer, or null for a visitor (both cookies are needed to act as a customer). */
export function readSession(): Session | null {
  const accessToken = readAccessToken();
  const customerId = positiveInteger(readCookie(sessionCookieNames.customerId));
  return accessToken && customerId !== null ? { accessToken, customerId } : null;
}

export function customerIdFromSession(): number | null {
  return readSession()?.customerId ?? null;
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
  cookies.remove(sessionCookieNames.accessToken, { path: '/' });
  cookies.remove(sessionCookieNames.customerId, { path: '/' });
  notifySessionChanged();
}

export function readLastOrderId(): string | null {
  return readCookie(sessionCookieNames.lastOrderId)?.trim() || null;
}

export function saveLastOrderId(orderId: number | string): void {
  new Cookies().set(sessionCookieNames.lastOrderId, String(orderId), lastOrderCookieOptions());
}

export function clearLastOrderId(): void {
  new Cookies().remove(sessionCookieNames.lastOrderId, { path: '/' });
}

/**
 * Calls `listener` when this tab logs in or out, and when the tab regains focus (another tab may have
 * changed the cookies meanwhile). Returns the unsubscribe function.
 */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

// useSyncExternalStore needs the same object back while nothing changed, so the last answer is kept
// together with the raw cookie values it came from.
let lastSnapshot: { raw: string; session: Session | null } = { raw: '', session: null };

function sessionSnapshot(): Session | null {
  const raw = `${readAccessToken() ?? ''}\n${readCookie(sessionCookieNames.customerId) ?? ''}`;
  if (raw !== lastSnapshot.raw) lastSnapshot = { raw, session: readSession() };
  return lastSnapshot.session;
}

/** The session as React state: re-renders on login, logout, and cookie changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot, () => null);
}
