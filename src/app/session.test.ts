import { act, renderHook } from '@testing-library/react';
import Cookies from 'universal-cookie';
import { customerIdFromSession, readAccessToken, readLastOrderId, readSession, useSession } from './session';
import { cookiesForFrame, sameSiteAttributes } from '../components/crossSiteFrame';
import { clearLastOrderId, clearSession, lastOrderCookieOptions, saveLastOrderId, saveSession, sessionCookieOptions } from './sessionCookies';
import { setCookie } from '../../test/web/fetchMock';

const DAY_MS = 24 * 60 * 60 * 1000;
const fixedDay = new Date('2026-03-01T10:00:00Z');
// jsdom's cookie jar keeps real time, so the clock is frozen at the real now for cookies to stay unexpired.
const now = new Date();

afterEach(() => jest.restoreAllMocks());

describe('session cookies', () => {
  it('stores the token and customer id under their spec names for 30 days at the site root', () => {
    const set = jest.spyOn(Cookies.prototype, 'set');
    jest.useFakeTimers({ now });

    saveSession({ accessToken: 'jwt-abc', customerId: 42 });

    const expected = { path: '/', expires: new Date(now.getTime() + 30 * DAY_MS), secure: false, sameSite: 'lax' };
    expect(set.mock.calls).toEqual([
      ['accessToken', 'jwt-abc', expected],
      ['customerId', '42', expected],
    ]);
    expect(document.cookie).toContain('accessToken=jwt-abc');
    expect(document.cookie).toContain('customerId=42');
  });

  it('makes the cookies secure on https, and plain on http (localhost included) so they are kept', () => {
    expect(sessionCookieOptions({ protocol: 'https:' }, fixedDay)).toEqual({
      path: '/',
      expires: new Date('2026-03-31T10:00:00Z'),
      secure: true,
      sameSite: 'lax',
    });
    expect(sessionCookieOptions({ protocol: 'http:' }, fixedDay).secure).toBe(false);
  });

  it('in a frame over https (Telegram Web’s Mini App) makes them SameSite=None and Partitioned, which a cross-site frame keeps', () => {
    expect(sessionCookieOptions({ protocol: 'https:' }, fixedDay, true)).toEqual({
      path: '/',
      expires: new Date('2026-03-31T10:00:00Z'),
      secure: true,
      sameSite: 'none',
      partitioned: true,
    });
    expect(lastOrderCookieOptions(fixedDay, true)).toMatchObject({ secure: true, sameSite: 'none', partitioned: true });
    // Over http a None cookie would be refused: a frame there keeps Lax, as a page does.
    expect(sessionCookieOptions({ protocol: 'http:' }, fixedDay).sameSite).toBe('lax');
    expect(cookiesForFrame({ protocol: 'http:' }, true)).toBe(false);
    expect(cookiesForFrame({ protocol: 'https:' }, false)).toBe(false);
    expect(sameSiteAttributes(true)).toBe('; samesite=none; secure; partitioned');
    expect(sameSiteAttributes(false)).toBe('; samesite=lax');
  });

  it('reads the session back, with the customer id as a number', () => {
    saveSession({ accessToken: 'jwt-abc', customerId: 42 });

    expect(readSession()).toEqual({ accessToken: 'jwt-abc', customerId: 42 });
    expect(customerIdFromSession()).toBe(42);
    expect(readAccessToken()).toBe('jwt-abc');
  });

  it('is a visitor unless both cookies are there and the id is a positive whole number', () => {
    expect(readSession()).toBeNull();
    setCookie('accessToken', 'jwt-abc');
    expect(readSession()).toBeNull();
    setCookie('customerId', 'abc');
    expect(readSession()).toBeNull();
    setCookie('customerId', '0');
    expect(customerIdFromSession()).toBeNull();
    setCookie('customerId', '7');
    expect(readSession()).toEqual({ accessToken: 'jwt-abc', customerId: 7 });
  });

  it('forgets both cookies on logout', () => {
    saveSession({ accessToken: 'jwt-abc', customerId: 42 });

    clearSession();

    expect(readSession()).toBeNull();
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toMatch(/accessToken|customerId/);
  });
});

describe('last order id cookie', () => {
  it('keeps the order id for a day at the site root, and clears it', () => {
    const set = jest.spyOn(Cookies.prototype, 'set');
    jest.useFakeTimers({ now });

    saveLastOrderId(17);

    expect(set).toHaveBeenCalledWith('lastOrderId', '17', { path: '/', expires: new Date(now.getTime() + DAY_MS), sameSite: 'lax' });
    expect(lastOrderCookieOptions(fixedDay).expires).toEqual(new Date('2026-03-02T10:00:00Z'));
    expect(readLastOrderId()).toBe('17');

    clearLastOrderId();
    expect(readLastOrderId()).toBeNull();
    expect(document.cookie).not.toContain('lastOrderId');
  });

  it('reads a missing or blank id as none', () => {
    expect(readLastOrderId()).toBeNull();
    setCookie('lastOrderId', ' ');
    expect(readLastOrderId()).toBeNull();
  });
});

describe('useSession', () => {
  it('re-renders on login and logout, keeping the same object while nothing changes', () => {
    const { result, rerender } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => saveSession({ accessToken: 'jwt-abc', customerId: 42 }));
    const first = result.current;
    expect(first).toEqual({ accessToken: 'jwt-abc', customerId: 42 });
    rerender();
    expect(result.current).toBe(first);

    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('notices cookies another tab changed when this one regains focus', () => {
    const { result } = renderHook(() => useSession());

    setCookie('accessToken', 'from-other-tab');
    setCookie('customerId', '5');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(result.current).toEqual({ accessToken: 'from-other-tab', customerId: 5 });
  });
});
