import type { Executor } from '../../db/client';
import { categoryProductPage, productById, type CardPage } from './queries';
import type { FullProduct } from '../../../contract/product';
import type { CategoryProductsQuery } from './schemas';

/* What other domains read of the products (the web pages' heads); the products' own routes read queries.ts. */

/** The whole product, inactive ones included so old links still open; null when there is none. */
export function findProduct(db: Executor, id: number, now: Date): Promise<FullProduct | null> {
  return productById(db, id, now);
}

/** A page of the active product cards of a category and its subcategories; null for an unknown category. */
export function categoryCards(db: Executor, categoryId: number, query: CategoryProductsQuery, now: Date): Promise<CardPage | null> {
  return categoryProductPage(db, categoryId, query, now);
}
