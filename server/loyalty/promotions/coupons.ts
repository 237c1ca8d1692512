import { desc, eq, inArray, sql } from 'drizzle-orm';
import { lockForAllCoupons } from '../coupons/for-all';
import type { Executor } from '../../db/client';
import { coupons, customerCoupons } from '../../db/schema/loyalty';
import { activeCustomerIds, customerContactsByIds, isActiveCustomer } from '../../customers/service';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { sqlState } from '../../db/client';
import type { AddCouponBody, EditCouponBody, StaffCoupon } from '../../../contract/promotions';
import { writeAudit } from '../../staff/audit';
import type { CouponHolders } from '../holders';
import { normalisePromoCode, promoCodeEverUsed } from '../promo-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

// Spelled out: counted per coupon row of the outer query.
const granted = sql<number>`(select count(*)::int from customer_coupons cc where cc.coupon_id = "coupons"."id")`;
const promoUses = sql<number>`(select count(*)::int from promo_code_uses u where u.coupon_id = "coupons"."id" and u.released_at is null)`;

/** The coupons' columns as the staff's list shows them, with the orders that spent a grant of each (the orders' count). */
const couponColumns = (holders: CouponHolders) => ({
  id: coupons.id,
  kind: coupons.kind,
  name: coupons.name,
  nameUZB: coupons.nameUZB,
  nameRUS: coupons.nameRUS,
  credit: coupons.credit,
  minBasket: coupons.minBasket,
  validDays: coupons.validDays,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  multiUse: coupons.multiUse,
  customerId: coupons.customerId,
  loyaltyTierId: coupons.loyaltyTierId,
  active: coupons.active,
  createdAt: coupons.createdAt,
  granted,
  usedOrders: holders.ordersSpendingGrants(sql`select cc.id from customer_coupons cc where cc.coupon_id = "coupons"."id"`),
  code: coupons.code,
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
  promoUses,
});

function selectCoupons(db: Executor, holders: CouponHolders) {
  return db.select(couponColumns(holders)).from(coupons);
}

type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];
type Contacts = Map<number, { fullName: string; phoneNumber: string }>;

/** The coupons as the staff see them, the customer a coupon is for named through customers/service.ts. */
async function toStaffCoupons(db: Executor, rows: CouponRow[]): Promise<StaffCoupon[]> {
  const contacts = await customerContactsByIds(db, rows.flatMap((row) => row.customerId ?? []));
  return rows.map((row) => toStaffCoupon(row, contacts));
}

function toStaffCoupon(row: CouponRow, contacts: Contacts): StaffCoupon {
  const { customerId, name, ...rest } = row;
  const contact = customerId === null ? undefined : contacts.get(customerId);
  return {
    ...rest,
    // Tier coupons made before kinds existed are stored as GIFT (the column's default): a tier awarding it makes it TIER.
    kind: (rest.loyaltyTierId === null ? rest.kind : 'TIER') as StaffCoupon['kind'],
    nameUZB: rest.nameUZB ?? name,
    nameRUS: rest.nameRUS ?? name,
    validFrom: rest.validFrom?.toISOString() ?? null,
    validUntil: rest.validUntil?.toISOString() ?? null,
    customer: customerId === null || !contact ? null : { id: customerId, ...contact },
    createdAt: new Date(rest.createdAt).toISOString(),
    granted: Number(rest.granted),
    usedOrders: Number(rest.usedOrders),
    promoUses: Number(rest.promoUses),
  };
}

/** Every coupon, newest first, with how many customers hold it and how many orders spent it. */
export async function listCoupons(deps: AppDeps, holders: CouponHolders): Promise<StaffCoupon[]> {
  const rows = await selectCoupons(deps.db, holders).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return toStaffCoupons(deps.db, rows);
}

async function couponById(db: Executor, holders: CouponHolders, id: number): Promise<StaffCoupon | undefined> {
  const [coupon] = await toStaffCoupons(db, await selectCoupons(db, holders).where(eq(coupons.id, id)));
  return coupon;
}

