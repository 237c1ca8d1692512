import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { NO_RATE_LIMITS, type RateLimits } from '../../server/http/rate-limits';
import { TokenService } from '../../server/http/tokens';
import { connectRedis, type SharedRedis } from '../../server/shared/redis';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { TestClock } from './harness';
import { appsOnOneDatabase } from './apps-on-one-database';
import { dropRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../support/test-redis';

/**
 * An app given a Redis (deps.redis, as main.ts does with REDIS_URL) counts its limits there, so two apps on one
 * Redis count together; and with Redis gone it refuses the limited calls (503) rather than let them go uncounted.
 * Two servers as processes: test/cluster/shared-state.test.ts.
 */

jest.setTimeout(60_000);

const shared = appsOnOneDatabase();
const prefix = uniqueRedisPrefix('app');
const connections: SharedRedis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.close()));
  await dropRedisPrefix(prefix);
});

async function shopOn(redis: SharedRedis, limits: Partial<RateLimits>) {
  const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-redis-app-test'), webDir: path.join(os.tmpdir(), 'libos-no-web') };
  const deps = { db: shared.db(), config, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'), sms: new SandboxSmsProvider(), clock: new TestClock(), redis };
  return shared.keep(await buildApp(deps, { rateLimits: { ...NO_RATE_LIMITS, ...limits }, compileSchemasOnFirstUse: true }));
}

async function redis(): Promise<SharedRedis> {
  const connection = await connectRedis(testRedisUrl, { prefix });
  connections.push(connection);
  return connection;
}

const signIn = (phoneNumber: string) => ({ method: 'POST' as const, url: '/api/auth/loginCustomer', payload: { phoneNumber, password: 'a-wrong-guess' }, remoteAddress: '198.51.100.7' });

it('two apps on one Redis count sign-in calls and failures together', async () => {
  const limits = { authPerPhone: 3, signInFailuresPerPhone: 2 };
  const apps = [await shopOn(await redis(), limits), await shopOn(await redis(), limits)];
  // A body the route refuses (a field it does not take) counts towards the calls only, not the failures.
  const malformed = { ...signIn('+998935550001'), payload: { phoneNumber: '+998935550001', password: 'x', remember: true } };
  const calls = [];
  for (let index = 0; index < 4; index++) calls.push((await apps[index % 2]!.inject(malformed)).statusCode);
  expect(calls).toEqual([400, 400, 400, 429]);
  const failures = [];
  for (let index = 0; index < 3; index++) failures.push((await apps[index % 2]!.inject(signIn('+998935550002'))).statusCode);
  expect(failures).toEqual([401, 401, 429]);
});

it('refuses auth calls with 503 while Redis is away, and serves searches (unlimited meanwhile) and the rest', async () => {
  const connection = await redis();
  const app = await shopOn(connection, { authPerPhone: 3, signInFailuresPerPhone: 2, searchPerAddress: 1 });
  connection.client.disconnect();
  const refused = await app.inject(signIn('+998935550003'));
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  expect((await app.inject({ method: 'GET', url: '/api/homePage/getHomePage' })).statusCode).toBe(200);
  for (let index = 0; index < 3; index++) expect((await app.inject({ method: 'GET', url: '/api/product/searchProduct/koylak' })).statusCode).toBe(200);
});
