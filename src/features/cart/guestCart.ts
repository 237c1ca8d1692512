import { MAX_LINE_QUANTITY } from '../../../contract/cartLimits';
import { browserStorage, isRecordId } from '../../components/browserStorage';

/*
 * A visitor's cart, kept in this browser's local storage until the visitor signs in or up (then POST
 * /api/cartItem/merge takes it into the account: docs/api.md, Cart and favourites). A line is a size of a product and
 * a quantity, as the signed-in cart has them; the product's names, prices and stock are read afresh from the
 * catalogue, never stored. This module is what the first load needs (the header's count, other tabs' changes); the
 * edits and the cart page's lines are in guestCartEdits.ts, loaded with the pages that use them.
 */

export type GuestCartLine = { productId: number; productSizeVariantId: number; quantity: number };

export const guestCartStorageKey = 'libos.guestCart';
/** As many lines as one merge takes. */
export const MAX_GUEST_LINES = 100;

/** One stored line, if it is one: ids and a quantity of 1 to MAX_LINE_QUANTITY. */
function readLine(value: unknown): GuestCartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, productSizeVariantId, quantity } = value as Record<string, unknown>;
  if (!isRecordId(productId) || !isRecordId(productSizeVariantId)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return { productId, productSizeVariantId, quantity };
}

/**
 * The stored lines, newest first. What another version of the shop (or a hand) left there is checked by the same
 * rules: a line that is not one is dropped, a size named twice keeps its first line, and at most MAX_GUEST_LINES stay.
 */
export function parseGuestCart(text: string | null): GuestCartLine[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const lines: GuestCartLine[] = [];
    for (const value of parsed) {
      const line = readLine(value);
      if (line && !lines.some((kept) => kept.productSizeVariantId === line.productSizeVariantId)) lines.push(line);
    }
    return lines.slice(0, MAX_GUEST_LINES);
  } catch {
    return [];
  }
}

export function readGuestCart(): GuestCartLine[] {
  return parseGuestCart(browserStorage()?.getItem(guestCartStorageKey) ?? null);
}

export function writeGuestCart(lines: readonly GuestCartLine[]): void {
  try {
    if (lines.length === 0) browserStorage()?.removeItem(guestCartStorageKey);
    else browserStorage()?.setItem(guestCartStorageKey, JSON.stringify(lines));
  } catch {
    // Full or forbidden storage: the cart then lasts for this visit only.
  }
}
