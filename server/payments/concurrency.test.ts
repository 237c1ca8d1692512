import { and, eq } from 'drizzle-orm';
import { TestClock, createTestApp, type TestContext } from '../../test/server/harness';
import { notifications } from '../db/schema/notifications';
import { clickPost, completeFields, prepareFields } from './testing/click';
import { insertTestOrder, readOrder, transactionsOf } from './testing/orders';
import { newPaymeId, paymeCall } from './testing/payme';
import { newTransId, uzumCall } from './testing/uzum';

// On PGlite the transactions take turns; on PostgreSQL (DATABASE_URL) they truly run at once on a pool.

/** Every reading is a millisecond later, so two calls that both performed would answer different times. */
class TickingClock extends TestClock {
  override now(): Date {
    const moment = super.now();
    this.advance(1);
    return moment;
  }
}

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ clock: new TickingClock() });
});
afterAll(() => context.close());

const TOTAL = 427_900;
const REPEATS = 20;

async function paymentNotices(orderId: number, customerId: number) {
  const rows = await context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.type, 'PAYMENT'), eq(notifications.targetId, orderId)));
  return rows.length;
}

describe('concurrent repeats pay an order once', () => {
  it(`${REPEATS} PerformTransaction calls at once: one perform, the same answer to each`, async () => {
    const key = context.config.payments.payme.key;
    const order = await insertTestOrder(context.db);
    const id = newPaymeId();
    await paymeCall(context.app, key, 'CreateTransaction', { id, time: Date.now(), amount: TOTAL * 100, account: { order_id: order.id } });
    const replies = await Promise.all(Array.from({ length: REPEATS }, () => paymeCall(context.app, key, 'PerformTransaction', { id })));
    expect(replies.every((reply) => reply.error === undefined)).toBe(true);
    expect(new Set(replies.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
    expect(replies[0]!.result).toMatchObject({ state: 2 });
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([2]);
    expect((await readOrder(context.db, order.id)).paid).toBe(true);
    expect(await paymentNotices(order.id, order.customerId)).toBe(1);
  });

  it(`${REPEATS} CreateTransaction calls with one id at once: one transaction`, async () => {
    const key = context.config.payments.payme.key;
    const order = await insertTestOrder(context.db);
    const params = { id: newPaymeId(), time: Date.now(), amount: TOTAL * 100, account: { order_id: order.id } };
    const replies = await Promise.all(Array.from({ length: REPEATS }, () => paymeCall(context.app, key, 'CreateTransaction', params)));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
    expect(await transactionsOf(context.db, order.id)).toHaveLength(1);
  });

  it(`${REPEATS} Click completes at once: one success, the rest already paid`, async () => {
    const { click } = context.config.payments;
    const order = await insertTestOrder(context.db);
    const prepare = prepareFields(click, order.id, String(TOTAL));
    const prepareId = (await clickPost(context.app, 'prepare', prepare)).merchant_prepare_id!;
    const complete = completeFields(click, prepare, prepareId);
    const codes = await Promise.all(Array.from({ length: REPEATS }, async () => (await clickPost(context.app, 'complete', complete)).error));
    expect(codes.sort()).toEqual([...Array<number>(REPEATS - 1).fill(-4), 0]);
    expect(await paymentNotices(order.id, order.customerId)).toBe(1);
  });

  it(`${REPEATS} Uzum confirms at once: one CONFIRMED, the rest already confirmed`, async () => {
    const { uzum } = context.config.payments;
    const order = await insertTestOrder(context.db);
    const transId = newTransId();
    await uzumCall(context.app, uzum, 'create', { transId, params: { order_id: order.id }, amount: TOTAL * 100 });
    const replies = await Promise.all(Array.from({ length: REPEATS }, () => uzumCall(context.app, uzum, 'confirm', { transId })));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.errorCode === 10016)).toHaveLength(REPEATS - 1);
    expect(await paymentNotices(order.id, order.customerId)).toBe(1);
  });
});
