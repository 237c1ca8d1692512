import type { CartLine } from '../../../contract/cart';

/** One line of GET /api/cartItem/byCustomerId/{customerId} (docs/api.md, Cart and favourites). */
export type { CartLine };

export type AddCartItemRequest = { customerId: number; productSizeVariantId: number; quantity: number };

/** PUT /api/cartItem/{cartItemId}; customerId only finds the cached cart to update, it is not sent. */
export type ChangeCartItemRequest = {
  customerId: number;
  cartItemId: number;
  productSizeVariantId: number;
  quantity: number;
};

/** POST /api/cartItem/merge: a visitor's lines, newest first. */
export type MergeCartRequest = {
  customerId: number;
  items: Array<{ productSizeVariantId: number; quantity: number }>;
};
