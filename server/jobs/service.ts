import type { FailedJob, RetriedJob } from '../../contract/staff-jobs';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../errors';
import { page, type PageQuery } from '../http/schemas';
import { writeAudit } from '../staff/audit';
import type { JobHolders } from './holders';
import { failedJobPage, jobById, jobStatesByKey, requeueFailedJob } from './queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The jobs given up on, newest first, each with its order: its own, or its payment's (a fiscal submission's). */
export async function listFailedJobs(deps: Deps, holders: JobHolders, query: PageQuery) {
  const { rows, total } = await failedJobPage(deps.db, { limit: query.size, offset: query.page * query.size });
  const paymentOrders = await holders.ordersOfPayments(deps.db, rows.flatMap((row) => row.paymentTransactionId ?? []));
  // Its own order, else its payment's, as coalesce(jobs.order_id, payment_transactions.order_id) named it.
  const withOrder = rows.map((row) => ({
    ...row,
    orderId: row.orderId ?? (row.paymentTransactionId === null ? null : (paymentOrders.get(row.paymentTransactionId) ?? null)),
  }));
  const orderNumbers = await holders.orderNumbers(deps.db, withOrder.flatMap((row) => row.orderId ?? []));
  const content: FailedJob[] = withOrder.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    orderId: row.orderId,
    orderNumber: row.orderId === null ? null : (orderNumbers.get(row.orderId) ?? null),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
  return page(content, query, total);
}

/** Sends a given-up job again from its first attempt, audited with what it had been; only a FAILED one (409 otherwise). */
export async function retryFailedJob(deps: Deps, userId: number, id: number): Promise<RetriedJob> {
  return deps.db.transaction(async (tx) => {
    const before = await jobById(tx, id);
    if (!before) throw notFound('Job');
    const now = deps.clock.now();
    const retried = before.state === 'FAILED' ? await requeueFailedJob(tx, id, now) : undefined;
    if (!retried) throw conflict('CONFLICT', before.state === 'DONE' ? 'The job is done already' : 'The job is still being tried');
    await writeAudit(
      tx,
      {
        userId,
        action: 'RETRY',
        entity: 'job',
        entityId: id,
        before: { kind: before.kind, key: before.key, state: before.state, attempts: before.attempts, lastError: before.lastError },
        after: { state: retried.state, attempts: retried.attempts, runAt: retried.runAt.toISOString() },
      },
      now,
    );
    return { id: retried.id, state: retried.state, attempts: retried.attempts, runAt: retried.runAt.toISOString() };
  });
}

/** How far the outbox got with the jobs of these keys (another domain's messages, read by their keys). */
export const outboxStatesByKey = jobStatesByKey;
