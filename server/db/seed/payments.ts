import type { orders } from '../schema/orders';
import type { paymentTransactions } from '../schema/payments';
import { TxState } from '../../payments/transactions';

type PaidOrder = Pick<typeof orders.$inferInsert, 'paymentMethod' | 'total'> & { id: number; createdAt: Date };

/** The provider's id of a seeded payment, shaped as each provider writes its own (PayMe 24 hex, Click a number, Uzum a UUID). */
function providerTransactionId(provider: PaidOrder['paymentMethod'], orderId: number): string {
  if (provider === 'CLICK') return String(2_460_000_000 + orderId);
  if (provider === 'UZUM') return `00000000-0000-4000-8000-${String(orderId).padStart(12, '0')}`;
  return (0x6740_0000_0000 + orderId).toString(16).padStart(24, '0');
}

/**
 * The payment each seeded paid order was paid by, performed when it was placed, as the merchant endpoints record one
 * (amounts in tiyin): the staff's payments page and an order's payments then show the demo's sales, not an empty list
 * beside 160 paid orders.
 */
export function paymentsOf(paidOrders: PaidOrder[]): Array<typeof paymentTransactions.$inferInsert> {
  return paidOrders.map((order) => ({
    orderId: order.id,
    provider: order.paymentMethod,
    providerTransactionId: providerTransactionId(order.paymentMethod, order.id),
    amountTiyin: (order.total ?? 0) * 100,
    state: TxState.PERFORMED,
    providerTime: order.createdAt,
    performedAt: order.createdAt,
    createdAt: order.createdAt,
  }));
}
