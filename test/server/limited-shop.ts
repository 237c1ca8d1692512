import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { App } from '../../server/http/app-type';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, type RateLimits } from '../../server/http/rate-limits';
import { TokenService } from '../../server/http/tokens';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { TestClock, createCustomer } from './harness';
import type { appsOnOneDatabase } from './apps-on-one-database';

/** Apps over one test database, each with only the limits a test turns on: the account limits' tests (docs/api.md, Auth). */

type Response = Awaited<ReturnType<App['inject']>>;

/** An app with only the given limits on (over the defaults with `defaults`), on its own clock. */
export async function shopWith(
  shared: ReturnType<typeof appsOnOneDatabase>,
  limits: Partial<RateLimits>,
  options: { defaults?: boolean; clock?: TestClock; warnings?: string[] } = {},
) {
  const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-account-limit-test'), webDir: path.join(os.tmpdir(), 'libos-no-web') };
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256');
  const sms = new SandboxSmsProvider();
  const clock = options.clock ?? new TestClock();
  const base = options.defaults ? DEFAULT_RATE_LIMITS : NO_RATE_LIMITS;
  const warnings = options.warnings;
  const logger = warnings ? { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } : false;
  const app = await buildApp({ db: shared.db(), config, tokens, sms, clock }, { rateLimits: { ...base, ...limits }, logger, compileSchemasOnFirstUse: true });
  shared.keep(app);
  const post = (url: string, payload: object, remoteAddress = '198.51.100.1') => app.inject({ method: 'POST', url, payload, remoteAddress });
  const newestCode = (phoneNumber: string) => /\d{4}/.exec(sms.list(phoneNumber)[0]?.text ?? '')?.[0] ?? 'none';
  const customer = (password: string) => createCustomer({ db: shared.db(), tokens }, { password });
  return { app, clock, post, newestCode, customer };
}

/** A different public address for each try, as a botnet or a pool of proxies gives. */
export const addressNumber = (index: number) => `203.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;

export function expectLocked(response: Response, maxRetryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) } });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterSeconds);
}

export const statuses = (responses: Response[]) => responses.map((response) => response.statusCode);
