import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * Coupons "for all" (customer_id null, not a tier's): staff adding one hands it to every customer present
 * (server/loyalty/promotions/coupons.ts addCoupon), and a shopper who registers while it is still on offer gets it in
 * the registration's transaction. Both take this lock, so a registration and an addition at the same moment cannot
 * miss each other: the one that waits sees what the other committed. Registrations share it and never wait on each
 * other; an addition waits only for the registrations in flight.
 */
const FOR_ALL_LOCK = sql`hashtext('coupons:for-all')`;

/** Held until the transaction ends; exclusive for a coupon being handed to everyone. */
export async function lockForAllCoupons(tx: Executor, mode: 'registration' | 'addition'): Promise<void> {
  if (mode === 'registration') await tx.execute(sql`select pg_advisory_xact_lock_shared(${FOR_ALL_LOCK})`);
  else await tx.execute(sql`select pg_advisory_xact_lock(${FOR_ALL_LOCK})`);
}

/**
 * Gives a customer who has just registered every coupon on offer for all: active, not a TIER coupon (nor one a tier
 * awards), not a promo code (typed at checkout, never held), whose window has not closed (validUntil null or later than now; one whose validFrom is still ahead is
 * given, and the checkout refuses it until then, as it does for the customers who got it when it was made). Each
 * expires as addCoupon's grants do: at validUntil, else validDays from now. A coupon the customer already holds is
 * not given again.
 */
export async function grantForAllCoupons(tx: Executor, customerId: number, now: Date): Promise<void> {
  await lockForAllCoupons(tx, 'registration');
  const at = now.toISOString();
  await tx.execute(sql`insert into customer_coupons (customer_id, coupon_id, expire_date, created_at)
    select ${customerId}, k.id, coalesce(k.valid_until, ${at}::timestamptz + k.valid_days * interval '24 hours'), ${at}::timestamptz
    from coupons k
    where k.customer_id is null and k.loyalty_tier_id is null and k.kind <> 'TIER' and k.code is null and k.active
      and (k.valid_until is null or k.valid_until > ${at}::timestamptz)
      and not exists (select 1 from customer_coupons cc where cc.customer_id = ${customerId} and cc.coupon_id = k.id)`);
}
