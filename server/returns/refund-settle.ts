import type { Executor, Transaction } from '../db/client';
import { recordReturnRefunded } from '../orders/return-refund';
import { lockOrderForReturn } from '../orders/return-service';
import type { ReturnRow } from './queries';
import { tellRefunded } from './service';
import { markRefunded, refundedUnitsOfOrder, setRefundReceipt, setRefundReceiptOfPayment, waitingRefundsOfOrder } from './refund-queries';

/*
 * The moment a return's money is back (docs/api.md "Refunds per provider"), whoever brings it: PayMe's
 * CancelTransaction or Uzum's reverse after delivery (server/payments/payme, uzum), Click's reversal job
 * (server/payments/click/reversal-job.ts), or staff who paid it back another way. The payments call these inside
 * their own transaction with the order locked; the order's stock came back when the parcel was received, so nothing
 * here touches it.
 */

/**
 * Marks the requests REFUNDED (only those still waiting: a repeat moves none), takes back the points of the goods they
 * return and, once every unit of the order is refunded, gives back its coupon; tells the shopper of each. Answers the
 * requests it moved.
 */
export async function settleRefunds(tx: Transaction, orderId: number, ids: readonly number[], paymentId: number | null, now: Date): Promise<ReturnRow[]> {
  const order = await lockOrderForReturn(tx, orderId);
  if (!order) throw new Error(`order ${orderId} not found while refunding its return`);
  const refunded = await markRefunded(tx, ids, paymentId, now);
  if (refunded.length === 0) return refunded;
  await recordReturnRefunded(tx, orderId, await refundedUnitsOfOrder(tx, orderId), now);
  for (const request of refunded) await tellRefunded(tx, request, now);
  return refunded;
}

export interface CabinetRefund {
  orderId: number;
  /** What the provider gives back, in so'm: its whole payment (PayMe and Uzum carry no amount of their own). */
  amount: number;
  paymentId: number;
  now: Date;
}

/**
 * A PayMe cancel or an Uzum reverse of a delivered order's payment: accepted exactly when the order's received RETURNs
 * still waiting for their money add up to the whole payment; then they are refunded by that payment. Answers whether it
 * was accepted; a refusal changes nothing (the provider keeps its answer: -31007, 10017).
 */
export async function refundCoveredReturns(tx: Transaction, refund: CabinetRefund): Promise<boolean> {
  const waiting = await waitingRefundsOfOrder(tx, refund.orderId);
  const sum = waiting.reduce((total, request) => total + request.refundAmount, 0);
  if (waiting.length === 0 || sum !== refund.amount) return false;
  const refunded = await settleRefunds(tx, refund.orderId, waiting.map((request) => request.id), refund.paymentId, refund.now);
  return refunded.length === waiting.length;
}

/** PayMe's CANCEL receipt of a refunded payment: the refund receipt of every request that payment gave back. */
export function storeRefundReceiptOfPayment(db: Executor, paymentId: number, url: string): Promise<number> {
  return setRefundReceiptOfPayment(db, paymentId, url);
}

/** Click's receipt of one request's reversal. */
export function storeRefundReceipt(db: Executor, returnId: number, url: string): Promise<ReturnRow | undefined> {
  return setRefundReceipt(db, returnId, url);
}
