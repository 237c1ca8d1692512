import type { Database } from '../db/client';
import { sizesForSale, type SizeForSale } from '../catalogue/products/service';
import { loadCart, lockCartLinesOfVariants, setCartLineQuantity } from './queries';
import type { CartMerge, CartMergeReason, CartMergeShortfall } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cartLimits';

type VisitorLine = { productSizeVariantId: number; quantity: number };

/** The same size named twice is one line of both quantities; the first mention keeps its place. */
function combineRepeats(lines: VisitorLine[]): VisitorLine[] {
  const byVariant = new Map<number, number>();
  for (const line of lines) byVariant.set(line.productSizeVariantId, (byVariant.get(line.productSizeVariantId) ?? 0) + line.quantity);
  return [...byVariant].map(([productSizeVariantId, quantity]) => ({ productSizeVariantId, quantity }));
}

function shortfall(line: VisitorLine, reason: CartMergeReason, kept: number, variant: SizeForSale | undefined): CartMergeShortfall {
  return {
    productSizeVariantId: line.productSizeVariantId,
    reason,
    asked: line.quantity,
    kept,
    nameUZB: variant?.nameUZB ?? null,
    nameRUS: variant?.nameRUS ?? null,
    size: variant?.size ?? null,
  };
}

/**
 * Takes a visitor's cart (kept in the browser) into the customer's, in one transaction: a size already in the
 * account's cart adds up in its line, every line stays within the stock left and MAX_LINE_QUANTITY (a line
 * already above the stock is left as it is, never cut), and a product no longer sold or a size gone is skipped.
 * `lines` come newest first, as the cart lists them, and keep that order.
 */
export async function mergeCartItems(db: Database, customerId: number, lines: VisitorLine[], now: Date): Promise<CartMerge> {
  const wanted = combineRepeats(lines);
  const variantIds = wanted.map((line) => line.productSizeVariantId);
  const notKept = await db.transaction(async (tx) => {
    const variants = new Map((await sizesForSale(tx, variantIds)).map((variant) => [variant.id, variant]));
    const held = new Map((await lockCartLinesOfVariants(tx, customerId, variantIds)).map((line) => [line.productSizeVariantId, line.quantity]));
    const missed: CartMergeShortfall[] = [];
    // Oldest first, each a moment later than the one before, so the cart lists them newest first as the visitor saw them.
    for (const [index, line] of [...wanted].reverse().entries()) {
      const variant = variants.get(line.productSizeVariantId);
      if (!variant) {
        missed.push(shortfall(line, 'SIZE_GONE', 0, variant));
        continue;
      }
      if (!variant.productActive) {
        missed.push(shortfall(line, 'NOT_SOLD', 0, variant));
        continue;
      }
      const before = held.get(variant.id) ?? 0;
      const limit = Math.min(variant.stock, MAX_LINE_QUANTITY);
      const after = Math.max(before, Math.min(before + line.quantity, limit));
      const kept = after - before;
      if (kept < line.quantity) missed.push(shortfall(line, variant.stock < before + line.quantity ? 'STOCK' : 'LINE_LIMIT', kept, variant));
      if (kept === 0) continue;
      await setCartLineQuantity(tx, { customerId, productSizeVariantId: variant.id, quantity: after, createdAt: new Date(now.getTime() + index) });
    }
    // The answer follows the visitor's order: newest first.
    return missed.reverse();
  });
  return { cart: await loadCart(db, customerId, now), notKept };
}
