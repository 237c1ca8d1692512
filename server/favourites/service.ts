import type { Executor } from '../db/client';
import { deleteLikedItemsOf } from './queries';

/* What other domains do with the favourites; the favourites' own routes use queries.ts and merge.ts. */

/** Deletes the customer's favourites: their deletion takes them (customers/directory/service.ts). */
export function forgetFavourites(db: Executor, customerId: number): Promise<void> {
  return deleteLikedItemsOf(db, customerId);
}
