import type { Database, Executor, Transaction } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import {
  countCartLinesOfVariant,
  deleteCartLinesReturning,
  deleteCartItems,
  deleteCartLinesOfVariants,
  deleteCartOf,
  findCartItem,
  findCartItemByVariant,
  findVariantForSale,
  increaseCartItem,
  loadCartLine,
  selectCartLinesOf,
  updateCartItem,
  upsertCartItem,
} from './queries';
import type { SizeForSale } from '../catalogue/products/service';
import type { CartLine } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cartLimits';

async function sellableVariant(db: Executor, variantId: number): Promise<SizeForSale> {
  const variant = await findVariantForSale(db, variantId);
  if (!variant) throw notFound('Size variant');
  if (!variant.productActive) throw conflict('CONFLICT', 'This product is no longer sold', { productSizeVariantId: 'is not on sale' });
  return variant;
}

/** A line may hold what is in stock (the cart holds nothing back; placing the order checks again). */
function assertWithinStock(variant: SizeForSale, lineQuantity: number, alreadyInCart: number): void {
  if (lineQuantity > variant.stock) {
    const message = variant.stock === 0
      ? `Size ${variant.size} is sold out`
      : `Only ${variant.stock} left in size ${variant.size}${alreadyInCart > 0 ? `, and your cart already holds ${alreadyInCart}` : ''}`;
    throw conflict('OUT_OF_STOCK', message, { quantity: `at most ${Math.max(variant.stock - alreadyInCart, 0)}` });
  }
  if (lineQuantity > MAX_LINE_QUANTITY) {
    throw badRequest(`A cart line holds at most ${MAX_LINE_QUANTITY}`, { quantity: `at most ${MAX_LINE_QUANTITY - alreadyInCart}` });
  }
}

async function answerLine(db: Database, cartItemId: number, now: Date): Promise<CartLine> {
  const line = await loadCartLine(db, cartItemId, now);
  if (!line) throw notFound('Cart item');
  return line;
}

/** Puts `quantity` of a variant in the cart; a variant already there adds up in its one line. */
export async function addCartItem(
  db: Database,
  request: { customerId: number; productSizeVariantId: number; quantity: number },
  now: Date,
): Promise<CartLine> {
  const cartItemId = await db.transaction(async (tx) => {
    const variant = await sellableVariant(tx, request.productSizeVariantId);
    // Adding up in the database keeps two quick taps from losing one; a refusal rolls the add back.
    const line = await upsertCartItem(tx, {
      customerId: request.customerId,
      productSizeVariantId: request.productSizeVariantId,
      quantity: request.quantity,
      createdAt: now,
    });
    assertWithinStock(variant, line.quantity, line.quantity - request.quantity);
    return line.id;
  });
  return answerLine(db, cartItemId, now);
}

/**
 * Sets a line's variant (another size or colour) and quantity. When the customer already has a line of
 * the new variant, the two become one: that line takes this quantity on top and this line goes.
 */
export async function changeCartItem(
  db: Database,
  customerId: number,
  cartItemId: number,
  change: { productSizeVariantId: number; quantity: number },
  now: Date,
): Promise<CartLine> {
  const resultId = await db.transaction(async (tx) => {
    const current = await findCartItem(tx, cartItemId);
    if (!current) throw notFound('Cart item');
    const variant = await sellableVariant(tx, change.productSizeVariantId);
    if (current.productSizeVariantId === variant.id) {
      assertWithinStock(variant, change.quantity, 0);
      await updateCartItem(tx, current.id, { quantity: change.quantity });
      return current.id;
    }
    const other = await findCartItemByVariant(tx, customerId, variant.id);
    if (other) {
      const merged = await increaseCartItem(tx, other.id, change.quantity);
      if (merged === undefined) throw notFound('Cart item');
      assertWithinStock(variant, merged, merged - change.quantity);
      await deleteCartItems(tx, customerId, [current.id]);
      return other.id;
    }
    assertWithinStock(variant, change.quantity, 0);
    await updateCartItem(tx, current.id, change);
    return current.id;
  });
  return answerLine(db, resultId, now);
}

/** Empties the customer's cart: their deletion takes it (customers/directory/service.ts). */
export function forgetCart(db: Executor, customerId: number): Promise<void> {
  return deleteCartOf(db, customerId);
}

/** How many carts hold the size: it then stays (catalogue/stock). */
export function cartLinesOfSize(db: Executor, sizeVariantId: number): Promise<number> {
  return countCartLinesOfVariant(db, sizeVariantId);
}

/** Deletes every cart line of these sizes: their product's deletion takes them (catalogue/products/editing). */
export function forgetCartLinesOfSizes(db: Executor, sizeIds: number[]): Promise<void> {
  return deleteCartLinesOfVariants(db, sizeIds);
}

/**
 * Takes the lines out of the customer's cart and answers what they held (the checkout, orders/service.ts). Deleting
 * first claims them: of two orders placed at once from the same lines, the second finds them gone and places nothing.
 */
export function claimCartLines(tx: Transaction, customerId: number, cartItemIds: number[]) {
  return deleteCartLinesReturning(tx, customerId, cartItemIds);
}

/** What claimCartLines would take, left in the cart: the checkout's look at a promo code before the order. */
export function peekCartLines(db: Executor, customerId: number, cartItemIds: number[]) {
  return selectCartLinesOf(db, customerId, cartItemIds);
}
