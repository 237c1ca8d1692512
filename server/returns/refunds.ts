import type { Executor, Transaction } from '../db/client';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../errors';
import { enqueueJob } from '../jobs/queue';
import { attemptsSpanning } from '../jobs/worker';
import { lockOrderForReturn } from '../orders/return-service';
import { findReturn, type ReturnRow } from './queries';
import { lockReturnRequest, moveRefundState, refundsOfPayment, waitingRefundsOfOrder } from './refund-queries';
import { settleRefunds } from './refund-settle';
import { refundStep } from './rules';

/*
 * The money side of returns (docs/api.md "Refunds per provider"). Receiving a RETURN starts its refund (startRefund,
 * called by the returns' service in the receive's transaction): for Click a CLICK_REVERSAL job (its handler:
 * server/payments/click/reversal-job.ts) gives the money back through Click's Merchant API; for PayMe and Uzum the
 * refund waits for staff in the provider's cabinet, whose call to the shop (refund-settle.ts) marks it done. Staff may
 * retry a Click reversal given up, or record a PayMe / Uzum refund paid back another way.
 */

export type RefundDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Click or the bank may be down for hours; a day of attempts, then staff retry by hand (retryRefund). */
export const CLICK_REVERSAL_MAX_ATTEMPTS = attemptsSpanning(24 * 60 * 60 * 1000);

/** The first job of a request's reversal; a staff retry writes another, named by its moment. */
export const clickReversalKey = (returnId: number, retriedAt?: Date) =>
  retriedAt === undefined ? `click:reversal:${returnId}` : `click:reversal:${returnId}:retry:${retriedAt.getTime()}`;

async function enqueueClickReversal(tx: Executor, request: ReturnRow, now: Date, retry: boolean): Promise<void> {
  await enqueueJob(tx, {
    kind: 'CLICK_REVERSAL',
    key: clickReversalKey(request.id, retry ? now : undefined),
    payload: { returnId: request.id },
    maxAttempts: CLICK_REVERSAL_MAX_ATTEMPTS,
    runAt: now,
    orderId: request.orderId,
  });
}

/**
 * Called in the receive's transaction, with the order locked, once the request is RECEIVED: its refund is WAITING, and
 * for a Click order the reversal's job is written. A RETURN worth nothing (a coupon paid it all) is refunded at once.
 * Anything else (an exchange, a request not received, a refund already started) is left alone.
 */
export async function startRefund(tx: Transaction, deps: RefundDeps, returnId: number): Promise<void> {
  const request = await lockReturnRequest(tx, returnId);
  if (!request || request.kind !== 'RETURN' || request.status !== 'RECEIVED' || request.refundState !== null) return;
  const order = await lockOrderForReturn(tx, request.orderId);
  if (!order) throw notFound('Order');
  const now = deps.clock.now();
  const waiting = await moveRefundState(tx, returnId, null, 'WAITING');
  if (!waiting) return;
  if (waiting.refundAmount === 0) {
    await settleRefunds(tx, order.id, [returnId], null, now);
    return;
  }
  if (order.paymentMethod === 'CLICK') await enqueueClickReversal(tx, waiting, now, false);
}

/**
 * Staff try a Click reversal that was given up (FAILED) again: WAITING, with a new job due now. Else 409. In the caller's
 * transaction (the staff move, which holds the order's lock and audits it).
 */
export async function retryRefund(tx: Transaction, deps: RefundDeps, returnId: number): Promise<ReturnRow> {
  const found = await findReturn(tx, returnId);
  if (!found) throw notFound('Return request');
  const order = await lockOrderForReturn(tx, found.orderId);
  if (!order) throw notFound('Order');
  const request = await lockReturnRequest(tx, returnId);
  if (!request || order.paymentMethod !== 'CLICK' || request.refundState !== 'FAILED') {
    throw conflict('CONFLICT', 'Only a Click refund that failed can be tried again');
  }
  const waiting = await moveRefundState(tx, returnId, 'FAILED', 'WAITING');
  if (!waiting) throw conflict('CONFLICT', 'Only a Click refund that failed can be tried again');
  await enqueueClickReversal(tx, waiting, deps.clock.now(), true);
  return waiting;
}

/**
 * Staff paid a PayMe or Uzum return back another way: the cabinet refunds whole payments only, so a return that does not
 * cover the order's whole payment cannot go through it. In the caller's transaction (the staff move, which audits it as
 * done by `userId`); 409 for any other request: not a waiting RETURN, a Click order, or returns that the cabinet can
 * refund (the whole payment).
 */
export async function refundedByHand(tx: Transaction, deps: RefundDeps, returnId: number, userId: number): Promise<ReturnRow> {
  const found = await findReturn(tx, returnId);
  if (!found) throw notFound('Return request');
  const order = await lockOrderForReturn(tx, found.orderId);
  if (!order) throw notFound('Order');
  const request = await lockReturnRequest(tx, returnId);
  if (!request || request.kind !== 'RETURN' || request.status !== 'RECEIVED' || request.refundState !== 'WAITING') {
    throw conflict('CONFLICT', 'Only a received return waiting for its money can be marked refunded');
  }
  // The staff's step for the money, as their page shows it (rules.ts refundStep): only BY_HAND is theirs to record.
  const waiting = await waitingRefundsOfOrder(tx, order.id);
  const { step } = refundStep(request, order, waiting.reduce((sum, row) => sum + row.refundAmount, 0));
  if (step === 'CLICK_REVERSAL') throw conflict('CONFLICT', 'A Click refund goes back through Click');
  if (step !== 'BY_HAND') throw conflict('CONFLICT', `Refund the whole payment of order ${order.orderNumber} in the provider's cabinet`);
  const [refunded] = await settleRefunds(tx, order.id, [returnId], null, deps.clock.now());
  if (!refunded) throw new Error(`return ${returnId} was not refunded by hand (user ${userId})`);
  return refunded;
}

/* What the CLICK_REVERSAL job (server/payments/click/reversal-job.ts) reads and writes of a request. */

/** The request a reversal job is about. */
export const clickRefundOf = (db: Executor, returnId: number): Promise<ReturnRow | undefined> => findReturn(db, returnId);

/** What the payment's other refunds gave back already, each in so'm (to tell a repeat of this refund from theirs). */
export async function otherRefundsOfPayment(db: Executor, paymentId: number, returnId: number): Promise<number[]> {
  return (await refundsOfPayment(db, paymentId)).filter((row) => row.id !== returnId).map((row) => row.refundAmount);
}

/** Click gave the request's money back: refunded by that payment, once (a second call moves nothing and answers false). */
export async function applyClickRefund(tx: Transaction, returnId: number, paymentId: number, now: Date): Promise<boolean> {
  const request = await findReturn(tx, returnId);
  if (!request) return false;
  return (await settleRefunds(tx, request.orderId, [returnId], paymentId, now)).length === 1;
}

/** The reversal was given up: staff see the refund FAILED and may retry it. Only a waiting refund moves. */
export async function clickRefundGivenUp(db: Executor, returnId: number): Promise<void> {
  await moveRefundState(db, returnId, 'WAITING', 'FAILED');
}
