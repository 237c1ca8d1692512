import { eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/people';
import { removeAvatar } from '../avatar-store';
import type { CustomerHolders } from '../holders';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../errors';
import { page } from '../../http/schemas';
import { writeAudit } from '../../staff/audit';
import { customerDetailRow, customerPage } from './queries';
import type { CustomerListQuery, StaffCustomerDetail } from './schemas';

/** What a deleted customer is called from then on, everywhere the shop shows their name. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
// The earliest birth date the shop takes: no one's real one, and valid for the column.
const NEUTRAL_BIRTH_DATE = '1900-01-01';
// Not an argon2 hash, so no password can ever match it (passwordMatches answers false).
const UNUSABLE_PASSWORD_HASH = '!deleted';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'media'>;

export async function listCustomers(deps: Deps, holders: CustomerHolders, query: CustomerListQuery) {
  const { rows, total } = await customerPage(deps.db, holders, query);
  return page(rows, query, total);
}

export async function customerDetail(deps: Deps, holders: CustomerHolders, id: number): Promise<StaffCustomerDetail> {
  const [row, customerOrders, coupons, standingOf] = await Promise.all([
    customerDetailRow(deps.db, holders, id),
    holders.ordersOf(deps.db, id),
    holders.couponsOf(deps.db, id),
    holders.standingOf(deps.db),
  ]);
  if (!row) throw notFound('Customer');
  return { ...row, tier: standingOf(row.points).tier, orders: customerOrders, coupons };
}

/**
 * Deleting a customer anonymises them in one transaction: the personal data goes (name, phone, birth date, password,
 * picture, the street and house of their addresses, cart, favourites, notifications, the name and phone on their
 * contact-page messages, the phone and text of their order SMS, queued ones not sent) and every sign-in ends; their
 * orders, order lines, payments and coupons stay for the books (an order keeps its own copy of receiver and address).
 * The audit row names no personal data, or the log would keep what the deletion wiped.
 */
export async function deleteCustomer(deps: Deps, holders: CustomerHolders, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  const picture = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: customers.id, deletedAt: customers.deletedAt, imageUrl: customers.imageUrl })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!before) throw notFound('Customer');
    if (before.deletedAt) throw conflict('CONFLICT', 'This customer was already deleted');
    await tx
      .update(customers)
      .set({
        fullName: DELETED_CUSTOMER_NAME,
        phoneNumber: `deleted:${id}`,
        birthDate: NEUTRAL_BIRTH_DATE,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        imageUrl: null,
        sessionVersion: sql`${customers.sessionVersion} + 1`,
        deletedAt: now,
      })
      .where(eq(customers.id, id));
    const { ordersKept } = await holders.forget(tx, id, { fullName: DELETED_CUSTOMER_NAME, phoneNumber: `deleted:${id}` }, now);
    await writeAudit(
      tx,
      { userId, action: 'ANONYMISE', entity: 'customer', entityId: id, before: { id, deletedAt: null }, after: { id, deletedAt: now.toISOString(), ordersKept } },
      now,
    );
    return before.imageUrl;
  });
  // The storefront's reviews show the customer's name.
  holders.namesChanged();
  // After the commit: a file removed cannot come back if the transaction failed. A leftover file costs only disk.
  await removeAvatar(deps.media, picture).catch(() => undefined);
}
