import { useSyncExternalStore } from 'react';
import Cookies, { type CookieSetOptions } from 'universal-cookie';
import { STAFF_TOKEN_COOKIE } from '../../../contract/staffSession';

/*
 * The staff member's sign-in, kept apart from the customer's session (app/session.ts): its own cookies, sent
 * as the bearer only by the staff endpoints (staff/api.ts), so a shopper signed in on the same browser and
 * a staff member never borrow each other's rights.
 */

export const staffCookieNames = { token: STAFF_TOKEN_COOKIE, role: 'staffRole', phone: 'staffPhone' } as const;

/** A working shift: after that the staff member signs in again (the token itself would last 30 days). */
export const STAFF_SESSION_HOURS = 12;

/** `phoneNumber` is the one thing the sign-in tells of who signed in: the frame shows it with the role. */
export type StaffSession = { accessToken: string; role: string; phoneNumber: string };

export function staffCookieOptions(location: Pick<Location, 'protocol'> = window.location, now: Date = new Date()): CookieSetOptions {
  return {
    path: '/',
    expires: new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000),
    secure: location.protocol === 'https:',
    // Only ever needed by the shop's own pages.
    sameSite: 'strict',
  };
}

function readCookie(name: string): string | undefined {
  const value: unknown = new Cookies().get(name, { doNotParse: true });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readStaffToken(): string | undefined {
  return readCookie(staffCookieNames.token);
}

export function readStaffSession(): StaffSession | null {
  const accessToken = readStaffToken();
  return accessToken
    ? { accessToken, role: readCookie(staffCookieNames.role) ?? '', phoneNumber: readCookie(staffCookieNames.phone) ?? '' }
    : null;
}

export function saveStaffSession(session: StaffSession): void {
  const cookies = new Cookies();
  const options = staffCookieOptions();
  cookies.set(staffCookieNames.token, session.accessToken, options);
  cookies.set(staffCookieNames.role, session.role, options);
  cookies.set(staffCookieNames.phone, session.phoneNumber, options);
  notify();
}

export function clearStaffSession(): void {
  const cookies = new Cookies();
  cookies.remove(staffCookieNames.token, { path: '/' });
  cookies.remove(staffCookieNames.role, { path: '/' });
  cookies.remove(staffCookieNames.phone, { path: '/' });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

let lastSnapshot: { raw: string; session: StaffSession | null } = { raw: '', session: null };

function snapshot(): StaffSession | null {
  const raw = [readStaffToken(), readCookie(staffCookieNames.role), readCookie(staffCookieNames.phone)].map((value) => value ?? '').join('\n');
  if (raw !== lastSnapshot.raw) lastSnapshot = { raw, session: readStaffSession() };
  return lastSnapshot.session;
}

/** The staff sign-in as React state: follows sign-in, sign-out and other tabs (on focus). */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
