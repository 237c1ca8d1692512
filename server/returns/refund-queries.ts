import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RefundState } from '../../contract/limits';
import type { Executor, Transaction } from '../db/client';
import { returnRequests } from '../db/schema/returns';
import type { ReturnRow } from './queries';

/*
 * The money side's reads and writes of return_requests (docs/api.md "Refunds per provider"). Every write that moves a
 * refund names the state it moves from, so a refund applied twice (a repeated provider call, a job delivered again, a
 * staff click racing the provider) changes the row once: the second finds no row in that state.
 */

const receivedReturn = and(eq(returnRequests.kind, 'RETURN'), eq(returnRequests.status, 'RECEIVED'));

/** The request, locked until the transaction ends. */
export async function lockReturnRequest(tx: Transaction, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row;
}

/** The order's received RETURNs whose money is still to go back (WAITING), oldest first, locked. */
export function waitingRefundsOfOrder(tx: Transaction, orderId: number): Promise<ReturnRow[]> {
  return tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), receivedReturn, eq(returnRequests.refundState, 'WAITING')))
    .orderBy(asc(returnRequests.id))
    .for('update');
}

/** A received RETURN's refund moves from one state to another (null: not started); undefined when it was not in `from`. */
export async function moveRefundState(db: Executor, id: number, from: RefundState | null, to: RefundState): Promise<ReturnRow | undefined> {
  const [row] = await db
    .update(returnRequests)
    .set({ refundState: to })
    .where(and(eq(returnRequests.id, id), receivedReturn, from === null ? isNull(returnRequests.refundState) : eq(returnRequests.refundState, from)))
    .returning();
  return row;
}

/**
 * These requests' money is back: REFUNDED, refund DONE, with the moment and the payment that gave it back (null when
 * staff paid it another way). Only those still RECEIVED and WAITING are moved; answers the rows it moved.
 */
export function markRefunded(tx: Transaction, ids: readonly number[], paymentId: number | null, now: Date): Promise<ReturnRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(returnRequests)
    .set({ status: 'REFUNDED', refundState: 'DONE', refundedAt: now, refundPaymentId: paymentId })
    .where(and(inArray(returnRequests.id, [...ids]), receivedReturn, eq(returnRequests.refundState, 'WAITING')))
    .returning();
}

/** The units each line of the order has had refunded, by order item id. */
export async function refundedUnitsOfOrder(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: returnRequests.orderItemId, quantity: returnRequests.quantity })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.kind, 'RETURN'), eq(returnRequests.status, 'REFUNDED')));
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.quantity);
  return units;
}

/** The refunds a payment has given back already (its done refunds), oldest first. */
export function refundsOfPayment(db: Executor, paymentId: number): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.refundPaymentId, paymentId), eq(returnRequests.refundState, 'DONE')))
    .orderBy(asc(returnRequests.id));
}

/** The refund receipt's link of every request the payment's refund gave back (PayMe's CANCEL receipt). */
export async function setRefundReceiptOfPayment(db: Executor, paymentId: number, url: string): Promise<number> {
  const rows = await db
    .update(returnRequests)
    .set({ refundReceiptUrl: url })
    .where(and(eq(returnRequests.refundPaymentId, paymentId), eq(returnRequests.status, 'REFUNDED')))
    .returning({ id: returnRequests.id });
  return rows.length;
}

/** One refunded request's receipt link (a Click reversal's). */
export async function setRefundReceipt(db: Executor, id: number, url: string): Promise<ReturnRow | undefined> {
  const [row] = await db
    .update(returnRequests)
    .set({ refundReceiptUrl: url })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'REFUNDED')))
    .returning();
  return row;
}
