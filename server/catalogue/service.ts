import type { Executor } from '../db/client';
import { categoryWithCount, subCategories } from './queries';

/* What other domains read of the catalogue (the web pages' heads); the catalogue's own routes read queries.ts. */

/** One category with the number of its active products, its subcategories' included; null when there is none. */
export function categoryWithProductCount(db: Executor, id: number) {
  return categoryWithCount(db, id);
}

/** The subcategories of a parent named by id or nameUZB; null when there is no such parent. */
export function subCategoriesOf(db: Executor, parentRef: { id: number } | { name: string }) {
  return subCategories(db, parentRef);
}
