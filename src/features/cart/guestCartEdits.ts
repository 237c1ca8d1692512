import { MAX_LINE_QUANTITY } from '../../../contract/cartLimits';
import type { FullProduct } from '../../../contract/product';
import { MAX_GUEST_LINES, type GuestCartLine } from './guestCart';
import type { CartLine } from './types';

/*
 * Changes to a visitor's cart (guestCart.ts keeps it) and its lines as the cart page shows them: apart from
 * guestCart.ts because only the product page and the cart use them, so the shop's first load does not carry them.
 */

export type GuestAddResult = { lines: GuestCartLine[]; added: number } | { refused: 'outOfStock' | 'full' };

/**
 * Adds `quantity` of a size, as the server's add does: the same size adds up in its one line, never past the stock
 * left or MAX_LINE_QUANTITY; a new size starts a line at the top.
 */
export function addGuestLine(
  lines: readonly GuestCartLine[],
  add: GuestCartLine & { stock: number },
): GuestAddResult {
  const limit = Math.min(add.stock, MAX_LINE_QUANTITY);
  const existing = lines.find((line) => line.productSizeVariantId === add.productSizeVariantId);
  const before = existing?.quantity ?? 0;
  const after = Math.min(before + add.quantity, limit);
  if (after <= before) return { refused: 'outOfStock' };
  if (!existing && lines.length >= MAX_GUEST_LINES) return { refused: 'full' };
  const line = { productId: add.productId, productSizeVariantId: add.productSizeVariantId, quantity: after };
  return {
    lines: existing ? lines.map((candidate) => (candidate === existing ? line : candidate)) : [line, ...lines],
    added: after - before,
  };
}

/** Another size or quantity for a line; moving onto a size already in the cart makes the two one line. */
export function changeGuestLine(
  lines: readonly GuestCartLine[],
  productSizeVariantId: number,
  change: { productSizeVariantId: number; quantity: number },
): GuestCartLine[] {
  const current = lines.find((line) => line.productSizeVariantId === productSizeVariantId);
  if (!current) return [...lines];
  const quantity = Math.max(1, Math.min(change.quantity, MAX_LINE_QUANTITY));
  const other = lines.find((line) => line.productSizeVariantId === change.productSizeVariantId && line !== current);
  if (other) {
    const merged = { ...other, quantity: Math.min(other.quantity + quantity, MAX_LINE_QUANTITY) };
    return lines.filter((line) => line !== current).map((line) => (line === other ? merged : line));
  }
  return lines.map((line) => (line === current ? { ...line, productSizeVariantId: change.productSizeVariantId, quantity } : line));
}

export function removeGuestLines(lines: readonly GuestCartLine[], productSizeVariantIds: readonly number[]): GuestCartLine[] {
  return lines.filter((line) => !productSizeVariantIds.includes(line.productSizeVariantId));
}

/**
 * The visitor's lines as the cart page shows a customer's, from the products as the catalogue has them now. A line
 * has no server id yet, so its size's id stands in for one (a size is never two lines). A line whose product or
 * size the catalogue no longer has is left out.
 */
export function guestCartLines(lines: readonly GuestCartLine[], products: readonly FullProduct[]): CartLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    const size = product?.sizes.find((candidate) => candidate.productSizeVariantId === line.productSizeVariantId);
    if (!product || !size) return [];
    return [
      {
        cartItemId: line.productSizeVariantId,
        productId: product.id,
        nameUZB: product.nameUZB,
        nameRUS: product.nameRUS,
        sellPrice: product.sellPrice,
        salePrice: product.salePrice,
        color: product.color,
        productImages: product.productImages,
        productSizeVariant: { id: size.productSizeVariantId, size: size.size, quantity: size.quantity },
        quantity: line.quantity,
        active: product.active,
        sizes: product.sizes,
      },
    ];
  });
}
