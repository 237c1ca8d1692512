import { Type, type Static } from '@sinclair/typebox';
import { Color, Image, Nullable } from './common';

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
