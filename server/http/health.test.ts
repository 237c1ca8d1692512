import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { TestClock, openTestDatabase } from '../../test/server/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { connectRedis, type SharedRedis } from '../shared/redis';
import { SandboxSmsProvider } from '../sms/provider';
import type { App } from './app-type';
import type { ServerState } from './health';
import { TokenService } from './tokens';

/**
 * What a load balancer reads at /api/health: 200 only while this server can take traffic. The process's own
 * part (started, shutting down) is set by server/main.ts; the drain itself runs on a real process in
 * test/cluster/drain.test.ts. Redis is the machine's (REDIS_URL or 127.0.0.1:6379), as everywhere this shop runs.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-health'), webDir: path.join(os.tmpdir(), 'libos-no-web') };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function appWith(state: ServerState, redis?: SharedRedis): Promise<App> {
  const deps = { db: handle.db, config, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'), sms: new SandboxSmsProvider(), clock: new TestClock(), redis };
  return buildApp(deps, { serverState: state });
}

async function health(app: App) {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: response.statusCode, body: response.json<{ status?: string; error?: { code: string; message: string } }>(), retryAfter: response.headers['retry-after'] };
}

describe('GET /api/health and the server state', () => {
  it('answers 503 while the server is starting, 200 once it is ready, and 503 again from the moment it drains', async () => {
    const state: ServerState = { ready: false, draining: false };
    const app = await appWith(state);
    try {
      expect(await health(app)).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is starting' } }, retryAfter: '1' });
      state.ready = true;
      expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok' } });
      state.draining = true;
      expect(await health(app)).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down' } } });
    } finally {
      await app.close();
    }
  });

  it('with Redis: 200 while it answers, 503 naming Redis once it does not', async () => {
    const redis = await connectRedis(redisUrl, { prefix: `libos-health-${randomBytes(4).toString('hex')}:` });
    const app = await appWith({ ready: true, draining: false }, redis);
    try {
      expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok' } });
      // A connection closed for good: every command fails at once, as with a Redis that went away.
      redis.client.disconnect();
      expect(await health(app)).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Redis does not answer' } } });
    } finally {
      await app.close();
      await redis.close();
    }
  });
});
