import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../contract/common';
import { PaymentMethod } from '../../contract/order';
import { ClosedObject, Id, PhoneNumber } from '../http/schemas';

/*
 * The orders' requests. Their answers (Order, OrderCheckout, the statuses and payment methods) are the SPA's too,
 * so they live in contract/order.ts.
 */

export const Language = Type.Union([Type.Literal('uz'), Type.Literal('ru')], {
  description: 'the language of the provider’s checkout page; uz when not given',
});

/** How many cart lines one order may take. */
export const MAX_ORDER_LINES = 100;

export const AddOrderBody = ClosedObject({
  customerId: Id,
  cartItemIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ORDER_LINES, uniqueItems: true }),
  addressId: Id,
  // The 100-character limit applies after trimming (service.ts).
  receiverName: Type.String({ minLength: 1, maxLength: 1000 }),
  receiverPhoneNumber: PhoneNumber,
  paymentMethod: PaymentMethod,
  couponCustomerId: Type.Optional(Nullable(Id)),
  language: Type.Optional(Language),
});
export type AddOrderBody = Static<typeof AddOrderBody>;

export const PayOrderBody = ClosedObject({
  paymentMethod: PaymentMethod,
  language: Type.Optional(Language),
});

export const OrderIdParams = Type.Object({ orderId: Id });
