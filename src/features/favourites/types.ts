import type { LikedItem as ContractLikedItem } from '../../../contract/favourites';

/** One favourite of GET /api/likedItem/getByCustomerId/{customerId}: its own id and the product's card. */
export type LikedItem = ContractLikedItem;
