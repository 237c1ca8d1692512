import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
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
  // What the coupon is for (contract/promotions.ts names the kinds); staff pick one when they add a coupon.
  kind: text('kind').notNull().default('GIFT'),
  // The goods total (so'm) an order must reach for the coupon to apply.
  minBasket: integer('min_basket').notNull().default(0),
  // Given out between these moments; null: no bound.
  validFrom: moment('valid_from'),
  validUntil: moment('valid_until'),
  // A multi-use coupon stays usable after an order; a single-use one is spent by it.
  multiUse: boolean('multi_use').notNull().default(false),
  // Given to one customer only; null: to every customer.
  customerId: integer('customer_id').references(() => customers.id),
  active: boolean('active').notNull().default(true),
  // A promo code shoppers type at checkout (upper-case); such a coupon is handed to nobody. Null: a coupon given out.
  code: text('code').unique(),
  // A promo code's uses in all (null: no limit) and per customer; promo_code_uses counts them.
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [
  check('coupons_code_shape', sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
  check('coupons_max_uses_positive', sql`${t.maxUses} >= 1`),
  check('coupons_max_uses_per_customer_positive', sql`${t.maxUsesPerCustomer} >= 1`),
]);

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
  // By coupon: the staff list counts a coupon's grants, a deletion checks them, a new validUntil rewrites them.
  (t) => [index('customer_coupons_customer_idx').on(t.customerId), index('customer_coupons_coupon_idx').on(t.couponId)],
);

/** A percentage off every product of the chosen categories, for a period: the storefront and the checkout charge it. */
export const saleGroups = pgTable(
  'sale_groups',
  {
    id: serial('id').primaryKey(),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    percent: integer('percent').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('sale_groups_percent_range', sql`${t.percent} between 1 and 99`),
    check('sale_groups_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const saleGroupCategories = pgTable(
  'sale_group_categories',
  {
    saleGroupId: integer('sale_group_id')
      .notNull()
      .references(() => saleGroups.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.saleGroupId, t.categoryId] }), index('sale_group_categories_category_idx').on(t.categoryId)],
);
