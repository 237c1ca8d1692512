import { invalidateCatalogue } from '../catalogue/cache';
import type { Transaction } from '../db/client';
import { conflict, notFound } from '../errors';
import { awardPoints, pointsFor } from '../loyalty/points';
import { notify } from '../notifications/notify';
import { REJECTION_NOTES } from './history';
import { paidText, refundedText } from './notices';
import { enqueueOrderSms } from './order-sms';
import { lockOrder, updateOrder } from './queries';
import { unwindOrder } from './unwind';

/*
 * The payment providers' merchant endpoints (server/payments) call these inside their own transaction, at the moment a
 * provider confirms or gives back money. They lock the order row, so a payment, a staff move and the
 * stale-order sweep touching one order take turns.
 */

/**
 * Money arrived for the order: it is paid, earns its points (1 per 1 000 so'm of goods) and, through them,
 * any tier coupons. Idempotent: a second call for a paid order changes nothing. An order cancelled meanwhile
 * (rejected by staff or expired unpaid, its stock already released) cannot be paid: 409 CONFLICT, which
 * rolls the caller's transaction back so the provider is told the payment failed.
 */
export async function recordOrderPaid(tx: Transaction, orderId: number, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (order.paid) return;
  if (order.status === 'REJECTED') throw conflict('CONFLICT', `Order ${order.orderNumber} was cancelled and cannot be paid`);
  const points = pointsFor(order.goodsTotal);
  await updateOrder(tx, orderId, { paid: true, paidAt: now, pointsAwarded: points });
  await notify(tx, {
    customerId: order.customerId,
    type: 'PAYMENT',
    targetId: order.id,
    text: paidText(order.orderNumber, order.total, points),
    createdAt: now,
  });
  await enqueueOrderSms(tx, order, 'PAID', now);
  await awardPoints(tx, order.customerId, points, now);
}

/**
 * The provider gave a performed payment back (PayMe cancel after perform, Uzum reverse): the order is
 * rejected, its stock and coupon return, its points are taken back and it is no longer paid (paidAt stays
 * as a record). Idempotent: an order that is not paid (never was, or already refunded) is left alone, so
 * staff rejection calling refundOrderPayment, which may land here, unwinds only once.
 */
export async function recordOrderRefunded(tx: Transaction, orderId: number, provider: 'payme' | 'click' | 'uzum', now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (!order.paid) return;
  if (order.status !== 'REJECTED') {
    await unwindOrder(tx, order, now, { by: { actor: provider }, note: REJECTION_NOTES.providerRefund });
    // Inside the caller's transaction, so a read in between may cache the old stock for the cache's TTL.
    invalidateCatalogue();
  }
  await updateOrder(tx, orderId, { paid: false });
  await notify(tx, {
    customerId: order.customerId,
    type: 'PAYMENT',
    targetId: order.id,
    text: refundedText(order.orderNumber, order.total),
    createdAt: now,
  });
  await enqueueOrderSms(tx, order, 'REFUNDED', now);
}
