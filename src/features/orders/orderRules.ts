import type { Order, OrderStatus } from './types';

/*
 * What the shopper may see and do with an order (docs/api.md): the steps it goes through, which orders
 * are still on their way, and when paying is still possible.
 */

/** The road of an order; REJECTED leaves it at any step before REACHED. */
export const orderSteps = ['NEW', 'PACK', 'SEND', 'REACHED'] as const satisfies readonly OrderStatus[];

const activeStatuses: ReadonlySet<OrderStatus> = new Set(['NEW', 'PACK', 'SEND']);

/** Accepted, packed or on the road: not finished yet. */
export function isActive(order: Pick<Order, 'status'>): boolean {
  return activeStatuses.has(order.status);
}

/** The index of the order's step in orderSteps; -1 for a rejected order. */
export function stepIndex(status: OrderStatus): number {
  return (orderSteps as readonly OrderStatus[]).indexOf(status);
}

/** An unpaid order can still be paid until it is cancelled (the server cancels it after 12 hours unpaid). */
export function canPay(order: Pick<Order, 'paid' | 'status' | 'cancelledAt'>): boolean {
  return !order.paid && order.status !== 'REJECTED' && order.status !== 'REACHED' && !order.cancelledAt;
}

function newestFirst(a: Pick<Order, 'createdAt' | 'id'>, b: Pick<Order, 'createdAt' | 'id'>): number {
  const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate;
}

/** The orders still on their way, then the finished ones, each newest first. */
export function splitOrders<T extends Order>(orders: readonly T[]): { active: T[]; history: T[] } {
  const sorted = [...orders].sort(newestFirst);
  return { active: sorted.filter(isActive), history: sorted.filter((order) => !isActive(order)) };
}
