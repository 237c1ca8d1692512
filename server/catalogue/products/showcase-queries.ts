import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import { inCategoryTree } from '../category-tree';

/** What the home page's sliders show of the catalogue: active products with a size in stock. */

const activeInStock = and(
  eq(products.active, true),
  sql`exists (select 1 from product_size_variants v where v.product_id = ${qualified(products.id)} and v.quantity > 0)`,
);

/** Which of these products are active with a size in stock. */
export async function activeInStockAmong(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), activeInStock));
  return new Set(rows.map((row) => row.id));
}

/** The newest `limit` active, in-stock products filed in the category or a subcategory of it, newest first. */
export async function newestActiveInStock(db: Executor, categoryId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(activeInStock, inCategoryTree(sql`${qualified(products.id)}`, categoryId)))
    .orderBy(desc(products.stockedAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
