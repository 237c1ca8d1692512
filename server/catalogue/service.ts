import { and, asc, count, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { publishedProduct } from './published';
import type { Executor } from '../db/client';
import { brands, categories, productCategories, products } from '../db/schema/catalogue';
import { productImagesJson } from './products/photos/queries';
import type { Image } from '../../contract/common';
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

/** The names of these brands, by id (the audit log names the brands it is about). */
export async function brandNamesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The categories each of these products is filed under, by product id (the dashboard sums its sales by category). */
export async function categoryIdsOfProducts(db: Executor, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, wanted));
  const filed = new Map<number, number[]>();
  for (const { productId, categoryId } of rows) filed.set(productId, [...(filed.get(productId) ?? []), categoryId]);
  return filed;
}

/** A product as a review shows it: names, reference number and pictures. */
export interface ReviewedProductSummary {
  id: number;
  referenceNumber: string;
  nameUZB: string;
  nameRUS: string;
  productImages: Image[];
}

/** The products of these ids as their reviews show them (drafts too: staff see every review), by id; unknown ids are left out. */
export async function reviewedProductsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, ReviewedProductSummary>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      referenceNumber: products.referenceNumber,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      // Spelled with its table: a query of one table names its columns bare, and a bare "id" in the pictures'
      // subquery would be the picture's own.
      productImages: productImagesJson(sql`${products}.${sql.identifier(products.id.name)}`),
    })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A condition on another domain's product id column (the staff's review filter): the product named by its reference
 * number, any case, or by its id when the text is digits (either matches). The catalogue writes it, so the caller's one
 * statement filters without reading the products' table itself.
 */
export function productNamedBy(productId: AnyColumn, text: string): SQL {
  const byReference = sql`lower(${products.referenceNumber}) = lower(${text})`;
  const named = /^\d{1,9}$/.test(text) ? or(eq(products.id, Number(text)), byReference)! : byReference;
  return sql`${productId} in (select ${products.id} from ${products} where ${named})`;
}