/** Trimmed names, a window that closes after it opens, and a promo code upper-case with its limits (absent: none, 1 per customer). */
function valuesOf(body: AddCouponBody | EditCouponBody) {
  const nameUZB = body.nameUZB.trim();
  const nameRUS = body.nameRUS.trim();
  const validFrom = body.validFrom === null ? null : new Date(body.validFrom);
  const validUntil = body.validUntil === null ? null : new Date(body.validUntil);
  const fields: Record<string, string> = {};
  if (!nameUZB) fields.nameUZB = 'must not be blank';
  if (!nameRUS) fields.nameRUS = 'must not be blank';
  if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime()) fields.validUntil = 'must be after validFrom';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return {
    kind: body.kind,
    name: nameUZB,
    nameUZB,
    nameRUS,
    credit: body.credit,
    minBasket: body.minBasket,
    validDays: body.validDays,
    validFrom,
    validUntil,
    multiUse: body.multiUse,
    code: body.code ? normalisePromoCode(body.code) : null,
    maxUses: body.maxUses ?? null,
    maxUsesPerCustomer: body.maxUsesPerCustomer ?? 1,
  };
}

/** Another coupon has the code: the unique index refuses the write. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('DUPLICATE', 'Another coupon has this promo code', { code: 'already taken' });
    throw error;
  }
}

/**
 * A new coupon. "For all" (customerId null) hands it, in one set-based insert, to every customer present now who is
 * not anonymised; a customer who registers later, while it is still active and validUntil has not come, gets it at
 * registration (server/loyalty/coupons/for-all.ts). One customer: to that customer only, never to later ones. A TIER coupon
 * goes to nobody now: reaching the tier that names it (loyalty tiers) awards it. A grant expires at validUntil, else
 * validDays from when it was given.
 */
export async function addCoupon(deps: AppDeps, holders: CouponHolders, userId: number, body: AddCouponBody): Promise<StaffCoupon> {
  const values = valuesOf(body);
  const now = deps.clock.now();
  if (body.kind === 'TIER' && body.customerId !== null) throw badRequest('Invalid body', { customerId: 'a TIER coupon is awarded by its tier: leave it null' });
  if (values.code !== null && body.kind === 'TIER') throw badRequest('Invalid body', { code: 'a TIER coupon is awarded by its tier, not typed' });
  if (values.code !== null && body.customerId !== null) throw badRequest('Invalid body', { customerId: 'a promo code is for every shopper: leave it null' });
  return withUniqueCode(() => deps.db.transaction(async (tx) => {
    if (body.customerId !== null) {
      if (!(await isActiveCustomer(tx, body.customerId))) throw notFound('Customer');
    }
    const [row] = await tx
      .insert(coupons)
      .values({
        kind: values.kind,
        name: values.name,
        nameUZB: values.nameUZB,
        nameRUS: values.nameRUS,
        credit: values.credit,
        minBasket: values.minBasket,
        validDays: values.validDays,
        validFrom: values.validFrom,
        validUntil: values.validUntil,
        multiUse: values.multiUse,
        code: values.code,
        maxUses: values.maxUses,
        maxUsesPerCustomer: values.maxUsesPerCustomer,
        customerId: body.customerId,
        createdAt: now,
      })
      .returning({ id: coupons.id });
    const id = row!.id;
    // A promo code is typed at checkout, not held: nobody is handed it.
    if (body.kind !== 'TIER' && values.code === null) {
      // Registrations in flight finish first (the insert below then sees their customers); later ones wait for this commit.
      if (body.customerId === null) await lockForAllCoupons(tx, 'addition');
      const expireDate = values.validUntil ?? new Date(now.getTime() + values.validDays * DAY_MS);
      const who = activeCustomerIds(body.customerId === null ? { all: true } : { id: body.customerId });
      await tx.execute(sql`insert into customer_coupons (customer_id, coupon_id, expire_date, created_at)
        select c.id, ${id}, ${expireDate.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from (${who}) c`);
    }
    const after = (await couponById(tx, holders, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'coupon', entityId: id, before: null, after }, now);
    return after;
  }));
}

