import type { AppDeps } from '../deps';
import type { Executor } from '../db/client';
import type { Dashboard, DashboardPeriod, TopCategory, TopProduct } from '../../contract/staffDashboard';
import { categoryIdsOfProducts, categoryNamesByIds } from '../catalogue/service';
import { productsByIds } from '../catalogue/products/service';
import { customersJoinedIn } from '../customers/service';
import { paidOrderTotals, placedOrderCounts, salesByProduct, salesSeries } from '../orders/sales';
import { periodWindow } from '../shared/tashkent-period';

const TOP = 5;

type Sales = { id: number; quantity: number; revenue: number };

/** Best sellers by units (ties: so'm, then the id), by so'm (ties: units, then the id). */
const byUnits = (a: Sales, b: Sales) => b.quantity - a.quantity || b.revenue - a.revenue || a.id - b.id;
const bySoms = (a: Sales, b: Sales) => b.revenue - a.revenue || b.quantity - a.quantity || a.id - b.id;

/**
 * The five best selling products by units and by so'm, named as the catalogue names them now. Every sold product has
 * a row to name it (order lines reference the products, which the catalogue keeps while an order names them).
 */
async function topProducts(db: Executor, sold: Sales[]): Promise<{ byQuantity: TopProduct[]; byRevenue: TopProduct[] }> {
  const byQuantity = [...sold].sort(byUnits).slice(0, TOP);
  const byRevenue = [...sold].sort(bySoms).slice(0, TOP);
  const named = new Map((await productsByIds(db, [...new Set([...byQuantity, ...byRevenue].map(({ id }) => id))])).map((product) => [product.id, product]));
  const withNames = (ranked: Sales[]) =>
    ranked.flatMap(({ id, quantity, revenue }) => {
      const product = named.get(id);
      return product ? [{ productId: id, referenceNumber: product.referenceNumber, nameUZB: product.nameUZB, nameRUS: product.nameRUS, quantity, revenue }] : [];
    });
  return { byQuantity: withNames(byQuantity), byRevenue: withNames(byRevenue) };
}

/** The five categories whose products sold for most (ties: units, then the id); a product in two counts in both. */
async function topCategories(db: Executor, sold: Sales[]): Promise<TopCategory[]> {
  const filed = await categoryIdsOfProducts(db, sold.map(({ id }) => id));
  const totals = new Map<number, Sales>();
  for (const { id, quantity, revenue } of sold) {
    for (const categoryId of filed.get(id) ?? []) {
      const total = totals.get(categoryId) ?? { id: categoryId, quantity: 0, revenue: 0 };
      totals.set(categoryId, { id: categoryId, quantity: total.quantity + quantity, revenue: total.revenue + revenue });
    }
  }
  const ranked = [...totals.values()].sort(bySoms).slice(0, TOP);
  const names = await categoryNamesByIds(db, ranked.map(({ id }) => id));
  return ranked.flatMap(({ id, quantity, revenue }) => {
    const category = names.get(id);
    return category ? [{ categoryId: id, nameUZB: category.nameUZB, nameRUS: category.nameRUS, quantity, revenue }] : [];
  });
}

/** The dashboard's figures for the period ending now (docs/api.md "Staff: dashboard"). */
export async function dashboard(deps: AppDeps, period: DashboardPeriod): Promise<Dashboard> {
  const now = deps.clock.now();
  const window = periodWindow(period, now);
  const [placed, paid, customers, sales, rows] = await Promise.all([
    placedOrderCounts(deps.db, window),
    paidOrderTotals(deps.db, window),
    customersJoinedIn(deps.db, window),
    salesByProduct(deps.db, window),
    salesSeries(deps.db, window),
  ]);
  const sold = sales.map(({ productId, quantity, revenue }) => ({ id: productId, quantity, revenue }));
  const [products, categories] = await Promise.all([topProducts(deps.db, sold), topCategories(deps.db, sold)]);
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
    topProductsByQuantity: products.byQuantity,
    topProductsByRevenue: products.byRevenue,
    topCategories: categories,
    series,
  };
}
