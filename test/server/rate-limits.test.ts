import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { App } from '../../server/http/app-type';
import { DEFAULT_TRUST_PROXY, trustProxyFromEnv } from '../../server/http/proxy';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, type RateLimits } from '../../server/http/rate-limits';
import { TokenService } from '../../server/http/tokens';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { TestClock, createTestApp } from './harness';
import { appsOnOneDatabase } from './apps-on-one-database';

/** Per-client limits on sign-in and search: 429 in the error shape with Retry-After, keyed so they cannot be dodged. */

const shared = appsOnOneDatabase();

async function appWith(limits: Partial<RateLimits>): Promise<App> {
  const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-rate-limit-test'), webDir: path.join(os.tmpdir(), 'libos-no-web') };
  const app = await buildApp(
    { db: shared.db(), config, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'), sms: new SandboxSmsProvider(), clock: new TestClock() },
    { rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits }, compileSchemasOnFirstUse: true },
  );
  shared.keep(app);
  return app;
}

const login = (app: App, phoneNumber: unknown, options: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/loginCustomer',
    payload: { phoneNumber, password: 'not-the-password' },
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

const search = (app: App, text: string, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(text)}`, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<App['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) } });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.headers['content-security-policy']).toBeTruthy();
}

describe('sign-in calls', () => {
  it('are limited per address and phone number: the next try gets 429 with Retry-After', async () => {
    const app = await appWith({ authPerPhone: 3 });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(app, '+998901110001')).statusCode).toBe(401);
    expectRateLimited(await login(app, '+998901110001'));
    // Another phone from the same address, and the same phone from elsewhere, are still served.
    expect((await login(app, '+998901110002')).statusCode).toBe(401);
    expect((await login(app, '+998901110001', { remoteAddress: '198.51.100.20' })).statusCode).toBe(401);
  });

  it('count malformed tries too, and hold for every auth route', async () => {
    const app = await appWith({ authPerPhone: 2 });
    expect((await login(app, 'not-a-phone')).statusCode).toBe(400);
    expect((await login(app, 'not-a-phone')).statusCode).toBe(400);
    expectRateLimited(await login(app, 'not-a-phone'));
    const phoneNumber = '+998901110003';
    for (const url of ['/api/auth/isRegistered', '/api/auth/sendVerifyCodeForForgetPassword']) {
      await app.inject({ method: 'POST', url, payload: { phoneNumber } });
    }
    expectRateLimited(await app.inject({ method: 'POST', url: '/api/auth/smsCodeVerification', payload: { phoneNumber, verifyCode: '0000' } }));
  });

  it('are limited per address across phone numbers (SMS pumping)', async () => {
    const app = await appWith({ authPerAddress: 4 });
    for (let index = 0; index < 4; index++) expect((await login(app, `+99890222000${index}`)).statusCode).toBe(401);
    expectRateLimited(await login(app, '+998902220009'));
    expect((await login(app, '+998902220009', { remoteAddress: '198.51.100.21' })).statusCode).toBe(401);
  });

  it('cannot be dodged by naming another address in X-Forwarded-For from the internet', async () => {
    const app = await appWith({ authPerPhone: 2 });
    const remoteAddress = '203.0.113.50';
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(app, '+998903330001', { remoteAddress, forwardedFor: `10.0.0.${attempt}` })).statusCode).toBe(401);
    }
    expectRateLimited(await login(app, '+998903330001', { remoteAddress, forwardedFor: '10.0.0.99' }));
  });

  it('tell clients behind a trusted proxy apart by X-Forwarded-For', async () => {
    const app = await appWith({ authPerPhone: 1 });
    expect((await login(app, '+998903330002', { forwardedFor: '198.51.100.1' })).statusCode).toBe(401);
    expectRateLimited(await login(app, '+998903330002', { forwardedFor: '198.51.100.1' }));
    expect((await login(app, '+998903330002', { forwardedFor: '198.51.100.2' })).statusCode).toBe(401);
  });

  it('are served again once the window has passed', async () => {
    const app = await appWith({ authPerPhone: 1, windowMs: 1000 });
    // Both sent at once, so a slow password check (argon2 on a busy machine) cannot let the window pass between them.
    const [first, second] = await Promise.all([login(app, '+998903330003'), login(app, '+998903330003')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([401, 429]);
    expectRateLimited(first.statusCode === 429 ? first : second);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(app, '+998903330003')).statusCode).toBe(401);
  });
});

describe('search', () => {
  it('is limited per address; other catalogue reads are not', async () => {
    const app = await appWith({ searchPerAddress: 3 });
    for (const text of ['futbolka', 'ko‘ylak', 'shim']) expect((await search(app, text)).statusCode).toBe(200);
    expectRateLimited(await search(app, 'kurtka'));
    expect((await search(app, 'kurtka', '198.51.100.30')).statusCode).toBe(200);
    for (let index = 0; index < 5; index++) {
      expect((await app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).statusCode).toBe(200);
    }
  });
});

describe('configuration', () => {
  it('has no limits in apps built without them (tests, benchmarks)', async () => {
    const context = await createTestApp();
    try {
      for (let attempt = 0; attempt < 25; attempt++) expect((await login(context.app, '+998904440001')).statusCode).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('reads the limits from the environment: generous defaults, 0 turns one off, nonsense stops the start', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    // The browser suite registers several customers and searches as it types, all from 127.0.0.1.
    expect(DEFAULT_RATE_LIMITS.authPerPhone).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.searchPerAddress).toBeGreaterThanOrEqual(120);
    expect(rateLimitsFromEnv({ RATE_LIMIT_AUTH: '5', RATE_LIMIT_AUTH_ADDRESS: '0', RATE_LIMIT_SEARCH: '1000' })).toEqual({
      ...DEFAULT_RATE_LIMITS,
      authPerPhone: 5,
      authPerAddress: 0,
      searchPerAddress: 1000,
    });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_SEARCH: 'lots' })).toThrow(/RATE_LIMIT_SEARCH/);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_AUTH: '-1' })).toThrow(/RATE_LIMIT_AUTH/);
  });

  it('reads each guessing and SMS limit from its own variable, and refuses anything but a whole number', () => {
    const variables = {
      RATE_LIMIT_SIGN_IN_FAILURES: 'signInFailuresPerPhone',
      RATE_LIMIT_STAFF_SIGN_IN_FAILURES: 'staffSignInFailuresPerPhone',
      RATE_LIMIT_CODE_FAILURES: 'codeFailuresPerPhone',
      RATE_LIMIT_PASSWORD_FAILURES: 'passwordFailuresPerCustomer',
      RATE_LIMIT_SMS_ADDRESS: 'smsPerAddress',
      RATE_LIMIT_SMS_DAY: 'smsPerDay',
    } as const;
    for (const [name, key] of Object.entries(variables)) {
      expect(rateLimitsFromEnv({ [name]: '7' })).toEqual({ ...DEFAULT_RATE_LIMITS, [key]: 7 });
      expect(rateLimitsFromEnv({ [name]: ' 0 ' })[key]).toBe(0);
      expect(rateLimitsFromEnv({ [name]: '' })[key]).toBe(DEFAULT_RATE_LIMITS[key]);
      for (const bad of ['-3', '2.5', 'ten', '1e3', '0x10']) expect(() => rateLimitsFromEnv({ [name]: bad })).toThrow(new RegExp(`${name} must be a whole number`));
    }
    // The browser suite registers about twenty customers from 127.0.0.1 within minutes.
    expect(DEFAULT_RATE_LIMITS.smsPerAddress).toBeGreaterThanOrEqual(25);
    expect(DEFAULT_RATE_LIMITS.smsPerDay).toBeGreaterThanOrEqual(1000);
  });

  it('reads whom to trust about client addresses from TRUST_PROXY', () => {
    expect(trustProxyFromEnv({})).toBe(DEFAULT_TRUST_PROXY);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' })).toBe('10.0.0.0/8, 192.168.1.1');
    const hops = trustProxyFromEnv({ TRUST_PROXY: '2' });
    expect(typeof hops === 'function' && [hops('1.2.3.4', 0), hops('1.2.3.4', 1), hops('1.2.3.4', 2)]).toEqual([true, true, false]);
  });
});
