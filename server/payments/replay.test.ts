import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { customers } from '../db/schema/people';
import { notifications } from '../db/schema/notifications';
import { clickPost, completeFields, prepareFields } from './testing/click';
import { insertTestOrder, readOrder, transactionsOf } from './testing/orders';
import { newPaymeId, paymeCall } from './testing/payme';
import { newTransId, uzumCall } from './testing/uzum';

/*
 * A provider that never hears our answer calls again, and again: the callback that pays, replayed 100 times one
 * after another (after the first went through), pays the order once: one paid transaction, one PAYMENT
 * notification, the points counted once, and each repeat answered as its protocol says.
 */
const REPLAYS = 100;
const TOTAL = 427_900;
// 1 point per 1 000 so'm of goods (the test order's goods are TOTAL less the 28 000 delivery).
const POINTS = Math.floor((TOTAL - 28_000) / 1000);

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function paidOnce(orderId: number, customerId: number): Promise<void> {
  const order = await readOrder(context.db, orderId);
  expect(order.paid).toBe(true);
  expect(order.pointsAwarded).toBe(POINTS);
  const [customer] = await context.db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId));
  expect(customer!.points).toBe(POINTS);
  const notices = await context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.type, 'PAYMENT'), eq(notifications.targetId, orderId)));
  expect(notices).toHaveLength(1);
}

describe(`the paying callback replayed ${REPLAYS} times pays once`, () => {
  it('PayMe PerformTransaction: every repeat gets the first answer unchanged', async () => {
    const key = context.config.payments.payme.key;
    const order = await insertTestOrder(context.db);
    const id = newPaymeId();
    await paymeCall(context.app, key, 'CreateTransaction', { id, time: Date.now(), amount: TOTAL * 100, account: { order_id: order.id } });
    const first = await paymeCall(context.app, key, 'PerformTransaction', { id });
    expect(first.result).toMatchObject({ state: 2 });
    for (let replay = 0; replay < REPLAYS; replay += 1) {
      expect((await paymeCall(context.app, key, 'PerformTransaction', { id })).result).toEqual(first.result);
    }
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([2]);
    await paidOnce(order.id, order.customerId);
  });

  it('Click complete: every repeat is told the order is already paid (-4)', async () => {
    const { click } = context.config.payments;
    const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const prepare = prepareFields(click, order.id, String(TOTAL));
    const prepareId = (await clickPost(context.app, 'prepare', prepare)).merchant_prepare_id!;
    const complete = completeFields(click, prepare, prepareId);
    expect((await clickPost(context.app, 'complete', complete)).error).toBe(0);
    for (let replay = 0; replay < REPLAYS; replay += 1) {
      expect((await clickPost(context.app, 'complete', complete)).error).toBe(-4);
    }
    await paidOnce(order.id, order.customerId);
  });

  it('Uzum confirm: every repeat is told it is already confirmed (10016)', async () => {
    const { uzum } = context.config.payments;
    const order = await insertTestOrder(context.db, { paymentMethod: 'UZUM' });
    const transId = newTransId();
    await uzumCall(context.app, uzum, 'create', { transId, params: { order_id: order.id }, amount: TOTAL * 100 });
    expect((await uzumCall(context.app, uzum, 'confirm', { transId })).body).toMatchObject({ status: 'CONFIRMED' });
    for (let replay = 0; replay < REPLAYS; replay += 1) {
      const reply = await uzumCall(context.app, uzum, 'confirm', { transId });
      expect([reply.statusCode, reply.body.errorCode]).toEqual([400, 10016]);
    }
    await paidOnce(order.id, order.customerId);
  });
});
