import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { publishedProduct } from './published';
import type { Executor } from '../db/client';
import { categories, products } from '../db/schema/catalogue';
import { categoryWithCount, subCategories } from './queries';

/*
 * What other domains read of the catalogue (the web pages' heads and the sitemap, the favourites' and the sale
 * groups' checks); the catalogue's own routes read queries.ts.
 */

/** One category with the number of its active products, its subcategories' included; null when there is none. */
export function categoryWithProductCount(db: Executor, id: number) {
  return categoryWithCount(db, id);
}

/** The subcategories of a parent named by id or nameUZB; null when there is no such parent. */
export function subCategoriesOf(db: Executor, parentRef: { id: number } | { name: string }) {
  return subCategories(db, parentRef);
}

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

/** Whether shoppers may see a product of this id, sold or not (not a draft). */
export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), publishedProduct));
  return row !== undefined;
}

/** The products of these ids with their names and whether they are sold; unknown ids are left out. */
export async function findProducts(db: Executor, productIds: number[]) {
  return db
    .select({ id: products.id, active: products.active, nameUZB: products.nameUZB, nameRUS: products.nameRUS })
    .from(products)
    .where(inArray(products.id, productIds));
}

/** Which of these category ids name a category. */
export async function knownCategoryIds(db: Executor, categoryIds: number[]): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
  return rows.map((row) => row.id);
}

/** The categories of these ids with their names, by id (the home page's sliders and banners name theirs). */
export async function categoryNamesByIds(db: Executor, ids: number[]): Promise<Map<number, { id: number; nameUZB: string; nameRUS: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, nameUZB: categories.nameUZB, nameRUS: categories.nameRUS })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
