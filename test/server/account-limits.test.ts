import type { App } from '../../server/http/app-type';
import { MemoryAttemptStore } from '../../server/http/attempt-store';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/http/rate-limits';
import { TestClock } from './harness';
import { appsOnOneDatabase } from './apps-on-one-database';
import { addressNumber, expectLocked, shopWith as shopOn, statuses } from './limited-shop';

/**
 * Limits that changing address does not escape: failed sign-ins and wrong codes per phone number, wrong
 * current passwords per customer; code SMS per address and per shop day (docs/api.md, Auth).
 */

type Response = Awaited<ReturnType<App['inject']>>;

const shared = appsOnOneDatabase();
const shopWith = (limits: Partial<RateLimits>, options?: Parameters<typeof shopOn>[2]) => shopOn(shared, limits, options);
const wrongCodeOf = (code: string) => (code === '0000' ? '1111' : '0000');

describe('failed sign-ins for one phone number', () => {
  it('lock the phone for every address once over the limit (defaults), until the window passes', async () => {
    const shop = await shopWith({}, { defaults: true });
    const { customer } = await shop.customer('the-right-one');
    const phoneNumber = customer.phoneNumber;
    const tries: Response[] = [];
    for (let index = 0; index < 60; index++) {
      tries.push(await shop.post('/api/auth/loginCustomer', { phoneNumber, password: `guess-${index}` }, addressNumber(index)));
    }
    const limit = DEFAULT_RATE_LIMITS.signInFailuresPerPhone;
    expect(statuses(tries)).toEqual([...Array<number>(limit).fill(401), ...Array<number>(60 - limit).fill(429)]);
    expectLocked(tries[59]!, DEFAULT_RATE_LIMITS.failureWindowMs / 1000);
    // Locked even for the right password, from a fresh address (staff sign-ins count apart: staff-sign-in-limits.test.ts).
    expectLocked(await shop.post('/api/auth/loginCustomer', { phoneNumber, password: 'the-right-one' }, '192.0.2.7'), 900);
    shop.clock.advance(DEFAULT_RATE_LIMITS.failureWindowMs);
    expect((await shop.post('/api/auth/loginCustomer', { phoneNumber, password: 'the-right-one' })).statusCode).toBe(200);
  });

  it('count only failures: a success starts the count afresh, and signing in again and again is never limited', async () => {
    const shop = await shopWith({ signInFailuresPerPhone: 3 });
    const { customer } = await shop.customer('the-right-one');
    const signIn = (password: string, index = 0) =>
      shop.post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password }, addressNumber(index));
    for (let index = 0; index < 20; index++) expect((await signIn('the-right-one')).statusCode).toBe(200);
    expect(statuses([await signIn('wrong', 1), await signIn('wrong', 2), await signIn('the-right-one')])).toEqual([401, 401, 200]);
    expect(statuses([await signIn('wrong', 3), await signIn('wrong', 4), await signIn('wrong', 5), await signIn('wrong', 6)])).toEqual([401, 401, 401, 429]);
  });

  it('leave the owner the reset by SMS, whose success lifts the lock', async () => {
    const shop = await shopWith({ signInFailuresPerPhone: 2 });
    const { customer } = await shop.customer('forgotten-one');
    const { phoneNumber } = customer;
    for (let index = 0; index < 3; index++) await shop.post('/api/auth/loginCustomer', { phoneNumber, password: 'guess' }, addressNumber(index));
    expectLocked(await shop.post('/api/auth/loginCustomer', { phoneNumber, password: 'forgotten-one' }), 900);

    expect((await shop.post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })).statusCode).toBe(204);
    const reset = await shop.post('/api/auth/forgetPassword', { phoneNumber, verifyCode: shop.newestCode(phoneNumber), newPassword: 'remembered-now' });
    expect(reset.statusCode).toBe(204);
    expect((await shop.post('/api/auth/loginCustomer', { phoneNumber, password: 'remembered-now' })).statusCode).toBe(200);
  });

  it('cannot be outrun by tries sent at once', async () => {
    const shop = await shopWith({ signInFailuresPerPhone: 3 });
    const { customer } = await shop.customer('the-right-one');
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        shop.post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password: `guess-${index}` }, addressNumber(index)),
      ),
    );
    expect(statuses(tries).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('wrong codes for one phone number', () => {
  it('lock code checks for that phone across addresses: checking, registering and resetting', async () => {
    const shop = await shopWith({ codeFailuresPerPhone: 4 });
    const phoneNumber = '+998935550001';
    expect((await shop.post('/api/auth/isRegistered', { phoneNumber })).json()).toBe(false);
    const wrongCode = wrongCodeOf(shop.newestCode(phoneNumber));
    for (let index = 0; index < 4; index++) {
      const check = await shop.post('/api/auth/smsCodeVerification', { phoneNumber, verifyCode: wrongCode }, addressNumber(index));
      expect(check.json().error.code).toBe('CODE_INVALID');
    }
    shop.clock.advance(61_000);
    expect((await shop.post('/api/auth/isRegistered', { phoneNumber })).json()).toBe(false);
    const details = { fullName: 'Aziza Rahimova', birthDate: '1994-02-03', password: 'yangi-parol', gender: 'Ayol' };
    const register = await shop.post('/api/auth/register', { phoneNumber, verifyCode: shop.newestCode(phoneNumber), ...details }, '192.0.2.9');
    expectLocked(register, 900);
    expectLocked(await shop.post('/api/auth/forgetPassword', { phoneNumber, verifyCode: '1234', newPassword: 'whatever1' }, '192.0.2.9'), 900);
    // Another phone is not affected, and the lock passes with its window.
    expect((await shop.post('/api/auth/smsCodeVerification', { phoneNumber: '+998935550002', verifyCode: '1234' })).statusCode).toBe(400);
    shop.clock.advance(15 * 60_000);
    expect((await shop.post('/api/auth/isRegistered', { phoneNumber })).json()).toBe(false);
    expect((await shop.post('/api/auth/register', { phoneNumber, verifyCode: shop.newestCode(phoneNumber), ...details })).statusCode).toBe(201);
  });
});

describe('wrong current passwords when changing the password', () => {
  it('lock the change for that customer after the limit', async () => {
    const shop = await shopWith({ passwordFailuresPerCustomer: 3 });
    const { customer, headers } = await shop.customer('current-one');
    const change = (oldPassword: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/customers/editCustomerPassword/${customer.id}`,
        headers,
        payload: { oldPassword, newPassword: 'brand-new-one', confirmPassword: 'brand-new-one' },
      });
    for (let index = 0; index < 3; index++) expect((await change(`guess-${index}`)).json().error.code).toBe('WRONG_PASSWORD');
    expectLocked(await change('guess-3'), 900);
    expectLocked(await change('current-one'), 900);
    shop.clock.advance(15 * 60_000);
    const changed = await change('current-one');
    expect(changed.statusCode).toBeGreaterThanOrEqual(200);
    expect(changed.statusCode).toBeLessThan(300);
  });
});

describe('code SMS per address', () => {
  it('count only calls that sent a code, and are refused past the limit with Retry-After', async () => {
    const shop = await shopWith({ smsPerAddress: 2 });
    const { customer } = await shop.customer('some-password');
    const isRegistered = (phoneNumber: string, remoteAddress?: string) => shop.post('/api/auth/isRegistered', { phoneNumber }, remoteAddress);
    expect((await isRegistered('+998936660001')).json()).toBe(false);
    // Not counted: the phone's own one-a-minute refusal, and a registered phone (no SMS went out).
    expect((await isRegistered('+998936660001')).statusCode).toBe(429);
    for (let index = 0; index < 3; index++) expect((await isRegistered(customer.phoneNumber)).json()).toBe(true);
    expect((await shop.post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber: customer.phoneNumber })).statusCode).toBe(204);
    expectLocked(await isRegistered('+998936660002'), 3600);
    expectLocked(await shop.post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber: customer.phoneNumber }), 3600);
    expect((await isRegistered('+998936660002', '192.0.2.44')).json()).toBe(false);
    shop.clock.advance(60 * 60_000);
    expect((await isRegistered('+998936660003')).json()).toBe(false);
  });

  it('cannot be outrun by calls sent at once', async () => {
    const shop = await shopWith({ smsPerAddress: 2 });
    const calls = await Promise.all(Array.from({ length: 6 }, (_, index) => shop.post('/api/auth/isRegistered', { phoneNumber: `+99893667000${index}` })));
    expect(statuses(calls).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });
});

describe('code SMS per shop day', () => {
  // 17:00 in Tashkent (UTC+5): the shop's day ends at 19:00 UTC. No other test sends codes on this day.
  const afternoon = () => new TestClock(Date.parse('2027-03-01T12:00:00Z'));

  it('stop at the ceiling for every phone and address until midnight in Tashkent, across restarts', async () => {
    const clock = afternoon();
    const warnings: string[] = [];
    const shop = await shopWith({ smsPerDay: 2 }, { clock, warnings });
    const ask = (index: number) => shop.post('/api/auth/isRegistered', { phoneNumber: `+99893777000${index}` }, addressNumber(index));
    expect((await ask(1)).json()).toBe(false);
    expect((await ask(2)).json()).toBe(false);
    const refused = await ask(3);
    expectLocked(refused, 7 * 3600);
    expect(refused.headers['retry-after']).toBe(String(7 * 3600));
    expect(warnings.join('')).toMatch(/daily SMS ceiling/);
    // The count is in the database: a restarted server still refuses.
    const restarted = await shopWith({ smsPerDay: 2 }, { clock });
    expect((await restarted.post('/api/auth/isRegistered', { phoneNumber: '+998937770004' })).statusCode).toBe(429);
    clock.advance(7 * 3600_000 - 1000);
    expect((await ask(5)).headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await ask(6)).json()).toBe(false);
  });

  it('is not passed by codes asked for at once', async () => {
    const clock = afternoon();
    clock.advance(3 * 24 * 3600_000);
    const shop = await shopWith({ smsPerDay: 3 }, { clock });
    const calls = await Promise.all(
      Array.from({ length: 7 }, (_, index) => shop.post('/api/auth/isRegistered', { phoneNumber: `+99893888000${index}` }, addressNumber(index))),
    );
    expect(statuses(calls).sort()).toEqual([200, 200, 200, 429, 429, 429, 429]);
  });
});

describe('the in-process attempt store', () => {
  it('gives slots up to the limit per window, takes back released ones, and forgets closed windows', async () => {
    const clock = new TestClock();
    const store = new MemoryAttemptStore(clock);
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    clock.advance(4_000);
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: false, retryAfterMs: 6_000 });
    await store.release('a');
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    await store.clear('a');
    expect(await store.reserve('a', 1, 10_000)).toEqual({ granted: true });
    for (let index = 0; index < 50; index++) await store.reserve(`phone-${index}`, 1, 10_000);
    clock.advance(60_000);
    await store.reserve('b', 1, 10_000);
    expect(store.size).toBe(1);
  });
});
