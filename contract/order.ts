import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address';
import { Color, Moment, Nullable } from './common';
import { ORDER_STATUSES, PAYMENT_METHODS } from './limits';
import { TypedPromoCode } from './promotions';
import { ClosedObject, Id, PhoneNumber } from './request';

export const PaymentMethod = Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)));
export type PaymentMethod = Static<typeof PaymentMethod>;

export const OrderStatus = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));
export type OrderStatus = Static<typeof OrderStatus>;

/** The answer of addOrder and payOrder: where to send the shopper to pay. */
export const OrderCheckout = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  total: Type.Integer(),
  paymentUrl: Type.String({ description: 'the provider’s hosted checkout' }),
});
export type OrderCheckout = Static<typeof OrderCheckout>;

/** One line of an order: the product as it was when ordered (names, size, colour, picture and price are copies). */
export const OrderItem = Type.Object({
  id: Type.Integer({ description: 'the order line’s id (a return request names it)' }),
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

/**
 * An order as docs/api.md "Orders, delivery and payment" shows it: the customer's list, the staff's pages and the
 * status moves all answer this shape. The address is the copy taken when the order was placed.
 */
export const Order = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  customerId: Type.Integer(),
  status: OrderStatus,
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
  reachedAt: Type.Optional(Nullable(Moment)),
  pointsAwarded: Type.Integer({ description: 'loyalty points the payment earned (0 until paid, and after a refund)' }),
  fiscalReceiptUrl: Type.Optional(Nullable(Type.String({ description: 'the fiscal receipt of the payment (its QR link), null until the provider sends it and after a refund' }))),
});
export type Order = Static<typeof Order>;

/* The orders' requests. */

const Language = Type.Union([Type.Literal('uz'), Type.Literal('ru')], {
  description: 'the language of the provider’s checkout page; uz when not given',
});

/** How many cart lines one order may take. */
const MAX_ORDER_LINES = 100;

export const AddOrderBody = ClosedObject({
  customerId: Id,
  cartItemIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ORDER_LINES, uniqueItems: true }),
  addressId: Id,
  // The 100-character limit applies after trimming (server/orders/service.ts).
  receiverName: Type.String({ minLength: 1, maxLength: 1000 }),
  receiverPhoneNumber: PhoneNumber,
  paymentMethod: PaymentMethod,
  couponCustomerId: Type.Optional(Nullable(Id)),
  promoCode: Type.Optional(Nullable({ ...TypedPromoCode, description: 'a promo code typed at checkout; not with couponCustomerId (one coupon per order)' })),
  language: Type.Optional(Language),
});
export type AddOrderBody = Static<typeof AddOrderBody>;

/** What a promo code would take off an order of these cart lines, before the order is placed. */
export const CheckPromoCodeBody = ClosedObject({
  customerId: Id,
  code: TypedPromoCode,
  cartItemIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ORDER_LINES, uniqueItems: true }),
});
export type CheckPromoCodeBody = Static<typeof CheckPromoCodeBody>;

/** The promo code's credit on those lines, and the totals an order of them would have now. */
export const PromoCodeCheck = Type.Object({
  code: Type.String({ description: 'as stored (upper-case)' }),
  goodsTotal: Type.Integer(),
  couponCredit: Type.Integer(),
  deliveryCost: Type.Integer(),
  total: Type.Integer({ description: 'goodsTotal - couponCredit + deliveryCost' }),
});
export type PromoCodeCheck = Static<typeof PromoCodeCheck>;

export const PayOrderBody = ClosedObject({
  paymentMethod: PaymentMethod,
  language: Type.Optional(Language),
});
export type PayOrderBody = Static<typeof PayOrderBody>;
