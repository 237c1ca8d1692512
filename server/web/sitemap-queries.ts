import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { categories, products } from '../db/schema/catalogue';

export async function activeProductCount(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.active, true));
  return Number(row?.total ?? 0);
}

/** Ids and stocking dates of active products in id order; a page of them with `offset` and `limit`. */
export function activeProductStamps(db: Executor, range: { offset: number; limit: number }) {
  return db
    .select({ id: products.id, stockedAt: products.stockedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(range.limit)
    .offset(range.offset);
}

/** Every category, parents first in menu order. */
export function categoryTree(db: Executor) {
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .orderBy(sql`${categories.parentId} asc nulls first`, asc(categories.position), asc(categories.id));
}
