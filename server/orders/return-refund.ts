import type { Transaction } from '../db/client';
import { releaseCoupon } from '../loyalty/customer-coupons';
import { pointsFor, takePointsBack } from '../loyalty/points';
import { lockOrder, updateOrder } from './queries';
import { orderLinesForReturn } from './return-service';

/*
 * What a refunded return changes on its order (docs/api.md "Refunds per provider"): the loyalty points and the coupon,
 * as the order is reduced by the goods that came back. The order itself stays delivered (REACHED) and paid: its other
 * lines were kept, and its stock came back when the parcel was received.
 */

/**
 * The order's refunded units so far, per line (order item id), of every refunded return of the order, this one
 * included. The points the payment earned are cut to the share of the goods kept, `floor(earned × kept / goods)`
 * counted from the whole refunded so far, so several partial refunds round as one would; `pointsAwarded` only shrinks
 * and the balance never goes below zero (takePointsBack). The coupon or promo code the order spent is given back, as a
 * rejection gives it, only once every unit of every line is refunded. The caller holds the order's lock.
 */
export async function recordReturnRefunded(tx: Transaction, orderId: number, refundedUnits: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} not found while refunding a return`);
  const lines = await orderLinesForReturn(tx, orderId);
  const goods = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const refundedGoods = lines.reduce((sum, line) => sum + line.unitPrice * Math.min(line.quantity, refundedUnits.get(line.id) ?? 0), 0);
  const earned = pointsFor(order.goodsTotal);
  const kept = goods > 0 ? Math.floor((earned * (goods - refundedGoods)) / goods) : 0;
  const takeBack = Math.max(0, order.pointsAwarded - kept);
  if (takeBack > 0) {
    await takePointsBack(tx, order.customerId, takeBack);
    await updateOrder(tx, orderId, { pointsAwarded: order.pointsAwarded - takeBack });
  }
  if (lines.every((line) => (refundedUnits.get(line.id) ?? 0) >= line.quantity)) await releaseCoupon(tx, orderId, now);
}
