import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { colors, productSizeVariants, products } from './catalogue';
import { customerCoupons } from './loyalty';
import { customers } from './people';
import { addresses } from './places';

/** Orders, their lines and their status history; the payments made for them are in payments.ts. */

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: ['NEW', 'PACK', 'SEND', 'REACHED', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    paid: boolean('paid').notNull().default(false),
    paidAt: moment('paid_at'),
    paymentMethod: text('payment_method', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    addressId: integer('address_id').references(() => addresses.id),
    // The address as it was when ordered, so later edits to the address book never rewrite history.
    address: jsonb('address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    goodsTotal: integer('goods_total').notNull(),
    couponCredit: integer('coupon_credit').notNull().default(0),
    deliveryCost: integer('delivery_cost').notNull(),
    total: integer('total').notNull(),
    customerCouponId: integer('customer_coupon_id').references(() => customerCoupons.id),
    deliveryBy: moment('delivery_by').notNull(),
    postTrackingNumber: text('post_tracking_number'),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    cancelledAt: moment('cancelled_at'),
    // When the parcel was delivered (the move to REACHED): the return window counts from it.
    reachedAt: moment('reached_at'),
    // The language the shopper ordered in: the order's SMS are written in it.
    language: text('language', { enum: ['uz', 'ru'] }).notNull().default('uz'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // Staff lists, exports and the dashboard read orders by date.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_paid_at_idx').on(t.paidAt),
  ],
);

/** Every move of an order's status, with who made it (a staff user's id; null for the shop or the customer). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productSizeVariantId: integer('product_size_variant_id')
      .notNull()
      .references(() => productSizeVariants.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    size: text('size').notNull(),
    colorId: integer('color_id').references(() => colors.id),
    imageUrl: text('image_url'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
