import type { CouponHolders } from './loyalty/holders';
import { orderNamesGrant, ordersSpendingGrants } from './orders/coupon-service';

/**
 * The orders, as the staff's coupons ask them, handed to the coupons' plugin by server/staff-routes.ts: the orders
 * read and mark grants through loyalty's files, so the coupons ask them through this, not by import.
 */
export const COUPON_HOLDERS: CouponHolders = { ordersSpendingGrants, orderNamesGrant };
