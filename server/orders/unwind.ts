import { restockCancelledOrder, type Canceller } from '../catalogue/stock/service';
import type { Transaction } from '../db/client';
import { takePointsBack } from '../loyalty/points';
import { recordStatusChange } from './history';
import { releaseCoupon } from '../loyalty/customer-coupons';
import { orderedSizes, updateOrder, type OrderRow } from './queries';

/** Who rejected the order and why, for its status history. */
export interface Rejection {
  by: Canceller;
  note?: string | null;
}

/**
 * Undoes what placing and paying an order did: the stock goes back (unless the goods already reached the
 * customer), the coupon it spent is the customer's again, the points it earned are taken back, and the order
 * ends REJECTED, with a row in its history. The caller holds the order's lock (lockOrder) and decides about the money.
 */
export async function unwindOrder(tx: Transaction, order: OrderRow, now: Date, rejection: Rejection): Promise<void> {
  // Coupon before stock: the lock order placing an order takes, so the two never wait on each other.
  await releaseCoupon(tx, order.id, now);
  if (order.status !== 'REACHED') await restockCancelledOrder(tx, order, await orderedSizes(tx, order.id), rejection.by, now);
  await takePointsBack(tx, order.customerId, order.pointsAwarded);
  await updateOrder(tx, order.id, { status: 'REJECTED', cancelledAt: now, pointsAwarded: 0 });
  await recordStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: 'REJECTED', userId: rejection.by.actor === 'staff' ? rejection.by.userId : null, note: rejection.note }, now);
}
