import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { coupons } from './loyalty';
import { orders } from './orders';
import { customers } from './people';

/**
 * Each order a promo code credited: what its limits (coupons.max_uses, max_uses_per_customer) count. An order
 * cancelled, rejected or refunded gives its use back (released_at set); the row stays, so the coupon still shows it
 * was spent and cannot be deleted.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    releasedAt: moment('released_at'),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_uses_coupon_customer_idx').on(t.couponId, t.customerId)],
);
