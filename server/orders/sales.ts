import type { Executor } from '../db/client';
import type { PeriodWindow } from '../shared/tashkent-period';
import { paidOrders, placedOrders, productSales, seriesRows } from './sales-queries';

/*
 * The orders' own figures of a period, for the staff dashboard (server/dashboard): "paid" is paid and not refunded,
 * counted by when it was paid; "placed" by when the order was made. Beside service.ts (the shoppers' checkout and
 * what the catalogue asks), as payment-service.ts is for the payments.
 */

/** Orders placed in the window, and how many of them are paid now. */
export function placedOrderCounts(db: Executor, window: PeriodWindow): Promise<{ orders: number; paid: number }> {
  return placedOrders(db, window);
}

/** Orders paid in the window and their totals' sum (so'm). */
export function paidOrderTotals(db: Executor, window: PeriodWindow): Promise<{ count: number; revenue: number }> {
  return paidOrders(db, window);
}

/** Every product the orders paid in the window sold, with its units and so'm (at the prices they sold for). */
export function salesByProduct(db: Executor, window: PeriodWindow): Promise<Array<{ productId: number; quantity: number; revenue: number }>> {
  return productSales(db, window);
}

/** By bucket of the window (its hour or day from the start): orders placed, and the so'm of the orders paid. */
export function salesSeries(db: Executor, window: PeriodWindow): Promise<{ placed: Map<number, number>; revenue: Map<number, number> }> {
  return seriesRows(db, window);
}
