import type { Executor } from '../db/client';

/**
 * What the outbox's staff page asks of the domains its jobs belong to: orders and payments enqueue jobs through
 * jobs/queue.ts, so the jobs may not import them back. server/job-holders.ts builds this from their services and
 * server/staff-routes.ts hands it to the jobs' staff plugin (docs/architecture.md, Import rules).
 */
export interface JobHolders {
  /** The order each payment transaction pays, by transaction id (a fiscal submission's job names its payment). */
  ordersOfPayments(db: Executor, transactionIds: readonly number[]): Promise<Map<number, number>>;
  /** The orders' numbers, by id. */
  orderNumbers(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>>;
}
