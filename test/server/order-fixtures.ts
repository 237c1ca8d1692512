import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { productSizeVariants } from '../../server/db/schema/catalogue';
import { coupons, customerCoupons, loyaltyTiers } from '../../server/db/schema/loyalty';
import { customers } from '../../server/db/schema/people';
import { users } from '../../server/db/schema/staff';
import { addresses } from '../../server/db/schema/places';
import { cartItems } from '../../server/db/schema/shopping';
import { recordOrderPaid } from '../../server/orders/payment-events';
import { insertRegionTree } from './fixtures';
import { createCustomer, type TestContext } from './harness';

/** Orders, coupons and loyalty rows for the orders tests, on top of fixtures.ts and harness.ts. */

export type Places = Awaited<ReturnType<typeof insertRegionTree>>;
type Context = Pick<TestContext, 'app' | 'db' | 'tokens'>;

/** A customer with one address: in Tashkent city (door delivery) or in Samarqand region (a post branch). */
export async function createShopper(context: Context, places: Places, where: 'tashkent' | 'samarqand' = 'tashkent') {
  const shopper = await createCustomer(context);
  const fields = where === 'tashkent'
    ? { regionId: places.tashkent.id, subRegionId: places.chilonzor.id, street: 'Bunyodkor 1', houseNumber: '12' }
    : { regionId: places.samarqand.id, subRegionId: places.urgut.id, postFilialId: places.urgutPost.id };
  const [address] = await context.db.insert(addresses).values({ customerId: shopper.customer.id, ...fields }).returning();
  return { ...shopper, address: address! };
}
export type Shopper = Awaited<ReturnType<typeof createShopper>>;

export async function addToCart(db: Database, customerId: number, productSizeVariantId: number, quantity = 1): Promise<number> {
  const [line] = await db.insert(cartItems).values({ customerId, productSizeVariantId, quantity }).returning({ id: cartItems.id });
  return line!.id;
}

export function orderBody(shopper: Shopper, cartItemIds: number[], extra: Record<string, unknown> = {}) {
  return {
    customerId: shopper.customer.id,
    cartItemIds,
    addressId: shopper.address.id,
    receiverName: 'Dilnoza Karimova',
    receiverPhoneNumber: '+998901112233',
    paymentMethod: 'PAYME',
    ...extra,
  };
}

export function addOrder(context: Context, headers: Record<string, string>, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/order/addOrder', headers, payload });
}

/** Puts the variants in the shopper's cart and places one order of them; answers the order id. */
export async function placedOrder(context: Context, shopper: Shopper, lines: Array<[variantId: number, quantity: number]>, extra: Record<string, unknown> = {}) {
  const cartItemIds = [];
  for (const [variantId, quantity] of lines) cartItemIds.push(await addToCart(context.db, shopper.customer.id, variantId, quantity));
  const response = await addOrder(context, shopper.headers, orderBody(shopper, cartItemIds, extra));
  if (response.statusCode !== 201) throw new Error(`addOrder answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; orderNumber: string; total: number; paymentUrl: string }>();
}

/** What a payment provider's merchant endpoint does when a provider confirms the money. */
export function payNow(db: Database, orderId: number, now: Date): Promise<void> {
  return db.transaction((tx) => recordOrderPaid(tx, orderId, now));
}

let staffCounter = 0;

/** A staff (ADMIN) account and its bearer header. */
export async function createStaff(context: Pick<TestContext, 'db' | 'tokens'>) {
  staffCounter += 1;
  const [user] = await context.db
    .insert(users)
    .values({ fullName: 'Staff', phoneNumber: `+99899${String(1_000_000 + staffCounter * 131 + (process.pid % 1000)).slice(-7)}`, passwordHash: 'not-used' })
    .returning();
  const token = await context.tokens.sign({ kind: 'staff', userId: user!.id, role: 'ADMIN' });
  return { user: user!, headers: { authorization: `Bearer ${token}` } };
}

/** The loyalty tiers of docs/api.md with a coupon for each step up (Bronze 20 000, Silver 50 000, Gold 100 000 so'm). */
export async function insertLoyaltyLadder(db: Database) {
  const tiers = await db
    .insert(loyaltyTiers)
    .values([
      { name: 'Start', minPoints: 0 },
      { name: 'Bronze', minPoints: 1500 },
      { name: 'Silver', minPoints: 3000 },
      { name: 'Gold', minPoints: 6000 },
    ])
    .returning();
  const byName = Object.fromEntries(tiers.map((tier) => [tier.name, tier.id]));
  const [bronze, silver, gold] = await db
    .insert(coupons)
    .values([
      { name: 'Bronze kuponi', credit: 20_000, validDays: 30, loyaltyTierId: byName.Bronze! },
      { name: 'Silver kuponi', credit: 50_000, validDays: 45, loyaltyTierId: byName.Silver! },
      { name: 'Gold kuponi', credit: 100_000, validDays: 60, loyaltyTierId: byName.Gold! },
    ])
    .returning();
  return { bronze: bronze!, silver: silver!, gold: gold! };
}

/** A hand-given coupon of `credit` so'm in the customer's wallet. */
export async function giveCoupon(db: Database, customerId: number, fields: { credit?: number; expireDate: Date; used?: boolean }) {
  const [coupon] = await db.insert(coupons).values({ name: 'Sovg‘a', credit: fields.credit ?? 20_000, validDays: 30 }).returning();
  const [given] = await db
    .insert(customerCoupons)
    .values({ customerId, couponId: coupon!.id, expireDate: fields.expireDate, used: fields.used ?? false })
    .returning();
  return given!;
}

export async function stockOf(db: Database, variantId: number): Promise<number> {
  const [row] = await db.select({ quantity: productSizeVariants.quantity }).from(productSizeVariants).where(eq(productSizeVariants.id, variantId));
  return row!.quantity;
}

export async function pointsOf(db: Database, customerId: number): Promise<number> {
  const [row] = await db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId));
  return row!.points;
}

export async function couponOf(db: Database, customerCouponId: number) {
  const [row] = await db.select().from(customerCoupons).where(eq(customerCoupons.id, customerCouponId));
  return row!;
}
