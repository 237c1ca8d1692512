import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { notifications } from '../../server/db/schema/notifications';
import { likedItems } from '../../server/db/schema/favourites';
import { insertCategory, insertProduct, insertRegionTree } from './fixtures';
import type { TestContext } from './harness';
import { addToCart, createShopper, createStaff, giveCoupon, insertLoyaltyLadder, placedOrder } from './order-fixtures';

/**
 * A shop with one of everything a route can name (a shopper with an address, an order, a cart line, a liked
 * product, a coupon and a notification; a staff account), for tests that send every route of the OpenAPI
 * document a request that gets past validation into the services.
 */
export async function populateShop(context: TestContext) {
  const { db } = context;
  const places = await insertRegionTree(db);
  await insertLoyaltyLadder(db);
  const category = await insertCategory(db);
  const { product, variants } = await insertProduct(db, { categoryIds: [category.id], sizes: { S: 1000, M: 1000 } });
  const shopper = await createShopper(context, places);
  const order = await placedOrder(context, shopper, [[variants[0]!.id, 1]]);
  const cartItem = await addToCart(db, shopper.customer.id, variants[1]!.id, 1);
  const [liked] = await db.insert(likedItems).values({ customerId: shopper.customer.id, productId: product.id }).returning();
  const coupon = await giveCoupon(db, shopper.customer.id, { expireDate: new Date('2027-12-31T00:00:00Z') });
  const [notification] = await db.insert(notifications).values({ customerId: shopper.customer.id, title: 't', message: 'm', type: 'ORDER' }).returning();
  const staff = await createStaff(context);
  /** Valid values by field name: the shopper's own rows, so a request built from them names real things. */
  const valid: Record<string, unknown> = {
    customerId: shopper.customer.id,
    cartItemId: cartItem,
    cartIds: [cartItem],
    cartItemIds: [cartItem],
    addressId: shopper.address.id,
    likedItemId: liked!.id,
    couponCustomerId: coupon.id,
    orderId: order.id,
    productId: product.id,
    productSizeVariantId: variants[1]!.id,
    categoryId: category.id,
    regionId: places.tashkent.id,
    subRegionId: places.chilonzor.id,
    id: notification!.id,
    phoneNumber: shopper.customer.phoneNumber,
    quantity: 1,
    street: 'Bunyodkor 1',
    houseNumber: '12',
  };
  const headers = { none: {}, customer: shopper.headers, staff: staff.headers };
  return { valid, headers, shopper, staff, order };
}

/**
 * A function that answers the whole database as one string: every table's row count and an md5 of its rows
 * in order, in one query, so two calls compare equal exactly when no row changed. verification_codes is
 * counted only: a wrong code is refused (400) and counts a try against the code by design.
 *
 * Hashing every table after each of thousands of requests was most of what the tests using it cost, and most
 * requests write nothing. A write takes a transaction id, so while the next transaction id to be given out
 * (the snapshot's xmax) stays the same, no row can have changed and the last answer stands. When it moved
 * (a write, a rolled-back write, or, on a shared PostgreSQL server, another database's work), the tables are
 * hashed again.
 */
export async function databaseSnapshot(db: Database): Promise<() => Promise<string>> {
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
  const columns = tables.rows.map(({ table_name: name }) =>
    name === 'verification_codes'
      ? `(select count(*) from "${name}") as "${name}"`
      : `(select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from "${name}" t) as "${name}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  const nextTransactionId = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`;
  let last: { xmax: string; tables: string } | undefined;
  return async () => {
    const [{ xmax }] = ((await db.execute(nextTransactionId)) as unknown as { rows: Array<{ xmax: string }> }).rows as [{ xmax: string }];
    if (last?.xmax === xmax) return last.tables;
    const result = (await db.execute(query)) as unknown as { rows: unknown[] };
    last = { xmax, tables: JSON.stringify(result.rows) };
    return last.tables;
  };
}
