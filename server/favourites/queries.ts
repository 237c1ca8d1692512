import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { likedItems } from '../db/schema/favourites';
import type { LikedItem } from '../../contract/favourites';
import { loadProductCards } from '../catalogue/products/cards';

/** Liked items with their product cards, in the order given. */
async function withCards(db: Executor, items: Array<{ id: number; productId: number }>, now: Date): Promise<LikedItem[]> {
  const cards = await loadProductCards(db, items.map((item) => item.productId), now);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return items.flatMap((item) => {
    const product = cardById.get(item.productId);
    return product ? [{ id: item.id, product }] : [];
  });
}

/** The customer's favourites, newest first. */
export async function loadLikedItems(db: Executor, customerId: number, now: Date): Promise<LikedItem[]> {
  const items = await db
    .select({ id: likedItems.id, productId: likedItems.productId })
    .from(likedItems)
    .where(eq(likedItems.customerId, customerId))
    .orderBy(desc(likedItems.createdAt), desc(likedItems.id));
  return withCards(db, items, now);
}

/** Likes a product once: a second like finds the first; `created` tells which happened. */
export async function likeProduct(
  db: Executor,
  like: { customerId: number; productId: number; createdAt: Date },
  now: Date,
): Promise<{ item: LikedItem | undefined; created: boolean }> {
  const [inserted] = await db
    .insert(likedItems)
    .values({ customerId: like.customerId, productId: like.productId, createdAt: like.createdAt })
    .onConflictDoNothing({ target: [likedItems.customerId, likedItems.productId] })
    .returning({ id: likedItems.id, productId: likedItems.productId });
  const row = inserted
    ?? (await db
      .select({ id: likedItems.id, productId: likedItems.productId })
      .from(likedItems)
      .where(and(eq(likedItems.customerId, like.customerId), eq(likedItems.productId, like.productId))))[0];
  const [item] = row ? await withCards(db, [row], now) : [];
  return { item, created: inserted !== undefined };
}

export async function deleteLikedItem(db: Executor, customerId: number, likedItemId: number): Promise<void> {
  await db.delete(likedItems).where(and(eq(likedItems.customerId, customerId), eq(likedItems.id, likedItemId)));
}

/** Likes each product once; one the customer already likes stays as it was. */
export async function likeProducts(db: Executor, customerId: number, likes: Array<{ productId: number; createdAt: Date }>): Promise<void> {
  if (likes.length === 0) return;
  await db
    .insert(likedItems)
    .values(likes.map((like) => ({ customerId, productId: like.productId, createdAt: like.createdAt })))
    .onConflictDoNothing({ target: [likedItems.customerId, likedItems.productId] });
}

export async function deleteLikedItemsOf(db: Executor, customerId: number): Promise<void> {
  await db.delete(likedItems).where(eq(likedItems.customerId, customerId));
}

export async function deleteLikedItemsOfProduct(db: Executor, productId: number): Promise<void> {
  await db.delete(likedItems).where(eq(likedItems.productId, productId));
}
