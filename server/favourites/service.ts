import type { Executor } from '../db/client';
import { deleteLikedItemsOf, deleteLikedItemsOfProduct } from './queries';

/* What other domains do with the favourites; the favourites' own routes use queries.ts and merge.ts. */

/** Deletes the customer's favourites: their deletion takes them (customers/directory/service.ts). */
export function forgetFavourites(db: Executor, customerId: number): Promise<void> {
  return deleteLikedItemsOf(db, customerId);
}

/** Deletes every favourite that names the product: its deletion takes them (catalogue/products/editing). */
export function forgetFavouritesOfProduct(db: Executor, productId: number): Promise<void> {
  return deleteLikedItemsOfProduct(db, productId);
}
