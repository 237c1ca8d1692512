/** What a stock change does to a size's quantity: set it, add to it, or take from it (with a reason). */
export const STOCK_CHANGE_KINDS = ['set', 'add', 'remove'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];
