import { Type, type Static } from '@sinclair/typebox';
import { Address } from '../../contract/address';
import { Color, Nullable } from '../../contract/common';
import { ClosedObject, Id, PhoneNumber } from '../http/schemas';

export const PaymentMethod = Type.Union([Type.Literal('PAYME'), Type.Literal('CLICK'), Type.Literal('UZUM')]);
export type PaymentMethod = Static<typeof PaymentMethod>;

export const Language = Type.Union([Type.Literal('uz'), Type.Literal('ru')], {
  description: 'the language of the provider’s checkout page; uz when not given',
});

export const ORDER_STATUSES = ['NEW', 'PACK', 'SEND', 'REACHED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));

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

export const OrderCheckout = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  total: Type.Integer(),
  paymentUrl: Type.String({ description: 'the provider’s hosted checkout' }),
});
export type OrderCheckout = Static<typeof OrderCheckout>;

export const OrderItem = Type.Object({
  productId: Type.Integer(),
  productSizeVariantId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  size: Type.String(),
  color: Nullable(Color),
  imageUrl: Nullable(Type.String()),
  unitPrice: Type.Integer({ description: 'what one unit cost when ordered (the sale price when on sale)' }),
  quantity: Type.Integer(),
  lineTotal: Type.Integer(),
});
export type OrderItem = Static<typeof OrderItem>;

const Moment = Type.String({ format: 'date-time' });

export const Order = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  customerId: Type.Integer(),
  status: OrderStatusSchema,
  paid: Type.Boolean(),
  paidAt: Nullable(Moment),
  paymentMethod: PaymentMethod,
  items: Type.Array(OrderItem),
  goodsTotal: Type.Integer(),
  couponCredit: Type.Integer(),
  deliveryCost: Type.Integer(),
  total: Type.Integer({ description: 'goodsTotal - couponCredit + deliveryCost' }),
  address: Address,
  receiverName: Type.String(),
  receiverPhoneNumber: Type.String(),
  createdAt: Moment,
  deliveryBy: Moment,
  postTrackingNumber: Nullable(Type.String()),
  cancelledAt: Nullable(Moment),
  pointsAwarded: Type.Integer({ description: 'loyalty points the payment earned (0 until paid, and after a refund)' }),
});
export type Order = Static<typeof Order>;
