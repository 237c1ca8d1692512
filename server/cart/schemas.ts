import { Type, type Static } from '@sinclair/typebox';
import { ClosedObject, Color, Id, Image, Nullable } from '../http/schemas';

/** How many of one item a single cart line may hold. */
export const MAX_LINE_QUANTITY = 99;

const LineQuantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

export const SizeOption = Type.Object({
  productSizeVariantId: Type.Integer(),
  size: Type.String(),
  quantity: Type.Integer({ description: 'stock left' }),
});

/** One line of the cart, with the product's other sizes so the cart can switch size in place. */
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

export const AddCartItemBody = ClosedObject({
  customerId: Id,
  productSizeVariantId: Id,
  quantity: LineQuantity,
});

export const ChangeCartItemBody = ClosedObject({
  productSizeVariantId: Id,
  quantity: LineQuantity,
});

export const CartItemIdParams = Type.Object({ cartItemId: Id });

export const DeleteCartItemGroupBody = ClosedObject({
  cartIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
});
