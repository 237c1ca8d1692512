import type { CartLine, ChangeCartItemBody } from '../../../contract/cart';

/** One line of GET /api/cartItem/byCustomerId/{customerId} (docs/api.md, Cart and favourites). */
export type { CartLine };

/** PUT /api/cartItem/{cartItemId}: its body, the line's id for the path, and customerId, which only finds the cached cart to update. */
export type ChangeCartItemRequest = ChangeCartItemBody & { customerId: number; cartItemId: number };
