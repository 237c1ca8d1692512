import type { Order, OrderCheckout, PayOrderBody } from '../../../contract/order';

/*
 * The order as the orders API answers it (docs/api.md "Orders, delivery and payment"): the customer's list, the
 * staff's pages and the payment calls all speak the shape of contract/order.ts, which the server declares too.
 */
export type { Order, OrderItem, OrderStatus, PaymentMethod } from '../../../contract/order';

/** The address copied into the order when it was placed (see orderAddress.ts, the one place that reads it). */
export type OrderAddress = Order['address'];

/** The answer of addOrder and payOrder: where to send the shopper to pay. */
export type PaymentStart = OrderCheckout;

/** payOrder's body, the order's id for the path and the customer's id, whose cached orders a refusal reads again. */
export type PayOrderRequest = PayOrderBody & { orderId: number; customerId: number };
