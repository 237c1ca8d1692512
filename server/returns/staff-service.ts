import { type RejectReturnBody, type ReturnCounts, type ReturnDecisionBody, type SendExchangeBody, type StaffReturnRequest } from '../../contract/returns';
import { RETURN_STATUSES, type ReturnStatus } from '../../contract/limits';
import { invalidateCatalogue } from '../catalogue/cache';
import { restockReturn } from '../catalogue/stock/return-service';
import { restockCancelledOrder, sellFromStock } from '../catalogue/stock/service';
import type { Executor, Transaction } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../errors';
import { page, type PageQuery } from '../http/schemas';
import { lockOrderForReturn, orderLinesByIds, type OrderForReturn } from '../orders/return-service';
import { writeAudit } from '../staff/audit';
import { tellShopper, type ReturnStep } from './notices';
import { countByStatus, findReturn, returnPage, updateReturn, type ReturnChange, type ReturnRow } from './queries';
import { refundedByHand as recordRefundedByHand, retryRefund as retryClickReversal, startRefund } from './refunds';
import { MOVES, type StaffMove } from './rules';
import { staffReturnViews } from './view';

/* The staff's side of returns (docs/api.md "Returns and exchanges", Staff): the list, and each move under the order's lock. */

type StaffDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export async function staffReturnPage(deps: StaffDeps, query: PageQuery & { status?: ReturnStatus }) {
  const found = await returnPage(deps.db, query.status, { limit: query.size, offset: query.page * query.size });
  return page(await staffReturnViews(deps.db, found.rows), query, found.total);
}

export async function staffReturnCounts(deps: StaffDeps): Promise<ReturnCounts> {
  const counts = await countByStatus(deps.db);
  return Object.fromEntries(RETURN_STATUSES.map((status) => [status, counts.get(status) ?? 0]));
}

export async function staffReturnById(db: Executor, id: number): Promise<StaffReturnRequest> {
  const row = await findReturn(db, id);
  if (!row) throw notFound('Return request');
  return (await staffReturnViews(db, [row]))[0]!;
}

interface Moving {
  tx: Transaction;
  order: OrderForReturn;
  request: ReturnRow;
}

/**
 * Runs a move of request `id` under its order's row lock, reading the request again once the lock is held: two staff
 * making one move take turns, and the second finds it made (409, nothing written). A move not allowed from the
 * request's status or for its kind is 409 and writes nothing. Answers the request as the move left it.
 */
async function underOrderLock(deps: StaffDeps, id: number, move: StaffMove, run: (moving: Moving) => Promise<void>): Promise<StaffReturnRequest> {
  let stockMoved = false;
  await deps.db.transaction(async (tx) => {
    const found = await findReturn(tx, id);
    if (!found) throw notFound('Return request');
    const order = (await lockOrderForReturn(tx, found.orderId))!;
    const request = (await findReturn(tx, id))!;
    const rule = MOVES[move];
    if (request.status !== rule.from || (rule.kind && request.kind !== rule.kind)) {
      throw conflict('CONFLICT', `Return request ${id} is ${request.kind} ${request.status}: it cannot be moved so (${move})`);
    }
    await run({ tx, order, request });
    stockMoved = move === 'RECEIVE' || (request.kind === 'EXCHANGE' && (move === 'APPROVE' || move === 'CLOSE'));
  });
  // The storefront's cached stock follows the units that came back or were reserved.
  if (stockMoved) invalidateCatalogue();
  return staffReturnById(deps.db, id);
}

/** The change written, the staff audit row beside it, and the shopper told: one step of a request. */
async function step(moving: Moving, userId: number, now: Date, change: ReturnChange & { status: ReturnStatus }, told: ReturnStep | null, audit: Record<string, unknown> = {}): Promise<void> {
  const { tx, order, request } = moving;
  await updateReturn(tx, request.id, change);
  await writeAudit(tx, { userId, action: 'MOVE', entity: 'returnRequest', entityId: request.id, before: { status: request.status }, after: { status: change.status, ...audit } }, now);
  if (told) await tellShopper(tx, told, order, (await findReturn(tx, request.id))!, now);
}

const stockOrder = (order: OrderForReturn) => ({ id: order.id, customerId: order.customerId });

