import { MAX_LINE_QUANTITY } from '../../../contract/limits';
import type { CartLine } from './types';

/*
 * The cart's preview of the order's money (the delivery rule of docs/api.md, "Orders, delivery and payment").
 * The server prices the order itself at checkout; these numbers only tell the shopper what to expect.
 */

/** Goods from this sum (so'm) travel free. */
export const FREE_DELIVERY_FROM = 400_000;
/** Delivery below that sum. */
export const DELIVERY_FEE = 28_000;

/** Nothing to deliver costs nothing; otherwise free from FREE_DELIVERY_FROM, else the flat fee. */
export function deliveryFee(goodsTotal: number): number {
  if (goodsTotal <= 0) return 0;
  return goodsTotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE;
}

/** The price of one piece: the sale price while the product is on sale, else the sell price. */
export function unitPrice(line: Pick<CartLine, 'sellPrice' | 'salePrice'>): number {
  return line.salePrice !== null && line.salePrice < line.sellPrice ? line.salePrice : line.sellPrice;
}

export type LineAvailability = 'available' | 'soldOut' | 'inactive';

/** A product no longer sold, or a size with nothing left, cannot be ordered. */
export function lineAvailability(line: Pick<CartLine, 'active' | 'productSizeVariant'>): LineAvailability {
  if (!line.active) return 'inactive';
  return line.productSizeVariant.quantity <= 0 ? 'soldOut' : 'available';
}

export function isOrderable(line: Pick<CartLine, 'active' | 'productSizeVariant'>): boolean {
  return lineAvailability(line) === 'available';
}

/** The most of a line's size the shopper may ask for: the stock left, never above MAX_LINE_QUANTITY. */
export function maxQuantity(line: Pick<CartLine, 'productSizeVariant'>): number {
  return Math.min(line.productSizeVariant.quantity, MAX_LINE_QUANTITY);
}

export type CartTotals = {
  /** Orderable lines among the selected ones. */
  lineCount: number;
  /** Pieces in those lines. */
  itemCount: number;
  goods: number;
  delivery: number;
  total: number;
  /** How much more would make delivery free; 0 when it already is or nothing is selected. */
  missingForFreeDelivery: number;
};

/** Totals of the selected lines; a line that cannot be ordered never counts, even if its id is passed. */
export function cartTotals(lines: CartLine[], selectedIds: ReadonlySet<number>): CartTotals {
  const counted = lines.filter((line) => selectedIds.has(line.cartItemId) && isOrderable(line));
  const goods = counted.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
  const delivery = deliveryFee(goods);
  return {
    lineCount: counted.length,
    itemCount: counted.reduce((sum, line) => sum + line.quantity, 0),
    goods,
    delivery,
    total: goods + delivery,
    missingForFreeDelivery: goods > 0 && goods < FREE_DELIVERY_FROM ? FREE_DELIVERY_FROM - goods : 0,
  };
}
