import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { cartItems } from '../db/schema/shopping';
import { sizesForCartLines, sizesForSale, type SizeForSale } from '../catalogue/products/service';
import type { CartLine } from '../../contract/cart';

/**
 * The cart's lines of `where`, newest first: the lines from the cart, then their sizes as the catalogue shows them,
 * in one query for the whole cart.
 */
async function selectLines(db: Executor, where: SQL | undefined, now: Date): Promise<CartLine[]> {
  const items = await db
    .select({ cartItemId: cartItems.id, productSizeVariantId: cartItems.productSizeVariantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(where)
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const sizes = await sizesForCartLines(db, [...new Set(items.map((item) => item.productSizeVariantId))], now);
  return items.flatMap(({ cartItemId, productSizeVariantId, quantity }) => {
    const size = sizes.get(productSizeVariantId);
    return size ? [{ cartItemId, ...size, quantity }] : [];
  });
}

/** The customer's cart, newest line first. */
export function loadCart(db: Executor, customerId: number, now: Date): Promise<CartLine[]> {
  return selectLines(db, eq(cartItems.customerId, customerId), now);
}

export async function loadCartLine(db: Executor, cartItemId: number, now: Date): Promise<CartLine | undefined> {
  const [line] = await selectLines(db, eq(cartItems.id, cartItemId), now);
  return line;
}

/** The size with its stock; the cart holds no stock back, so placing the order checks stock again. */
export async function findVariantForSale(db: Executor, variantId: number): Promise<SizeForSale | undefined> {
  const [variant] = await sizesForSale(db, [variantId]);
  return variant;
}

export async function findCartItem(db: Executor, cartItemId: number) {
  const [item] = await db.select().from(cartItems).where(eq(cartItems.id, cartItemId));
  return item;
}

export async function findCartItemByVariant(db: Executor, customerId: number, variantId: number) {
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productSizeVariantId, variantId)));
  return item;
}

/** Adds to the customer's line of this variant, or starts one; answers the line's id and new quantity. */
export async function upsertCartItem(
  db: Executor,
  line: { customerId: number; productSizeVariantId: number; quantity: number; createdAt: Date },
): Promise<{ id: number; quantity: number }> {
  const [row] = await db
    .insert(cartItems)
    .values({ customerId: line.customerId, productSizeVariantId: line.productSizeVariantId, quantity: line.quantity, createdAt: line.createdAt })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productSizeVariantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ id: cartItems.id, quantity: cartItems.quantity });
  return row!;
}

/** Adds to a line in the database (so a concurrent add is not lost); answers the new quantity. */
export async function increaseCartItem(db: Executor, cartItemId: number, quantity: number): Promise<number | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + ${quantity}` })
    .where(eq(cartItems.id, cartItemId))
    .returning({ quantity: cartItems.quantity });
  return row?.quantity;
}

export async function updateCartItem(db: Executor, cartItemId: number, fields: { productSizeVariantId?: number; quantity: number }) {
  // An unset productSizeVariantId (undefined) is left as it is.
  await db.update(cartItems).set({ productSizeVariantId: fields.productSizeVariantId, quantity: fields.quantity }).where(eq(cartItems.id, cartItemId));
}

export async function deleteCartItems(db: Executor, customerId: number, cartItemIds: number[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, cartItemIds)));
}

/** The customer's lines of these variants, locked until the transaction ends, so two merges add up in turn. */
export async function lockCartLinesOfVariants(
  db: Executor,
  customerId: number,
  variantIds: number[],
): Promise<Array<{ productSizeVariantId: number; quantity: number }>> {
  return db
    .select({ productSizeVariantId: cartItems.productSizeVariantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.productSizeVariantId, variantIds)))
    .for('update');
}

/** Sets the customer's line of a variant to `quantity`, starting the line when there is none. */
export async function setCartLineQuantity(
  db: Executor,
  line: { customerId: number; productSizeVariantId: number; quantity: number; createdAt: Date },
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ customerId: line.customerId, productSizeVariantId: line.productSizeVariantId, quantity: line.quantity, createdAt: line.createdAt })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productSizeVariantId],
      set: { quantity: sql`excluded.quantity` },
    });
}

export async function deleteCartOf(db: Executor, customerId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
}

export async function countCartLinesOfVariant(db: Executor, variantId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.productSizeVariantId, variantId));
  return Number(row?.total ?? 0);
}

export function deleteCartLinesReturning(tx: Transaction, customerId: number, cartItemIds: number[]) {
  return tx
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, cartItemIds)))
    .returning({ cartItemId: cartItems.id, productSizeVariantId: cartItems.productSizeVariantId, quantity: cartItems.quantity });
}

/** The customer's lines among these ids, as deleteCartLinesReturning answers them, leaving them in the cart. */
export function selectCartLinesOf(db: Executor, customerId: number, cartItemIds: number[]) {
  return db
    .select({ cartItemId: cartItems.id, productSizeVariantId: cartItems.productSizeVariantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, cartItemIds)));
}

export async function deleteCartLinesOfVariants(db: Executor, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.delete(cartItems).where(inArray(cartItems.productSizeVariantId, variantIds));
}
