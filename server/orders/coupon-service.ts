import { sql, type SQL } from 'drizzle-orm';

/*
 * What the orders answer the staff's coupons (server/loyalty/promotions, through server/coupon-holders.ts): whether and
 * how often orders spent a coupon's grants, as SQL the coupons' own statements embed. Beside service.ts, as
 * payment-service.ts is for the payments.
 */

/** How many orders spent one of the grants whose ids the subquery selects. */
export function ordersSpendingGrants(grantIds: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from orders o where o.customer_coupon_id in (${grantIds}))`;
}

/** Whether an order names the grant whose id the SQL gives (placed with it, paid or not). */
export function orderNamesGrant(grantId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from orders o where o.customer_coupon_id = ${grantId})`;
}
