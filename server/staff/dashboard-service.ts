import type { AppDeps } from '../deps';
import type { Dashboard, DashboardPeriod } from '../../contract/staffDashboard';
import { periodWindow } from '../shared/tashkent-period';
import { newCustomers, paidOrders, placedOrders, seriesRows, topCategories, topProducts } from './dashboard-queries';

/** The dashboard's figures for the period ending now (docs/api.md "Staff: dashboard"). */
export async function dashboard(deps: AppDeps, period: DashboardPeriod): Promise<Dashboard> {
  const now = deps.clock.now();
  const window = periodWindow(period, now);
  const [placed, paid, customers, byQuantity, byRevenue, categories, rows] = await Promise.all([
    placedOrders(deps.db, window),
    paidOrders(deps.db, window),
    newCustomers(deps.db, window),
    topProducts(deps.db, window, 'quantity'),
    topProducts(deps.db, window, 'revenue'),
    topCategories(deps.db, window),
    seriesRows(deps.db, window),
  ]);
  const series = Array.from({ length: window.buckets }, (_, bucket) => ({
    start: new Date(window.start.getTime() + bucket * window.bucketMs).toISOString(),
    orders: rows.placed.get(bucket) ?? 0,
    revenue: rows.revenue.get(bucket) ?? 0,
  }));
  return {
    period,
    from: window.start.toISOString(),
    to: now.toISOString(),
    orders: placed.orders,
    revenue: paid.revenue,
    paidOrders: paid.count,
    averageBasket: paid.count ? Math.round(paid.revenue / paid.count) : 0,
    paidShare: placed.orders ? placed.paid / placed.orders : 0,
    newCustomers: customers,
    topProductsByQuantity: byQuantity,
    topProductsByRevenue: byRevenue,
    topCategories: categories,
    series,
  };
}
