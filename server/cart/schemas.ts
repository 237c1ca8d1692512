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
