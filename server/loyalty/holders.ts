import type { SQL } from 'drizzle-orm';

/**
 * What the staff's coupons ask of the orders: which orders spent a coupon's grants. The orders import loyalty (a
 * grant credits an order, an order earns points), so loyalty may not import them back: server/coupon-holders.ts builds
 * this from the orders' service and server/staff-routes.ts hands it to the coupons' plugin (docs/architecture.md,
 * Import rules).
 */
export interface CouponHolders {
  /** SQL of how many orders spent one of the grants whose ids the subquery selects. */
  ordersSpendingGrants(grantIds: SQL): SQL<number>;
  /** SQL of whether an order names the grant whose id the SQL gives. */
  orderNamesGrant(grantId: SQL): SQL<boolean>;
}
