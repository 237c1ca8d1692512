import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import type { DomainPlugin } from './app-type';
import { ErrorResponse } from './schemas';

/** A database that does not answer within this long counts as down: a health check must not hang. */
const PING_TIMEOUT_MS = 3_000;

function ping(deps: AppDeps): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  return Promise.race([deps.db.execute(sql`select 1`).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** For load balancers and uptime checks: 200 while the database answers, 503 while it does not. */
export const healthPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Whether the shop can serve: the database answers',
      response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: ErrorResponse },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(deps);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database does not answer');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer');
    }
    return { status: 'ok' as const };
  });
};
