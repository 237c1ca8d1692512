import { createTestApp, type TestContext } from '../../../test/server/harness';
import { insertTestOrder, readOrder, setOrderStatus } from '../testing/orders';
import { newPaymeId, paymeCall } from '../testing/payme';

let context: TestContext;
const call = (method: string, params: Record<string, unknown>) => paymeCall(context.app, context.config.payments.payme.key, method, params);

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const TOTAL = 427_900;

async function created(time = Date.now()) {
  const order = await insertTestOrder(context.db);
  const id = newPaymeId();
  const reply = await call('CreateTransaction', { id, time, amount: TOTAL * 100, account: { order_id: String(order.id) } });
  return { order, id, transaction: reply.result?.transaction as string, createTime: context.clock.now().getTime() };
}

async function performed() {
  const made = await created();
  await call('PerformTransaction', { id: made.id });
  return made;
}

describe('CancelTransaction', () => {
  it('cancels a waiting transaction (state -1) with the given reason; a repeat gets the first answer', async () => {
    const { order, id, transaction } = await created();
    context.clock.advance(1_000);
    const first = await call('CancelTransaction', { id, reason: 3 });
    expect(first.result).toEqual({ transaction, cancel_time: context.clock.now().getTime(), state: -1 });
    context.clock.advance(1_000);
    expect((await call('CancelTransaction', { id, reason: 10 })).result).toEqual(first.result);
    expect((await call('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 3 });
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('refunds a performed transaction (state -2): the order is no longer paid', async () => {
    const { order, id, transaction } = await performed();
    expect((await readOrder(context.db, order.id)).paid).toBe(true);
    context.clock.advance(60_000);
    const first = await call('CancelTransaction', { id, reason: 5 });
    expect(first.result).toEqual({ transaction, cancel_time: context.clock.now().getTime(), state: -2 });
    const refunded = await readOrder(context.db, order.id);
    expect(refunded.paid).toBe(false);
    expect(refunded.status).toBe('REJECTED');
    expect((await call('CancelTransaction', { id, reason: 5 })).result).toEqual(first.result);
    expect((await call('PerformTransaction', { id })).error?.code).toBe(-31008);
  });

  it('refuses to cancel a performed transaction of a delivered order (-31007); the order stays paid', async () => {
    const { order, id } = await performed();
    await setOrderStatus(context.db, order.id, 'REACHED');
    expect((await call('CancelTransaction', { id, reason: 5 })).error?.code).toBe(-31007);
    expect((await call('CheckTransaction', { id })).result).toMatchObject({ state: 2, cancel_time: 0, reason: null });
    expect((await readOrder(context.db, order.id)).paid).toBe(true);
  });

  it('answers an unknown transaction with -31003', async () => {
    expect((await call('CancelTransaction', { id: newPaymeId(), reason: 1 })).error?.code).toBe(-31003);
  });
});

describe('CheckTransaction', () => {
  it('tells every time, 0 for what never happened, and reason null until cancelled', async () => {
    const { id, transaction, createTime } = await created();
    expect((await call('CheckTransaction', { id })).result).toEqual({
      create_time: createTime,
      perform_time: 0,
      cancel_time: 0,
      transaction,
      state: 1,
      reason: null,
    });
    context.clock.advance(2_000);
    await call('PerformTransaction', { id });
    expect((await call('CheckTransaction', { id })).result).toEqual({
      create_time: createTime,
      perform_time: createTime + 2_000,
      cancel_time: 0,
      transaction,
      state: 2,
      reason: null,
    });
  });

  it('answers an unknown transaction with -31003', async () => {
    expect((await call('CheckTransaction', { id: newPaymeId() })).error?.code).toBe(-31003);
  });
});

describe('GetStatement', () => {
  it("lists the transactions whose PayMe time is within [from, to], with PayMe's id, amount and account", async () => {
    const base = Date.parse('2031-05-01T00:00:00Z');
    const early = await created(base);
    const late = await created(base + 10_000);
    await call('PerformTransaction', { id: late.id });
    const outside = await created(base + 10_001);

    const reply = await call('GetStatement', { from: base, to: base + 10_000 });
    const transactions = reply.result?.transactions as Array<Record<string, unknown>>;
    expect(transactions.map((entry) => entry.id)).toEqual([early.id, late.id]);
    expect(transactions[1]).toEqual({
      id: late.id,
      time: base + 10_000,
      amount: TOTAL * 100,
      account: { order_id: String(late.order.id) },
      create_time: late.createTime,
      perform_time: expect.any(Number),
      cancel_time: 0,
      transaction: late.transaction,
      state: 2,
      reason: null,
    });
    expect(transactions.map((entry) => entry.id)).not.toContain(outside.id);
  });

  it('is -32600 without a range', async () => {
    expect((await call('GetStatement', { from: 1 })).error?.code).toBe(-32600);
  });
});
