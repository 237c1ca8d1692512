import type { Executor } from '../../db/client';
import { categoryProductPage, productById, type CardPage } from './queries';
import type { FullProduct } from '../../../contract/product';
import type { CategoryProductsQuery } from './schemas';
import { sizesAsCartLines, sizesWithProduct, type SizeAsCartLine, type SizeForSale } from './size-queries';

export type { SizeAsCartLine, SizeForSale };

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
