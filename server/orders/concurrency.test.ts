import { count, eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { addOrder, addToCart, createShopper, orderBody, stockOf, type Shopper } from '../../test/server/order-fixtures';
import { orderItems } from '../db/schema/orders';
import { cartItems } from '../db/schema/shopping';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

// On PGlite (one connection) the 50 transactions take turns; with DATABASE_URL they truly race on PostgreSQL,
// where only the conditional UPDATE of the stock keeps it from going below zero.
describe('50 shoppers ordering the last 10 of one size at once', () => {
  it('gives exactly 10 orders, 40 OUT_OF_STOCK refusals and a stock of 0', async () => {
    const places = await insertRegionTree(context.db);
    const product = await insertProduct(context.db, { sizes: { M: 10 } });
    const variantId = product.variants[0]!.id;
    const shoppers: Array<{ shopper: Shopper; line: number }> = [];
    for (let i = 0; i < 50; i++) {
      const shopper = await createShopper(context, places, i % 2 ? 'tashkent' : 'samarqand');
      shoppers.push({ shopper, line: await addToCart(context.db, shopper.customer.id, variantId, 1) });
    }

    const answers = await Promise.all(shoppers.map(({ shopper, line }) => addOrder(context, shopper.headers, orderBody(shopper, [line]))));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().error.code).toBe('OUT_OF_STOCK');
    expect(await stockOf(context.db, variantId)).toBe(0);
    const [sold] = await context.db.select({ n: count() }).from(orderItems).where(eq(orderItems.productSizeVariantId, variantId));
    expect(Number(sold!.n)).toBe(10);
    // The refused shoppers keep their cart line; the others' lines became orders.
    const [left] = await context.db.select({ n: count() }).from(cartItems).where(eq(cartItems.productSizeVariantId, variantId));
    expect(Number(left!.n)).toBe(40);
  });
});
