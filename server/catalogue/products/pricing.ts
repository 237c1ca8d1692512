/** The price after a `sale` percent, rounded to 100 so'm; null when there is no sale. */
export function salePrice(sellPrice: number, sale: number): number | null {
  if (sale <= 0) return null;
  return Math.round((sellPrice * (100 - sale)) / 100 / 100) * 100;
}

/** What the shopper pays for one unit. */
export function unitPrice(sellPrice: number, sale: number): number {
  return salePrice(sellPrice, sale) ?? sellPrice;
}

/** A product counts as new for this long after it was first stocked. */
export const NEW_FOR_MS = 10 * 24 * 60 * 60 * 1000;
