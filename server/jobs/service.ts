import type { FailedJob, RetriedJob } from '../../contract/staff-jobs';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../errors';
import { page, type PageQuery } from '../http/schemas';
import { writeAudit } from '../staff/audit';
import { failedJobPage, jobById, jobStatesByKey, requeueFailedJob } from './queries';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function listFailedJobs(deps: Deps, query: PageQuery) {
  const { rows, total } = await failedJobPage(deps.db, { limit: query.size, offset: query.page * query.size });
  const content: FailedJob[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
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
