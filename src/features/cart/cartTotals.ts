import { MAX_LINE_QUANTITY } from '../../../contract/cartLimits';
import type { DeliveryRules } from '../../../contract/settings';
import type { CartLine } from './types';

/*
 * The cart's preview of the order's money (the delivery rule of docs/api.md, "Orders, delivery and payment").
 * The server prices the order itself at checkout; these numbers only tell the shopper what to expect.
 */

/** Nothing to deliver costs nothing; otherwise free from the shop's threshold, else its flat fee. */
export function deliveryFee(goodsTotal: number, rules: DeliveryRules): number {
  if (goodsTotal <= 0) return 0;
  return goodsTotal >= rules.freeDeliveryFrom ? 0 : rules.deliveryFee;
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
  /** The goods total from which delivery is free (the shop settings'). */
  freeDeliveryFrom: number;
};

/** Totals of the selected lines; a line that cannot be ordered never counts, even if its id is passed. */
export function cartTotals(lines: CartLine[], selectedIds: ReadonlySet<number>, rules: DeliveryRules): CartTotals {
  const counted = lines.filter((line) => selectedIds.has(line.cartItemId) && isOrderable(line));
  const goods = counted.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
  const delivery = deliveryFee(goods, rules);
  return {
    lineCount: counted.length,
    itemCount: counted.reduce((sum, line) => sum + line.quantity, 0),
    goods,
    delivery,
    total: goods + delivery,
    missingForFreeDelivery: goods > 0 && goods < rules.freeDeliveryFrom ? rules.freeDeliveryFrom - goods : 0,
    freeDeliveryFrom: rules.freeDeliveryFrom,
  };
}
