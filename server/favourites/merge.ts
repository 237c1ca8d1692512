import type { Database } from '../db/client';
import { findProducts } from '../catalogue/service';
import { likeProducts, loadLikedItems } from './queries';
import type { FavouritesMerge, FavouritesMergeShortfall } from '../../contract/favourites';

/**
 * Takes a visitor's favourites (kept in the browser) into the customer's, in one transaction: a product already
 * liked stays once, a product no longer sold or gone is skipped and listed. `productIds` come newest first and
 * keep that order.
 */
export async function mergeLikedItems(db: Database, customerId: number, productIds: number[], now: Date): Promise<FavouritesMerge> {
  const wanted = [...new Set(productIds)];
  const notKept = await db.transaction(async (tx) => {
    const found = new Map((await findProducts(tx, wanted)).map((product) => [product.id, product]));
    const missed: FavouritesMergeShortfall[] = [];
    const likes: Array<{ productId: number; createdAt: Date }> = [];
    // Oldest first, each a moment later, so the list shows them newest first as the visitor saw them.
    for (const [index, productId] of [...wanted].reverse().entries()) {
      const product = found.get(productId);
      if (!product || !product.active) {
        missed.push({ productId, reason: product ? 'NOT_SOLD' : 'GONE', nameUZB: product?.nameUZB ?? null, nameRUS: product?.nameRUS ?? null });
        continue;
      }
      likes.push({ productId, createdAt: new Date(now.getTime() + index) });
    }
    await likeProducts(tx, customerId, likes);
    return missed.reverse();
  });
  return { items: await loadLikedItems(db, customerId, now), notKept };
}
