import type { OrderStatus } from '../../contract/order';
import type { Transaction } from '../db/client';
import { orderStatusChanges } from '../db/schema/orders';

/*
 * The order's status history (order_status_changes): one row for each move, written in the transaction of the move
 * itself, so an order's history and its status never disagree.
 */

/** Why an order was rejected without a person deciding it (the SPA translates these; a SEND's note is its tracking number). */
export const REJECTION_NOTES = {
  /** The sweep cancelled it: not paid within 12 hours. */
  expired: 'unpaid for 12 hours',
  /** Staff rejected a paid order, and its money went back through the provider. */
  refunded: 'refunded',
  /** The provider gave the money back (PayMe cancel after perform, Uzum reverse). */
  providerRefund: 'refunded by the provider',
} as const;

export interface StatusChange {
  orderId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** The staff member who made the move; null for the shop (sweep, provider) or the customer. */
  userId?: number | null;
  note?: string | null;
}

export async function recordStatusChange(tx: Transaction, change: StatusChange, now: Date): Promise<void> {
  await tx.insert(orderStatusChanges).values({
    orderId: change.orderId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    userId: change.userId ?? null,
    note: change.note ?? null,
    createdAt: now,
  });
}
