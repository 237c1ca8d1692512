import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { customers } from './people';

/** Loyalty tiers, coupons, and the coupons each customer holds. */

export const loyaltyTiers = pgTable('loyalty_tiers', {
  id: serial('id').primaryKey(),
  // The tier's key (Start, Bronze, ...): the SPA's texts are keyed by it.
  name: text('name').notNull().unique(),
  // What shoppers read, per language; null: the shop's own word for a known key (server/loyalty/tier-names.ts).
  nameUZB: text('name_uzb'),
  nameRUS: text('name_rus'),
  minPoints: integer('min_points').notNull().unique(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // Per language; null: a tier's coupon is named after its tier, any other by `name`.
  nameUZB: text('name_uzb'),
  nameRUS: text('name_rus'),
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
