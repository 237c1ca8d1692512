import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { customers } from './people';

/** Loyalty tiers, coupons, and the coupons each customer holds. */

export const loyaltyTiers = pgTable('loyalty_tiers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  minPoints: integer('min_points').notNull().unique(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  credit: integer('credit').notNull(),
  validDays: integer('valid_days').notNull(),
  // The tier whose reaching awards this coupon; null for coupons given by hand.
  loyaltyTierId: integer('loyalty_tier_id').references(() => loyaltyTiers.id),
});

export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    expireDate: moment('expire_date').notNull(),
    used: boolean('used').notNull().default(false),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_coupons_customer_idx').on(t.customerId)],
);
