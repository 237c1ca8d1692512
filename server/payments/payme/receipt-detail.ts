import type { Executor } from '../../db/client';
import { orderForReceipt } from '../../orders/receipt-lines';

/**
 * The fiscal receipt data PayMe takes in CheckPerformTransaction's answer, `detail` (developer.help.paycom.uz,
 * receipts.create, "Пример объекта детализации"): every amount in tiyin, `price` per unit, `discount` for the
 * whole line (all its units), `code` the MXIK (IKPU) and `package_code` the product's package code.
 */
export interface ReceiptItem {
  title: string;
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
  discount: number;
}

export interface ReceiptDetail {
  /** 0: a sale of goods (PayMe's receipt type for a purchase). */
  receipt_type: 0;
  items: ReceiptItem[];
  shipping?: { title: string; price: number };
}

/** The delivery line's title: the order keeps no language, so the receipt is in Uzbek like the product titles. */
export const SHIPPING_TITLE = 'Yetkazib berish';

interface Line {
  gross: number;
}

/**
 * `discount` tiyin spread over the lines in proportion to their gross (price × count): each line takes the
 * whole part of its share, and the tiyin left over go one each to the lines with the largest fractional
 * parts, the earlier line first on a tie, so the same order always gets the same receipt and the shares add
 * up to `discount` exactly. No line is discounted beyond its gross while `discount` is at most their sum.
 */
export function spreadDiscount(lines: readonly Line[], discount: number): number[] {
  const grossSum = lines.reduce((sum, line) => sum + line.gross, 0);
  if (discount <= 0 || grossSum === 0) return lines.map(() => 0);
  // BigInt: a discount times a line's gross can pass 2^53 for large orders.
  const total = BigInt(grossSum);
  const exact = lines.map((line) => BigInt(discount) * BigInt(line.gross));
  const shares = exact.map((value) => Number(value / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value % total }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface ReceiptSource {
  /** What PayMe charges, in tiyin. */
  amount: number;
  deliveryTiyin: number;
  lines: ReadonlyArray<Omit<ReceiptItem, 'discount'>>;
}

/**
 * The detail for an order: the lines at the price charged, the coupon's credit spread over them as each
 * line's `discount`, and the delivery as `shipping`. Whatever the order's figures, Σ(price × count −
 * discount) + shipping.price is `amount` exactly: what the lines and delivery come to above the amount is
 * discount; should that exceed the goods (a credit beyond them), the rest comes off the delivery line.
 */
export function receiptDetail(source: ReceiptSource): ReceiptDetail {
  const gross = source.lines.map((line) => line.price * line.count);
  const grossSum = gross.reduce((sum, value) => sum + value, 0);
  let shipping = source.deliveryTiyin;
  let discount = grossSum + shipping - source.amount;
  if (discount > grossSum) {
    shipping -= discount - grossSum;
    discount = grossSum;
  } else if (discount < 0) {
    shipping -= discount;
    discount = 0;
  }
  const shares = spreadDiscount(gross.map((value) => ({ gross: value })), discount);
  const items = source.lines.map((line, index) => ({ ...line, discount: shares[index] ?? 0 }));
  return { receipt_type: 0, items, ...(shipping > 0 ? { shipping: { title: SHIPPING_TITLE, price: shipping } } : {}) };
}

/** The receipt detail of an order as PayMe is asked to charge it (the order's total in tiyin), or undefined. */
export async function orderReceiptDetail(db: Executor, orderId: number): Promise<ReceiptDetail | undefined> {
  const source = await orderReceiptSource(db, orderId);
  return source && receiptDetail(source);
}

/**
 * An order's lines at the price charged, with their codes, and its delivery, as a receipt source for
 * `amountTiyin` (by default the order's total in tiyin); Click's fiscal items are built from it too.
 */
export async function orderReceiptSource(db: Executor, orderId: number, amountTiyin?: number): Promise<ReceiptSource | undefined> {
  const order = await orderForReceipt(db, orderId);
  if (!order) return undefined;
  return {
    amount: amountTiyin ?? order.total * 100,
    deliveryTiyin: order.deliveryCost * 100,
    // A product whose codes staff have not filled in yet goes with empty ones: PayMe then refuses the
    // fiscal receipt, which is what the staff should see, rather than the shop refusing the payment.
    lines: order.lines.map((row) => ({
      title: row.title,
      price: row.unitPrice * 100,
      count: row.quantity,
      code: row.code ?? '',
      package_code: row.packageCode ?? '',
      vat_percent: row.vatPercent,
    })),
  };
}
