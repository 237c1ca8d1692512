import { Type } from '@sinclair/typebox';
import { MAX_LINE_QUANTITY } from '../../contract/limits';
import { ClosedObject, Id } from '../http/schemas';

const LineQuantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

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

/** How many lines a visitor's cart may bring at once (the SPA keeps at most this many). */
export const MAX_MERGED_LINES = 100;

export const MergeCartBody = ClosedObject({
  customerId: Id,
  items: Type.Array(ClosedObject({ productSizeVariantId: Id, quantity: LineQuantity }), { minItems: 1, maxItems: MAX_MERGED_LINES }),
});
