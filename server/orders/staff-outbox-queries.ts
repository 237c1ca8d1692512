import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fiscalReceipts } from '../db/schema/fiscal';
import { jobs } from '../db/schema/jobs';

/*
 * What an order's page shows of the shop's outgoing work: the payments' fiscal receipts (PayMe's rows, Click's
 * submission jobs) and the order's SMS jobs. Read straight from their tables: the jobs and payments domains keep
 * no read of their own for one order's page.
 */

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

export function fiscalReceiptsOf(db: Executor, paymentIds: readonly number[]): Promise<FiscalReceiptRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.select().from(fiscalReceipts).where(inArray(fiscalReceipts.paymentTransactionId, [...paymentIds])).orderBy(asc(fiscalReceipts.id));
}

export function clickFiscalJobsOf(db: Executor, paymentIds: readonly number[]): Promise<JobRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'CLICK_FISCAL'), inArray(jobs.paymentTransactionId, [...paymentIds])))
    .orderBy(asc(jobs.id));
}

/** The order's SMS, oldest first: the order they were written in is the order the customer's status moved. */
export function orderSmsJobsOf(db: Executor, orderId: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'SMS'), eq(jobs.orderId, orderId)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
}
