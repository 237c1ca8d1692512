import { Type, type Static } from '@sinclair/typebox';
import { Color, Image, Nullable } from './common';
import { MAX_LINE_QUANTITY } from './cartLimits';
import { ClosedObject, Id } from './request';

/** Another size of a cart line's product, which the cart can switch to in place. */
export const SizeOption = Type.Object({
  productSizeVariantId: Type.Integer(),
  size: Type.String(),
  quantity: Type.Integer({ description: 'stock left' }),
});
export type SizeOption = Static<typeof SizeOption>;

/** One line of GET /api/cartItem/byCustomerId/{customerId}, with the product's other sizes. */
export const CartLine = Type.Object({
  cartItemId: Type.Integer(),
  productId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  sellPrice: Type.Integer(),
  salePrice: Nullable(Type.Integer()),
  color: Color,
  productImages: Type.Array(Image),
  productSizeVariant: Type.Object({
    id: Type.Integer(),
    size: Type.String(),
    quantity: Type.Integer({ description: 'stock left' }),
  }),
  quantity: Type.Integer(),
  active: Type.Boolean({ description: 'false when the product is no longer sold' }),
  sizes: Type.Array(SizeOption),
});
export type CartLine = Static<typeof CartLine>;

/** Why a line of a visitor's cart did not go, or went only in part, into the account's cart. */
export const CartMergeReason = Type.Union([
  Type.Literal('NOT_SOLD', { description: 'the product is no longer sold' }),
  Type.Literal('SIZE_GONE', { description: 'the size no longer exists' }),
  Type.Literal('STOCK', { description: 'the stock left was less' }),
  Type.Literal('LINE_LIMIT', { description: 'a line holds at most MAX_LINE_QUANTITY' }),
]);
export type CartMergeReason = Static<typeof CartMergeReason>;

/** A visitor's line the account's cart could not take whole: `kept` of the `asked` went in. */
export const CartMergeShortfall = Type.Object({
  productSizeVariantId: Type.Integer(),
  reason: CartMergeReason,
  asked: Type.Integer(),
  kept: Type.Integer(),
  nameUZB: Nullable(Type.String()),
  nameRUS: Nullable(Type.String()),
  size: Nullable(Type.String()),
});
export type CartMergeShortfall = Static<typeof CartMergeShortfall>;

/** POST /api/cartItem/merge: the account's whole cart afterwards, and what could not be kept. */
export const CartMerge = Type.Object({ cart: Type.Array(CartLine), notKept: Type.Array(CartMergeShortfall) });
export type CartMerge = Static<typeof CartMerge>;

/* The cart's requests. */

const LineQuantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

export const AddCartItemBody = ClosedObject({
  customerId: Id,
  productSizeVariantId: Id,
  quantity: LineQuantity,
});
export type AddCartItemBody = Static<typeof AddCartItemBody>;

export const ChangeCartItemBody = ClosedObject({
  productSizeVariantId: Id,
  quantity: LineQuantity,
});
export type ChangeCartItemBody = Static<typeof ChangeCartItemBody>;

export const DeleteCartItemGroupBody = ClosedObject({
  cartIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
});
export type DeleteCartItemGroupBody = Static<typeof DeleteCartItemGroupBody>;

/** How many lines a visitor's cart may bring at once (the SPA keeps at most this many). */
const MAX_MERGED_LINES = 100;

export const MergeCartBody = ClosedObject({
  customerId: Id,
  items: Type.Array(ClosedObject({ productSizeVariantId: Id, quantity: LineQuantity }), { minItems: 1, maxItems: MAX_MERGED_LINES }),
});
export type MergeCartBody = Static<typeof MergeCartBody>;
