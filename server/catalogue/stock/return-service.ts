import type { Executor } from '../../db/client';
import { insertMovement, putBackInSize } from './queries';
import type { StockOrder } from './service';

/*
 * What the returns (server/returns) ask of the stock: the units of a received parcel go back to their size, with a
 * movement of their own kind (`return`), so the size's history tells a parcel that came back from a cancelled sale.
 * The exchange's reservation and its giving back are an ordinary sale and cancellation of the order (service.ts).
 */

/**
 * Puts a received return's units back into the size, a `return` movement naming the order, its customer and the
 * staff member who received the parcel. False for a size that is gone (nothing to put back into; nothing written).
 */
export async function restockReturn(tx: Executor, order: StockOrder, line: { sizeId: number; quantity: number }, userId: number, now: Date): Promise<boolean> {
  const after = await putBackInSize(tx, line.sizeId, line.quantity);
  if (!after) return false;
  await insertMovement(tx, {
    productId: after.productId, sizeVariantId: line.sizeId, size: after.size,
    actor: 'staff', userId, customerId: order.customerId, orderId: order.id,
    kind: 'return', delta: line.quantity, quantityAfter: after.quantity, reason: null,
  }, now);
  return true;
}
