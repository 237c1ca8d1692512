import { eq, sql } from 'drizzle-orm';
import type { StockMovement } from '../../../contract/stock';
import { stockMovements } from '../../db/schema/stock';
import { recordOrderRefunded } from '../../orders/payment-events';
import { cancelStaleOrders } from '../../orders/sweep';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { createShopper, payNow, placedOrder, stockOf, type Places } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

/*
 * Issue 27, bug 5: a size's history said "+5 set" while its stock read 4, because sales and cancellations were not
 * movements. Every change of a size's stock is one now, so its movements add up to its stock.
 */

let context: TestContext;
let places: Places;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

const TWELVE_HOURS = 12 * 60 * 60 * 1000;

const history = async (productId: number): Promise<StockMovement[]> => {
  const response = await context.app.inject({ method: 'GET', url: `/api/stock/getStockHistory/${productId}?size=50`, headers: manager.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ content: StockMovement[] }>().content;
};

async function movementsTotal(sizeId: number): Promise<number> {
  const [row] = await context.db.select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` }).from(stockMovements).where(eq(stockMovements.sizeVariantId, sizeId));
  return row!.total;
}

/** What the history says of each movement: kind, signed quantity, order number and who. */
const summary = (movement: StockMovement) => ({
  kind: movement.kind,
  delta: movement.delta,
  quantityAfter: movement.quantityAfter,
  orderNumber: movement.orderNumber,
  actor: movement.actor,
  userId: movement.userId,
  customerId: movement.customerId,
});

describe('stock movements: every change of a size is one', () => {
  it('set 5, sell 1, staff cancel it, sell 2: the movements add up to the stock and read as what happened', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { M: 0 } });
    const sizeId = variants[0]!.id;
    const shopper = await createShopper(context, places);
    const set = await context.app.inject({ method: 'POST', url: `/api/stock/changeStock/${sizeId}`, headers: manager.headers, payload: { kind: 'set', quantity: 5 } });
    expect(set.statusCode).toBe(200);

    const first = await placedOrder(context, shopper, [[sizeId, 1]]);
    const rejected = await context.app.inject({ method: 'PUT', url: `/api/order/editStatusToRejected/${first.id}`, headers: manager.headers });
    expect(rejected.statusCode).toBe(200);
    const second = await placedOrder(context, shopper, [[sizeId, 2]]);

    expect(await stockOf(context.db, sizeId)).toBe(3);
    expect(await movementsTotal(sizeId)).toBe(3);
    const customerId = shopper.customer.id;
    const movements = await history(product.id);
    expect(movements.map(summary)).toEqual([
      { kind: 'sale', delta: -2, quantityAfter: 3, orderNumber: second.orderNumber, actor: 'customer', userId: null, customerId },
      { kind: 'cancellation', delta: 1, quantityAfter: 5, orderNumber: first.orderNumber, actor: 'staff', userId: manager.user.id, customerId },
      { kind: 'sale', delta: -1, quantityAfter: 4, orderNumber: first.orderNumber, actor: 'customer', userId: null, customerId },
      { kind: 'set', delta: 5, quantityAfter: 5, orderNumber: null, actor: 'staff', userId: manager.user.id, customerId: null },
    ]);
    expect(movements[0]).toMatchObject({ orderId: second.id, customerName: shopper.customer.fullName, userName: null, size: 'M', sizeVariantId: sizeId });
    expect(movements[1]).toMatchObject({ orderId: first.id, userName: manager.user.fullName });
  });

  it('names the shop when the sweep cancels an unpaid order, and the provider when it gives the money back', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { L: 4 } });
    const sizeId = variants[0]!.id;
    const shopper = await createShopper(context, places);
    const placedAt = context.clock.now();
    const unpaid = await placedOrder(context, shopper, [[sizeId, 1]]);
    const paid = await placedOrder(context, shopper, [[sizeId, 2]], { paymentMethod: 'UZUM' });
    await payNow(context.db, paid.id, placedAt);

    expect(await cancelStaleOrders(context.db, new Date(placedAt.getTime() + TWELVE_HOURS))).toBeGreaterThanOrEqual(1);
    await context.db.transaction((tx) => recordOrderRefunded(tx, paid.id, 'uzum', context.clock.now()));

    // insertProduct writes the sizes without a history, so the movements add up to what changed since: 4 + 0.
    expect(await stockOf(context.db, sizeId)).toBe(4);
    expect(await movementsTotal(sizeId)).toBe(0);
    expect((await history(product.id)).map(summary)).toEqual([
      { kind: 'cancellation', delta: 2, quantityAfter: 4, orderNumber: paid.orderNumber, actor: 'uzum', userId: null, customerId: shopper.customer.id },
      { kind: 'cancellation', delta: 1, quantityAfter: 2, orderNumber: unpaid.orderNumber, actor: 'shop', userId: null, customerId: shopper.customer.id },
      { kind: 'sale', delta: -2, quantityAfter: 1, orderNumber: paid.orderNumber, actor: 'customer', userId: null, customerId: shopper.customer.id },
      { kind: 'sale', delta: -1, quantityAfter: 3, orderNumber: unpaid.orderNumber, actor: 'customer', userId: null, customerId: shopper.customer.id },
    ]);
  });

  it('writes nothing for a checkout refused for want of stock', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { S: 1 } });
    const shopper = await createShopper(context, places);
    await expect(placedOrder(context, shopper, [[variants[0]!.id, 2]])).rejects.toThrow(/409/);
    expect(await history(product.id)).toEqual([]);
  });
});
