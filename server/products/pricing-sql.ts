import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema/catalogue';
import { qualified } from '../db/sql';

/**
 * The percent off a product at `now`: the greater of its own `sale` and the biggest sale group in force covering one
 * of its categories (a group naming a parent category covers its subcategories too). The ONE place the storefront's
 * reads (cards, product page, search, cart, price sort and filter) and the checkout learn a product's sale, so they
 * cannot disagree.
 *
 * Speed: the first `exists` names no product, so PostgreSQL runs it once per statement (an InitPlan): while no group
 * is in force, which is most of the time, every row costs what `products.sale` costs. While one is, each row probes
 * product_categories by its primary key (product_id first) for the few categories the groups in force name.
 */
export function effectiveSale(now: Date): SQL<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const inForce = sql`g.active and g.starts_at <= ${at} and g.ends_at > ${at}`;
  const productId = qualified(products.id);
  const ownSale = qualified(products.sale);
  return sql<number>`(case when exists (select 1 from sale_groups g where ${inForce})
    then greatest(${ownSale}, coalesce((
      select max(g.percent) from sale_groups g join sale_group_categories gc on gc.sale_group_id = g.id
      where ${inForce} and exists (
        select 1 from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = ${productId} and (c.id = gc.category_id or c.parent_id = gc.category_id))), 0))
    else ${ownSale} end)`;
}

/** What the shopper pays for one unit at `now`, in SQL; the same rounding as `unitPrice` in pricing.ts. */
export function paidPriceAt(now: Date): SQL<number> {
  const sale = effectiveSale(now);
  const sellPrice = qualified(products.sellPrice);
  return sql<number>`(case when ${sale} > 0
    then (round(${sellPrice} * (100 - ${sale}) / 10000.0) * 100)::int
    else ${sellPrice} end)`;
}
