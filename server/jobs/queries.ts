import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** The staff's reads and the one write of the outbox (routes: staff-routes.ts). */

const failed = eq(jobs.state, 'FAILED');

/** The jobs given up on, newest first, each with its order's id or its payment's (service.ts finds the order). */
export async function failedJobPage(db: Executor, window: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        orderId: jobs.orderId,
        paymentTransactionId: jobs.paymentTransactionId,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        lastError: jobs.lastError,
        createdAt: jobs.createdAt,
        finishedAt: jobs.finishedAt,
      })
      .from(jobs)
      .where(failed)
      // The partial index jobs_failed_idx serves this order.
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(jobs).where(failed),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function jobById(db: Executor, id: number) {
  const [row] = await db
    .select({ id: jobs.id, kind: jobs.kind, key: jobs.key, state: jobs.state, attempts: jobs.attempts, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

/**
 * A FAILED job due again now with its attempts counted afresh; only while it is still FAILED, so two staff
 * retrying at once make one retry. Its last error is cleared: the order's page shows it as sent, not retrying.
 */
export async function requeueFailedJob(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({ state: 'PENDING', attempts: 0, runAt: now, lockedUntil: null, lastError: null, finishedAt: null })
    .where(and(eq(jobs.id, id), failed))
    .returning({ id: jobs.id, state: jobs.state, attempts: jobs.attempts, runAt: jobs.runAt });
  return row;
}

/** The state of each job of these keys that the outbox still holds (a delivered job may have been pruned). */
export async function jobStatesByKey(db: Executor, keys: string[]): Promise<Map<string, (typeof jobs.$inferSelect)['state']>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select({ key: jobs.key, state: jobs.state }).from(jobs).where(inArray(jobs.key, keys));
  return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.state] as const])));
}
