import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { JOB_KINDS, JOB_STATES } from '../../../contract/jobs';
import { createdAt, moment } from './columns';

/**
 * The outbox: every call the shop makes to the outside (an SMS, a fiscal submission) is a row written in the same
 * transaction as the change that causes it, then delivered by the job worker (server/jobs/worker.ts), at least
 * once, retried with backoff until done or given up (FAILED, listed for staff).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    // What the job does, named once: a second enqueue of the same key is ignored, so an order's PAID SMS is one
    // SMS however often its payment is confirmed. The receiving side gets it too, to drop a repeat delivery.
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('PENDING'),
    // Raised when a worker takes the job: with lockedUntil it is the worker's lease, so a worker whose lease ran
    // out (it died or stalled) cannot overwrite the outcome of the one that took the job over.
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: moment('run_at').notNull(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    // What the receiving side answered when it took the job.
    result: jsonb('result'),
    // The order and payment the job belongs to, so staff see it on the order's page.
    orderId: integer('order_id'),
    paymentTransactionId: integer('payment_transaction_id'),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'PENDING'`),
    index('jobs_order_idx').on(t.orderId),
    index('jobs_payment_idx').on(t.paymentTransactionId),
    index('jobs_failed_idx').on(t.finishedAt, t.id).where(sql`${t.state} = 'FAILED'`),
  ],
);