/**
 * The coupon as it should be; who holds it stays. Its rules (credit, minimum basket, window, multi use, active) apply
 * at every later checkout; a new validUntil becomes the expiry of the grants not spent yet.
 */
export async function editCoupon(deps: AppDeps, holders: CouponHolders, userId: number, id: number, body: EditCouponBody): Promise<StaffCoupon> {
  const values = valuesOf(body);
  const now = deps.clock.now();
  return withUniqueCode(() => deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
    if (!locked) throw notFound('Coupon');
    const before = (await couponById(tx, holders, id))!;
    if (values.code !== null && before.code === null && (before.granted > 0 || before.customer || body.kind === 'TIER')) {
      throw badRequest('Invalid body', { code: 'only a coupon nobody holds can become a promo code' });
    }
    if (before.customer && body.kind === 'TIER') throw badRequest('Invalid body', { kind: "a one customer's coupon cannot become a TIER coupon" });
    if (before.loyaltyTierId !== null && body.kind !== 'TIER') throw badRequest('Invalid body', { kind: 'a tier awards it: take it off the tier first' });
    await tx
      .update(coupons)
      .set({
        kind: values.kind,
        name: values.name,
        nameUZB: values.nameUZB,
        nameRUS: values.nameRUS,
        credit: values.credit,
        minBasket: values.minBasket,
        validDays: values.validDays,
        validFrom: values.validFrom,
        validUntil: values.validUntil,
        multiUse: values.multiUse,
        code: values.code,
        maxUses: values.maxUses,
        maxUsesPerCustomer: values.maxUsesPerCustomer,
        active: body.active,
      })
      .where(eq(coupons.id, id));
    if (values.validUntil && values.validUntil.toISOString() !== before.validUntil) {
      await tx
        .update(customerCoupons)
        .set({ expireDate: values.validUntil })
        .where(sql`${customerCoupons.couponId} = ${id} and not ${customerCoupons.used}`);
    }
    const after = (await couponById(tx, holders, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'coupon', entityId: id, before, after }, now);
    return after;
  }));
}

/**
 * Deletes a coupon no order has spent, with every grant of it (a COUPON notification of a grant stays, opening
 * nothing); once an order names one of its grants it is refused with 409 CONFLICT: switch it off instead.
 */
export async function deleteCoupon(deps: AppDeps, holders: CouponHolders, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
    if (!locked) throw notFound('Coupon');
    const before = (await couponById(tx, holders, id))!;
    // Spelled with its table: a query of one table names its columns bare, which inside the orders' subquery would be theirs.
    const grantId = sql`${customerCoupons}.${sql.identifier(customerCoupons.id.name)}`;
    const [spent] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(customerCoupons)
      .where(sql`${customerCoupons.couponId} = ${id} and (${customerCoupons.used} or ${holders.orderNamesGrant(grantId)})`);
    // An order the promo code credited names the coupon even after it gave its use back.
    if (await promoCodeEverUsed(tx, id)) {
      throw conflict('CONFLICT', 'Shoppers have used this promo code: switch it off (active false) instead of deleting it', { id: 'used by an order' });
    }
    if (Number(spent?.total ?? 0) > 0) {
      throw conflict('CONFLICT', 'Customers have used this coupon: switch it off (active false) instead of deleting it', { id: 'used by an order' });
    }
    const grants = tx.select({ id: customerCoupons.id }).from(customerCoupons).where(eq(customerCoupons.couponId, id));
    await tx.delete(customerCoupons).where(inArray(customerCoupons.id, grants));
    await tx.delete(coupons).where(eq(coupons.id, id));
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'coupon', entityId: id, before, after: null }, now);
  });
}
