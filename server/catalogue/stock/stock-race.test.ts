import { and, count, eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import { stockMovements } from '../../db/schema/stock';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { addOrder, addToCart, createShopper, orderBody, stockOf, type Places, type Shopper } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let places: Places;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

/** Shoppers each with one unit of the size in their cart, ready to check out. */
async function shoppersWithLine(variantId: number, howMany: number) {
  const shoppers: Array<{ shopper: Shopper; line: number }> = [];
  for (let i = 0; i < howMany; i++) {
    const shopper = await createShopper(context, places);
    shoppers.push({ shopper, line: await addToCart(context.db, shopper.customer.id, variantId, 1) });
  }
  return shoppers;
}

/** The size's movements of one kind, oldest first. */
const movementsOf = (variantId: number, kind: 'set' | 'remove' | 'sale') =>
  context.db.select().from(stockMovements).where(and(eq(stockMovements.sizeVariantId, variantId), eq(stockMovements.kind, kind))).orderBy(stockMovements.id);

async function soldOf(variantId: number) {
  const [sold] = await context.db.select({ n: count() }).from(orderItems).where(eq(orderItems.productSizeVariantId, variantId));
  return Number(sold!.n);
}

// On PGlite (one connection) the requests take turns; with DATABASE_URL they truly race on PostgreSQL, where the
// stock change's row lock and the checkout's guarded UPDATE decide which goes first and the second sees its result.
describe('a stock change racing checkouts of the same size', () => {
  it('set to 0 amid 12 checkouts of the last 10: every unit is either sold or counted in the change, never both', async () => {
    const { variants } = await insertProduct(context.db, { sizes: { M: 10 } });
    const variantId = variants[0]!.id;
    const shoppers = await shoppersWithLine(variantId, 12);
    const checkouts = shoppers.map(({ shopper, line }) => addOrder(context, shopper.headers, orderBody(shopper, [line])));
    const setToZero = context.app.inject({
      method: 'POST',
      url: `/api/stock/changeStock/${variantId}`,
      headers: manager.headers,
      payload: { kind: 'set', quantity: 0, reason: 'Found damaged in the warehouse' },
    });
    // The stock change starts in the middle of the checkouts.
    const answers = await Promise.all([...checkouts.slice(0, 6), setToZero, ...checkouts.slice(6)]);

    expect(answers[6]!.statusCode).toBe(200);
    const placed = answers.filter((answer, index) => index !== 6 && answer.statusCode === 201).length;
    for (const refused of answers.filter((answer, index) => index !== 6 && answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('OUT_OF_STOCK');
    }
    expect(await stockOf(context.db, variantId)).toBe(0);
    expect(await soldOf(variantId)).toBe(placed);
    const [movement] = await movementsOf(variantId, 'set');
    // What the set took away is exactly what the checkouts before it had left.
    expect(placed - movement!.delta).toBe(10);
    expect(movement!.quantityAfter).toBe(0);
    // Each sale is a movement too, and each leaves the quantity the one before it left, less one.
    expect((await movementsOf(variantId, 'sale')).map((sale) => sale.delta)).toEqual(Array.from({ length: placed }, () => -1));
  });

  it('remove 4 amid 10 checkouts of the last 10: sold + removed never exceeds the stock, and the stock never goes below 0', async () => {
    const { variants } = await insertProduct(context.db, { sizes: { M: 10 } });
    const variantId = variants[0]!.id;
    const shoppers = await shoppersWithLine(variantId, 10);
    const checkouts = shoppers.map(({ shopper, line }) => addOrder(context, shopper.headers, orderBody(shopper, [line])));
    const remove = context.app.inject({
      method: 'POST',
      url: `/api/stock/changeStock/${variantId}`,
      headers: manager.headers,
      payload: { kind: 'remove', quantity: 4, reason: 'Sent to the other shop' },
    });
    const answers = await Promise.all([...checkouts.slice(0, 5), remove, ...checkouts.slice(5)]);

    const removed = answers[5]!.statusCode === 200 ? 4 : 0;
    if (!removed) expect(answers[5]!.json().error).toMatchObject({ code: 'OUT_OF_STOCK', quantity: expect.any(Number) });
    const placed = answers.filter((answer, index) => index !== 5 && answer.statusCode === 201).length;
    const left = await stockOf(context.db, variantId);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(placed + removed + left).toBe(10);
    expect(await soldOf(variantId)).toBe(placed);
    expect(await movementsOf(variantId, 'remove')).toHaveLength(removed ? 1 : 0);
    // The size starts at 10 without a history: its movements add up to what was sold and removed.
    const movements = await context.db.select().from(stockMovements).where(eq(stockMovements.sizeVariantId, variantId)).orderBy(stockMovements.id);
    expect(movements.reduce((total, movement) => total + movement.delta, 0)).toBe(left - 10);
    expect(movements.at(-1)?.quantityAfter ?? 10).toBe(left);
  });
});
