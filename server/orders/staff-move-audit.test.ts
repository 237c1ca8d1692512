import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, stockOf, type Places } from '../../test/server/order-fixtures';
import { recordOrderRefunded } from './payment-events';
import { cancelStaleOrders } from './sweep';

/* Staff moves of an order in the staff audit log (docs/api.md, "Staff: orders"); the shop's own moves stay out of it. */

let context: TestContext;
let places: Places;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
});
afterAll(() => context.close());

const TWELVE_HOURS = 12 * 60 * 60 * 1000;

function move(to: 'Pack' | 'Send' | 'Reached' | 'Rejected', orderId: number, payload?: Record<string, unknown>) {
  return context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${orderId}`, headers: staff.headers, ...(payload ? { payload } : {}) });
}

async function auditOf(orderId: number) {
  const response = await context.app.inject({ method: 'GET', url: `/api/audit?entity=order&entityId=${orderId}&size=100`, headers: staff.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ content: Array<{ userId: number; action: string; entity: string; entityId: number; before: unknown; after: unknown }> }>().content;
}

async function newOrder(paid: boolean, stock = 5) {
  const shopper = await createShopper(context, places);
  const product = await insertProduct(context.db, { sellPrice: 120_000, sizes: { M: stock } });
  const variantId = product.variants[0]!.id;
  const order = await placedOrder(context, shopper, [[variantId, 2]]);
  if (paid) await payNow(context.db, order.id, context.clock.now());
  return { order, variantId };
}

describe('staff moves in the audit log', () => {
  it('writes one MOVE row per move, newest first, with the tracking number on SEND', async () => {
    const { order } = await newOrder(true);
    expect((await move('Pack', order.id)).statusCode).toBe(200);
    expect((await move('Send', order.id, { postTrackingNumber: '  UZ555000111  ' })).statusCode).toBe(200);
    expect((await move('Reached', order.id)).statusCode).toBe(200);

    const rows = await auditOf(order.id);
    const common = { userId: staff.user.id, action: 'MOVE', entity: 'order', entityId: order.id };
    expect(rows).toEqual([
      expect.objectContaining({ ...common, before: { status: 'SEND' }, after: { status: 'REACHED' } }),
      expect.objectContaining({ ...common, before: { status: 'PACK' }, after: { status: 'SEND', trackingNumber: 'UZ555000111' } }),
      expect.objectContaining({ ...common, before: { status: 'NEW' }, after: { status: 'PACK' } }),
    ]);
  });

  it('records a rejection: a paid order noted refunded (its stock back), an unpaid one without a note', async () => {
    const paid = await newOrder(true);
    await move('Pack', paid.order.id);
    expect((await move('Rejected', paid.order.id)).json()).toMatchObject({ status: 'REJECTED', paid: false });
    expect(await stockOf(context.db, paid.variantId)).toBe(5);
    expect((await auditOf(paid.order.id))[0]).toMatchObject({ action: 'MOVE', before: { status: 'PACK' }, after: { status: 'REJECTED', note: 'refunded' } });

    const unpaid = await newOrder(false);
    expect((await move('Rejected', unpaid.order.id)).statusCode).toBe(200);
    expect(await auditOf(unpaid.order.id)).toEqual([expect.objectContaining({ before: { status: 'NEW' }, after: { status: 'REJECTED' } })]);
  });

  it('writes nothing for a move refused (409 out of turn, 400 without a tracking number)', async () => {
    const unpaid = await newOrder(false);
    expect((await move('Pack', unpaid.order.id)).statusCode).toBe(409);
    expect((await move('Send', unpaid.order.id)).statusCode).toBe(400);
    expect(await auditOf(unpaid.order.id)).toEqual([]);

    const paid = await newOrder(true);
    await move('Pack', paid.order.id);
    expect((await move('Send', paid.order.id, { postTrackingNumber: '   ' })).statusCode).toBe(400);
    expect((await move('Reached', paid.order.id)).statusCode).toBe(409);
    expect((await move('Pack', paid.order.id)).statusCode).toBe(409);
    expect(await auditOf(paid.order.id)).toHaveLength(1);
  });

  it('writes nothing for the shop’s own moves: the sweep and a provider refund', async () => {
    const stale = await newOrder(false);
    expect(await cancelStaleOrders(context.db, new Date(context.clock.now().getTime() + TWELVE_HOURS))).toBeGreaterThanOrEqual(1);
    const refunded = await newOrder(true);
    await context.db.transaction((tx) => recordOrderRefunded(tx, refunded.order.id, 'payme', context.clock.now()));

    const statuses = await context.app.inject({ method: 'GET', url: `/api/order/staff/getOrder/${stale.order.id}`, headers: staff.headers });
    expect(statuses.json().status).toBe('REJECTED');
    expect(await auditOf(stale.order.id)).toEqual([]);
    expect(await auditOf(refunded.order.id)).toEqual([]);
  });
});
