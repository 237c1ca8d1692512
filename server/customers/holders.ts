import type { SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import type { LoyaltyStatus } from '../../contract/customer';
import type { StaffCustomerDetail } from './directory/schemas';

/**
 * What the customers domain asks of the domains that keep a customer's data (their orders, coupons, loyalty tier,
 * addresses, messages, cart...). Those domains read customers through customers/service.ts, so the customers domain
 * may not import them back: server/customer-holders.ts builds this from their services, and server/app.ts and
 * server/staff-routes.ts hand it to the customers' plugins (docs/architecture.md, Import rules).
 */
export interface CustomerHolders {
  /**
   * The shop's loyalty ladder read once, as a function from a points balance to where it stands: the status it reaches
   * (the profile's) and that tier named in both languages (the staff's customer screen).
   */
  standingOf(db: Executor): Promise<(points: number) => { status: LoyaltyStatus; tier: StaffCustomerDetail['tier'] }>;
  /** The customer's orders, newest first. */
  ordersOf(db: Executor, customerId: number): Promise<StaffCustomerDetail['orders']>;
  /** The coupons the customer holds, unused first, latest expiry first. */
  couponsOf(db: Executor, customerId: number): Promise<StaffCustomerDetail['coupons']>;
  /** Orders count and total spent of the customer whose id is the SQL given, as columns of the staff's list. */
  orderTotals(customerId: SQL): { ordersCount: SQL<number>; totalSpent: SQL<number> };
  /**
   * Wipes or anonymises what the other domains keep of a customer being deleted, in the deletion's transaction: the
   * replacement name and phone go where their name and phone were kept (the contact-page messages). The number of
   * their orders, which stay for the books.
   */
  forget(tx: Transaction, customerId: number, replacement: { fullName: string; phoneNumber: string }, now: Date): Promise<{ ordersKept: number }>;
  /** The Telegram account linked to the customer, as their profile shows it; null when none. */
  telegramOf(db: Executor, customerId: number): Promise<{ username: string | null; firstName: string } | null>;
  /** After the deletion's commit: the storefront's cached pages that show customers' names (reviews) are stale. */
  namesChanged(): void;
}
