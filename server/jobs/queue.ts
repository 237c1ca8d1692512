import { and, asc, eq, inArray, isNull, lte, notLike, or, sql } from 'drizzle-orm';
import type { JobKind } from '../../contract/jobs';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** The outbox's reads and writes (the table: server/db/schema/jobs.ts; the worker that runs it: worker.ts). */

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: JobKind;
  /** Names the effect once (e.g. "sms:order:12:PAID"): a second enqueue of the same key is ignored. */
  key: string;
  payload: Record<string, unknown>;
  /** How many tries before it is given up and listed for staff. */
  maxAttempts: number;
  runAt: Date;
  orderId?: number | null;
  paymentTransactionId?: number | null;
}

/**
 * Writes the job inside the caller's transaction, so it exists exactly when the change that causes it does:
 * a rollback takes it back, a commit makes it due however soon the process dies after.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      maxAttempts: job.maxAttempts,
      runAt: job.runAt,
      orderId: job.orderId ?? null,
      paymentTransactionId: job.paymentTransactionId ?? null,
    })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Takes the next due job for `leaseMs`: its attempts go up by one and no other worker takes it until the lease
 * ends. SKIP LOCKED lets servers sharing the database each take a different job instead of queueing on one row;
 * a job whose lease ran out (its worker died mid-call) is due again.
 */
export async function claimDueJob(db: Database, now: Date, leaseMs: number): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'PENDING'), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}

/** Only the worker holding the lease (same attempt number, still pending) writes the outcome. */
function heldBy(job: JobRow) {
  return and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.state, 'PENDING'));
}

export async function markJobDone(db: Executor, job: JobRow, result: unknown, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'DONE', result: result ?? null, lastError: null, lockedUntil: null, finishedAt: now })
    .where(heldBy(job));
}

/** Due again at `retryAt`, or FAILED when that was its last attempt or `final` says retrying cannot help. */
export async function markJobFailed(db: Executor, job: JobRow, error: string, retryAt: Date, now: Date, final: boolean): Promise<void> {
  if (final || job.attempts >= job.maxAttempts) {
    await db.update(jobs).set({ state: 'FAILED', lastError: error, lockedUntil: null, finishedAt: now }).where(heldBy(job));
    return;
  }
  await db.update(jobs).set({ lastError: error, lockedUntil: null, runAt: retryAt }).where(heldBy(job));
}

/** Keys of the staff's own bot messages about an order (its new-order alert): no customer's data, kept on deletion. */
export const STAFF_TELEGRAM_KEY_PREFIX = 'telegram:staff:';

/** A message to a customer: an SMS, or the bot's (but for the staff chat's alerts). */
const toCustomer = or(eq(jobs.kind, 'SMS'), and(eq(jobs.kind, 'TELEGRAM'), notLike(jobs.key, `${STAFF_TELEGRAM_KEY_PREFIX}%`)));

/**
 * A deleted customer's SMS and bot messages: the queued ones are not sent (FAILED, saying why) and every one forgets
 * its phone or chat and text, which name the person; the rows stay, so staff still see that the order's messages
 * existed.
 */
export async function forgetCustomerSms(tx: Executor, orderIds: readonly number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const theirSms = and(toCustomer, inArray(jobs.orderId, [...orderIds]));
  await tx
    .update(jobs)
    .set({ state: 'FAILED', lastError: 'the customer was deleted', lockedUntil: null, finishedAt: now })
    .where(and(theirSms, eq(jobs.state, 'PENDING')));
  await tx.update(jobs).set({ payload: {} }).where(theirSms);
}

/* What the staff's order page shows of an order's outgoing work (orders/staff-outbox.ts). */

/** The Click fiscal submissions of these payments. */
export function clickFiscalJobsOf(db: Executor, paymentIds: readonly number[]): Promise<JobRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'CLICK_FISCAL'), inArray(jobs.paymentTransactionId, [...paymentIds])))
    .orderBy(asc(jobs.id));
}

/**
 * The order's messages to its customer, SMS and the bot's, oldest first: the order they were written in is the order the
 * customer's status moved. The staff chat's alert of the order is not one of them.
 */
export function orderCustomerMessageJobsOf(db: Executor, orderId: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(toCustomer, eq(jobs.orderId, orderId)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
}
