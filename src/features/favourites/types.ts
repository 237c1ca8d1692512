import type { LikedItem as ContractLikedItem } from '../../../contract/favourites';

/** One favourite of GET /api/likedItem/getByCustomerId/{customerId}: its own id and the product's card. */
export type LikedItem = ContractLikedItem;

export type AddLikedItemRequest = { customerId: number; productId: number };

/** POST /api/likedItem/merge: a visitor's liked products, newest first. */
export type MergeLikedItemsRequest = { customerId: number; productIds: number[] };
