import { Type, type Static } from '@sinclair/typebox';
import { ProductCard } from './product';

/** One favourite of GET /api/likedItem/getByCustomerId/{customerId}: its own id and the product's card. */
export const LikedItem = Type.Object({ id: Type.Integer(), product: ProductCard });
export type LikedItem = Static<typeof LikedItem>;
