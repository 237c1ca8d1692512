import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { ProductCard } from './product';
import { ClosedObject, Id } from './request';

/** One favourite of GET /api/likedItem/getByCustomerId/{customerId}: its own id and the product's card. */
export const LikedItem = Type.Object({ id: Type.Integer(), product: ProductCard });
export type LikedItem = Static<typeof LikedItem>;

/** A visitor's favourite the account could not take: a product no longer sold, or one that is gone. */
export const FavouritesMergeShortfall = Type.Object({
  productId: Type.Integer(),
  reason: Type.Union([
    Type.Literal('NOT_SOLD', { description: 'the product is no longer sold' }),
    Type.Literal('GONE', { description: 'no such product' }),
  ]),
  nameUZB: Nullable(Type.String()),
  nameRUS: Nullable(Type.String()),
});
export type FavouritesMergeShortfall = Static<typeof FavouritesMergeShortfall>;

/** POST /api/likedItem/merge: the account's favourites afterwards, newest first, and what could not be kept. */
export const FavouritesMerge = Type.Object({ items: Type.Array(LikedItem), notKept: Type.Array(FavouritesMergeShortfall) });
export type FavouritesMerge = Static<typeof FavouritesMerge>;

/** POST /api/likedItem/addLikedItem. */
export const AddLikedItemBody = ClosedObject({ customerId: Id, productId: Id });
export type AddLikedItemBody = Static<typeof AddLikedItemBody>;

/** POST /api/likedItem/merge: a visitor's liked products, newest first. */
export const MergeLikedItemsBody = ClosedObject({ customerId: Id, productIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) });
export type MergeLikedItemsBody = Static<typeof MergeLikedItemsBody>;
