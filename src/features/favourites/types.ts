import type { ProductCard } from '../../components/product/types';

/** One favourite of GET /api/likedItem/getByCustomerId/{customerId}: its own id and the product's card. */
export type LikedItem = { id: number; product: ProductCard };

export type AddLikedItemRequest = { customerId: number; productId: number };
