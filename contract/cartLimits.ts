/*
 * The cart's limit, a plain value like contract/limits.ts, for the server and the shop. A module of its own for the
 * reason contract/cardPictureSizes.ts gives: the shop's start (the guest cart, features/cart) needs this one
 * number, and taking it from limits.ts carried every limit a later page uses into the shop's first load.
 */

/** How many of one item a single cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