/** Approves; an exchange's new size is reserved now (a `sale` movement of the order), 409 OUT_OF_STOCK when none is left. */
export function approveReturn(deps: StaffDeps, userId: number, id: number, body: ReturnDecisionBody): Promise<StaffReturnRequest> {
  const now = deps.clock.now();
  const note = body.note?.trim() || null;
  return underOrderLock(deps, id, 'APPROVE', async (moving) => {
    const { tx, order, request } = moving;
    if (request.kind === 'EXCHANGE') {
      const sizeId = request.exchangeSizeVariantId;
      if (sizeId === null) throw conflict('OUT_OF_STOCK', `Size ${request.exchangeSize} is no longer sold; reject the request or agree another with the shopper`);
      if (!(await sellFromStock(tx, stockOrder(order), { sizeId, quantity: request.quantity }, now))) {
        throw conflict('OUT_OF_STOCK', `Size ${request.exchangeSize} has fewer than ${request.quantity} left to send in exchange`);
      }
    }
    await step(moving, userId, now, { status: 'APPROVED', decisionNote: note, decidedBy: userId, decidedAt: now }, 'APPROVED', note ? { note } : {});
  });
}

export function rejectReturn(deps: StaffDeps, userId: number, id: number, body: RejectReturnBody): Promise<StaffReturnRequest> {
  const note = body.note.trim();
  if (!note) throw badRequest('Invalid body', { note: 'say why, the shopper reads it' });
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'REJECT', (moving) =>
    step(moving, userId, now, { status: 'REJECTED', decisionNote: note, decidedBy: userId, decidedAt: now }, 'REJECTED', { note }),
  );
}

/** The parcel came: its units go back to the line's size (a `return` movement), and a RETURN's refund starts. */
export function receiveReturn(deps: StaffDeps, userId: number, id: number): Promise<StaffReturnRequest> {
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'RECEIVE', async (moving) => {
    const { tx, order, request } = moving;
    const line = (await orderLinesByIds(tx, [request.orderItemId])).get(request.orderItemId)!;
    await restockReturn(tx, stockOrder(order), { sizeId: line.productSizeVariantId, quantity: request.quantity }, userId, now);
    await step(moving, userId, now, { status: 'RECEIVED', receivedBy: userId, receivedAt: now }, 'RECEIVED');
    if (request.kind === 'RETURN') await startRefund(tx, deps, request.id);
  });
}

/** An approved parcel that never came: an exchange's reserved size goes back (a `cancellation` movement). */
export function closeReturn(deps: StaffDeps, userId: number, id: number): Promise<StaffReturnRequest> {
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'CLOSE', async (moving) => {
    const { tx, order, request } = moving;
    if (request.kind === 'EXCHANGE' && request.exchangeSizeVariantId !== null) {
      await restockCancelledOrder(tx, stockOrder(order), [{ sizeId: request.exchangeSizeVariantId, quantity: request.quantity }], { actor: 'staff', userId }, now);
    }
    await step(moving, userId, now, { status: 'CLOSED', closedAt: now }, 'CLOSED');
  });
}

export function sendExchange(deps: StaffDeps, userId: number, id: number, body: SendExchangeBody): Promise<StaffReturnRequest> {
  const trackingNumber = body.trackingNumber.trim();
  if (!trackingNumber) throw badRequest('Invalid body', { trackingNumber: 'is required' });
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'SEND_EXCHANGE', (moving) =>
    step(moving, userId, now, { status: 'EXCHANGED', exchangeTrackingNumber: trackingNumber, exchangeSentAt: now }, 'EXCHANGED', { trackingNumber }),
  );
}

/**
 * Staff paid a PayMe or Uzum return back another way (the cabinet refunds whole payments only): the money side
 * (refunds.ts refundedByHand) checks the refund is theirs to record and settles it, in this move's transaction.
 */
export function refundedByHand(deps: StaffDeps, userId: number, id: number): Promise<StaffReturnRequest> {
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'REFUNDED_BY_HAND', async ({ tx, request }) => {
    await recordRefundedByHand(tx, deps, request.id, userId);
    await writeAudit(tx, { userId, action: 'MOVE', entity: 'returnRequest', entityId: request.id, before: { status: request.status }, after: { status: 'REFUNDED', refundStep: 'BY_HAND' } }, now);
  });
}

/**
 * A Click reversal given up (refundState FAILED) is tried again: the money side (refunds.ts retryRefund) checks it and
 * writes a new job, in this move's transaction, beside its audit row.
 */
export function retryRefund(deps: StaffDeps, userId: number, id: number): Promise<StaffReturnRequest> {
  const now = deps.clock.now();
  return underOrderLock(deps, id, 'RETRY_REFUND', async ({ tx, request }) => {
    const retried = await retryClickReversal(tx, deps, request.id);
    await writeAudit(tx, { userId, action: 'RETRY', entity: 'returnRequest', entityId: request.id, before: { refundState: 'FAILED' }, after: { refundState: retried.refundState } }, now);
  });
}
