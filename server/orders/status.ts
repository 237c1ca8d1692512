import type { Order, OrderStatus } from '../../contract/order';
import { invalidateCatalogue } from '../catalogue/cache';
import type { Transaction } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../errors';
import { notify } from '../notifications/notify';
import { rejectedText, statusChangedText } from './notices';
import { enqueueOrderSms } from './order-sms';
import { recordStatusChange, REJECTION_NOTES } from './history';
import type { OrderHolders } from './holders';
import { lockOrder, updateOrder, type OrderRow } from './queries';
import { orderById } from './service';
import { unwindOrder } from './unwind';
import { writeAudit } from '../staff/audit';

type StaffDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The moves staff may make: NEW -> PACK -> SEND -> REACHED, and REJECTED from any step before REACHED. */
const ALLOWED_FROM: Record<Exclude<OrderStatus, 'NEW'>, readonly OrderStatus[]> = {
  PACK: ['NEW'],
  SEND: ['PACK'],
  REACHED: ['SEND'],
  REJECTED: ['NEW', 'PACK', 'SEND'],
};

export type StaffMove =
  | { to: 'PACK' }
  | { to: 'SEND'; postTrackingNumber: string }
  | { to: 'REACHED' }
  | { to: 'REJECTED' };

function refuseUnlessAllowed(order: OrderRow, move: StaffMove): void {
  if (!ALLOWED_FROM[move.to].includes(order.status)) {
    throw conflict('CONFLICT', `Order ${order.orderNumber} is ${order.status} and cannot move to ${move.to}`);
  }
  // Packing reserves a parcel for the shopper; an unpaid order may still expire, so it waits for the money.
  if (move.to === 'PACK' && !order.paid) {
    throw conflict('CONFLICT', `Order ${order.orderNumber} is not paid yet; only paid orders are packed`);
  }
}

/** Rejection: stock, coupon and points go back, and a paid order is refunded through its provider. */
async function reject(tx: Transaction, holders: OrderHolders, order: OrderRow, userId: number, now: Date): Promise<void> {
  await unwindOrder(tx, order, now, { by: { actor: 'staff', userId }, note: order.paid ? REJECTION_NOTES.refunded : null });
  if (order.paid) {
    await updateOrder(tx, order.id, { paid: false });
    await holders.refundPayment(tx, order.id, now);
  }
  await notify(tx, { customerId: order.customerId, type: 'ORDER', targetId: order.id, text: rejectedText(order.orderNumber, order.paid), createdAt: now });
  // One SMS for the one event the shopper lives through: a paid order's says the money is on its way back.
  await enqueueOrderSms(tx, order, order.paid ? 'REFUNDED' : 'REJECTED', now);
}

/**
 * The move in the staff audit log, beside the order's history: the log is where an ADMIN reads what staff changed
 * across the shop. Only staff moves come here; the sweep, the providers and the customer have no staff user.
 */
async function auditMove(tx: Transaction, order: OrderRow, userId: number, after: { status: OrderStatus; trackingNumber?: string; note?: string }, now: Date) {
  await writeAudit(tx, { userId, action: 'MOVE', entity: 'order', entityId: order.id, before: { status: order.status }, after }, now);
}

/**
 * Moves an order one step (or rejects it) for the staff member `userId`, tells the customer and writes the move into
 * the order's history and the staff audit log, all in the move's transaction; anything out of turn is 409 and writes
 * nothing.
 */
export async function moveOrder(deps: StaffDeps, holders: OrderHolders, orderId: number, move: StaffMove, userId: number): Promise<Order> {
  if (move.to === 'SEND' && !move.postTrackingNumber.trim()) throw badRequest('Invalid body', { postTrackingNumber: 'is required' });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    refuseUnlessAllowed(order, move);
    if (move.to === 'REJECTED') {
      await reject(tx, holders, order, userId, now);
      return auditMove(tx, order, userId, order.paid ? { status: 'REJECTED', note: REJECTION_NOTES.refunded } : { status: 'REJECTED' }, now);
    }
    const postTrackingNumber = move.to === 'SEND' ? move.postTrackingNumber.trim() : order.postTrackingNumber;
    await updateOrder(tx, order.id, { status: move.to, postTrackingNumber, ...(move.to === 'REACHED' ? { reachedAt: now } : {}) });
    const note = move.to === 'SEND' ? postTrackingNumber : null;
    await recordStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: move.to, userId, note }, now);
    await auditMove(tx, order, userId, move.to === 'SEND' ? { status: move.to, trackingNumber: move.postTrackingNumber.trim() } : { status: move.to }, now);
    await notify(tx, {
      customerId: order.customerId,
      type: 'ORDER',
      targetId: order.id,
      text: statusChangedText(order.orderNumber, move.to, postTrackingNumber),
      createdAt: now,
    });
    if (move.to !== 'PACK') await enqueueOrderSms(tx, { ...order, status: move.to, postTrackingNumber }, move.to === 'SEND' ? 'SENT' : 'REACHED', now);
  });
  if (move.to === 'REJECTED') invalidateCatalogue();
  return orderById(deps, holders, orderId);
}
