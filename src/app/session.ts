import { useSyncExternalStore } from 'react';
import { positiveInteger } from '../components/positiveInteger';
import { SESSION_COOKIE_NAMES } from '../../contract/pageDrawing';

/*
 * The customer's session and the last order id, kept in cookies so they survive a reload: read here, written by
 * sessionCookies.ts. These two files are the one place that names those cookies; everything else calls their
 * functions. Writing needs universal-cookie, and only login, logout and payment write: that module, and the library,
 * load with them instead of with every first page.
 */

export const sessionCookieNames = SESSION_COOKIE_NAMES;

export type Session = { accessToken: string; customerId: number };

/** A cookie's value in `cookies` (a document.cookie string), decoded as universal-cookie decodes it. */
function cookieIn(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // not percent-encoded after all: the raw value
    }
    return value.length > 0 ? value : undefined;
  }
  return undefined;
}

/*
 * Where the cookies are read: the browser's, or, while the server draws a page for a request, that request's session
 * as the server lets the page see it (server/web/ssr/), so a signed-in shopper's header is right in the first paint.
 */
let cookieSource = (): string => (typeof document === 'undefined' ? '' : document.cookie);

/** For the server's page drawing only: the cookies a page drawn now sees. */
export function readCookiesFrom(source: () => string): void {
  cookieSource = source;
}

// Read the cookies as they are now, whoever changed them since.
function readCookie(name: string): string | undefined {
  return cookieIn(cookieSource(), name);
}

/*
 * For useSession: document.cookie read at most once per task. Every component that shows the session asks on each
 * render (a product list: each card's heart), and each read is a call into the browser (tens of milliseconds per
 * page on a phone). This tab's writes and the events that may follow another tab's (focus) drop the copy at once.
 */
let cookieString: string | null = null;

function currentCookieString(): string {
  if (cookieString === null) {
    cookieString = cookieSource();
    queueMicrotask(forgetCookieString);
  }
  return cookieString;
}

/** After a cookie write (sessionCookies.ts): the next read sees it. */
export function forgetCookieString(): void {
  cookieString = null;
}

const listeners = new Set<() => void>();

/** After a login or logout (sessionCookies.ts): every reader of the session looks again. */
export function notifySessionChanged(): void {
  forgetCookieString();
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
  return accessToken && customerId !== undefined ? { accessToken, customerId } : null;
}

export function customerIdFromSession(): number | null {
  return readSession()?.customerId ?? null;
}

export function readLastOrderId(): string | null {
  return readCookie(sessionCookieNames.lastOrderId)?.trim() || null;
}

/**
 * Calls `listener` when this tab logs in or out, and when the tab regains focus (another tab may have
 * changed the cookies meanwhile). Returns the unsubscribe function.
 */
export function subscribeToSession(listener: () => void): () => void {
  const recheck = () => {
    forgetCookieString();
    listener();
  };
  listeners.add(listener);
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
}

// useSyncExternalStore needs the same object back while nothing changed, so the last answer is kept
// together with the raw cookie string it came from. Every component showing the session asks on every render
// (a product list: each card's heart), and reading document.cookie is a call into the browser each time, so the
// string is read once per question and parsed only when it changed.
let lastSnapshot: { raw: string | null; session: Session | null } = { raw: null, session: null };

function sessionSnapshot(): Session | null {
  const raw = currentCookieString();
  if (raw !== lastSnapshot.raw) {
    const session = readSession();
    const previous = lastSnapshot.session;
    // Another cookie changing (the language, the last order) leaves the same session: the same object.
    const same = session?.accessToken === previous?.accessToken && session?.customerId === previous?.customerId;
    lastSnapshot = { raw, session: same ? previous : session };
  }
  return lastSnapshot.session;
}

/**
 * The session as React state: re-renders on login, logout, and cookie changes made in other tabs. A page the server
 * drew hydrates with the same cookies the server read, so the session is read the same way then.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot, sessionSnapshot);
}
