import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import type { DomainOptions, DomainPlugin } from './app-type';
import { ErrorResponse } from './schemas';

/** A dependency that does not answer within this long counts as down: a health check must not hang. */
const PING_TIMEOUT_MS = 3_000;

/**
 * What only the process knows about itself, which a load balancer must hear before sending it shoppers: `ready`
 * once the database is migrated and seeded, `draining` from the stop signal until the process exits (server/main.ts).
 */
export interface ServerState {
  ready: boolean;
  draining: boolean;
}

/** For an app built without a process around it (tests, benchmarks): ready at once, never draining. */
export function readyServerState(): ServerState {
  return { ready: true, draining: false };
}

function withinTimeout(what: string, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ping timed out`)), PING_TIMEOUT_MS);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** Why this server cannot take traffic now, or undefined when it can. */
async function unavailableBecause(deps: AppDeps, state: ServerState, log: { warn(details: object, message: string): void }): Promise<string | undefined> {
  if (state.draining) return 'The server is shutting down';
  if (!state.ready) return 'The server is starting';
  try {
    await withinTimeout('database', deps.db.execute(sql`select 1`));
  } catch (error) {
    log.warn({ err: error }, 'health check: the database does not answer');
    return 'The database does not answer';
  }
  if (deps.redis) {
    try {
      await withinTimeout('Redis', deps.redis.client.ping());
    } catch (error) {
      log.warn({ err: error }, 'health check: Redis does not answer');
      return 'Redis does not answer';
    }
  }
  return undefined;
}

interface HealthOptions extends DomainOptions {
  state: ServerState;
}

/**
 * For load balancers and uptime checks: 200 while this server can take traffic (started, not shutting down, the
 * database and, with REDIS_URL, Redis answering), 503 otherwise, saying which.
 */
export const healthPlugin: DomainPlugin<HealthOptions> = async (app, { deps, state }) => {
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Whether this server can take traffic: started, not shutting down, the database (and Redis, when used) answering',
      response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: ErrorResponse },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = await unavailableBecause(deps, state, request.log);
    if (reason) {
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      throw new AppError(503, 'SERVICE_UNAVAILABLE', reason);
    }
    return { status: 'ok' as const };
  });
};
