import type { Executor } from '../../db/client';
import { categoryProductPage, productById, type CardPage } from './queries';
import type { FullProduct } from '../../../contract/product';
import type { CategoryProductsQuery } from './schemas';
import type { Color } from '../../../contract/common';
import type { HomeProduct } from '../../../contract/homepage';
import { productSummaries } from './summary-queries';
import { activeInStockAmong, newestActiveInStock } from './showcase-queries';
import {
  coloursOfIds,
  fiscalCodesOf,
  sizeQuantity,
  sizesAsCartLines,
  sizesWithOrderCopy,
  sizesWithProduct,
  type FiscalCodes,
  type SizeAsCartLine,
  type SizeForSale,
  type SizeToOrder,
} from './size-queries';

export type { SizeAsCartLine, SizeForSale, SizeToOrder };

/* What other domains read of the products (the web pages' heads); the products' own routes read queries.ts. */

/** The whole product, inactive ones included so old links still open; null when there is none. */
export function findProduct(db: Executor, id: number, now: Date): Promise<FullProduct | null> {
  return productById(db, id, now);
}

/** A page of the active product cards of a category and its subcategories; null for an unknown category. */
export function categoryCards(db: Executor, categoryId: number, query: CategoryProductsQuery, now: Date): Promise<CardPage | null> {
  return categoryProductPage(db, categoryId, query, now);
}

/** The sizes of these ids with their stock and product (the cart checks an add against them); unknown ids left out. */
export function sizesForSale(db: Executor, sizeIds: number[]): Promise<SizeForSale[]> {
  return sizesWithProduct(db, sizeIds);
}

/** The sizes of these ids as the cart's lines show them (product, colour, pictures, price at `now`), by size id. */
export function sizesForCartLines(db: Executor, sizeIds: number[], now: Date): Promise<Map<number, SizeAsCartLine>> {
  return sizesAsCartLines(db, sizeIds, now);
}

/** What an order copies of each size's product (names, price with the sale at `now`, colour, first picture). */
export function sizesToOrder(db: Executor, sizeIds: number[], now: Date): Promise<SizeToOrder[]> {
  return sizesWithOrderCopy(db, sizeIds, now);
}

/** The stock left in a size (0 for a size that is gone): what a refused checkout tells the shopper. */
export function stockLeftInSize(db: Executor, sizeId: number): Promise<number> {
  return sizeQuantity(db, sizeId);
}

/** The colours of these ids, by id (an order's lines show theirs); unknown ids left out. */
export function coloursByIds(db: Executor, colourIds: number[]): Promise<Map<number, Color>> {
  return coloursOfIds(db, colourIds);
}

/** The products' fiscal codes as they stand now, by product id (a receipt's lines). */
export function productFiscalCodes(db: Executor, productIds: number[]): Promise<Map<number, FiscalCodes>> {
  return fiscalCodesOf(db, productIds);
}

/**
 * Products by id, drafts too, as the home page's editors list them (reference, names, active, first picture), in the
 * order of `ids`; unknown ids are left out, so a caller also learns which ids name no product.
 */
export async function productsByIds(db: Executor, ids: number[]): Promise<HomeProduct[]> {
  const byId = new Map((await productSummaries(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of these products are active with a size in stock: the ones a home page slider may show. */
export function showableAmong(db: Executor, ids: number[]): Promise<Set<number>> {
  return activeInStockAmong(db, ids);
}

/** The newest `limit` active, in-stock products of the category's tree: a slider with no chosen products shows these. */
export function newestShowableIn(db: Executor, categoryId: number, limit: number): Promise<number[]> {
  return newestActiveInStock(db, categoryId, limit);
}
