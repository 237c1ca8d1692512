import { createTestApp, type TestContext } from '../../../test/server/harness';
import { basicAuthHeader } from '../merchant-http';
import { cancelOrderByShop, insertTestOrder, readOrder } from '../testing/orders';
import { newPaymeId, paymeCall } from '../testing/payme';

let context: TestContext;
let key: string;
const call = (method: string, params: Record<string, unknown>) => paymeCall(context.app, key, method, params);

beforeAll(async () => {
  context = await createTestApp();
  key = context.config.payments.payme.key;
});
afterAll(() => context.close());

const TOTAL = 427_900;
const account = (orderId: number | string) => ({ order_id: String(orderId) });

describe('the PayMe endpoint as a JSON-RPC endpoint', () => {
  it('refuses a call without the right Basic credentials with -32504, HTTP 200', async () => {
    const order = await insertTestOrder(context.db);
    const params = { amount: TOTAL * 100, account: account(order.id) };
    expect((await paymeCall(context.app, false, 'CheckPerformTransaction', params)).error?.code).toBe(-32504);
    expect((await paymeCall(context.app, 'not-the-key', 'CheckPerformTransaction', params)).error?.code).toBe(-32504);
    const wrongLogin = await context.app.inject({
      method: 'POST',
      url: '/api/payments/payme',
      headers: { authorization: basicAuthHeader('Merchant', key) },
      payload: { jsonrpc: '2.0', id: 7, method: 'CheckPerformTransaction', params },
    });
    expect(wrongLogin.statusCode).toBe(200);
    expect(wrongLogin.json()).toMatchObject({ jsonrpc: '2.0', id: 7, result: null, error: { code: -32504 } });
    expect(wrongLogin.json().error.message).toEqual({ ru: expect.any(String), uz: expect.any(String), en: 'Insufficient privileges' });
  });

  it('answers a body that is not JSON with -32700 and id null, whatever the content type', async () => {
    for (const contentType of ['application/json', 'text/plain', 'application/json; charset=utf-8']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/payments/payme',
        headers: { authorization: basicAuthHeader('Paycom', key), 'content-type': contentType },
        payload: '{"method": "CheckPerformTransaction", ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: null, result: null, error: { code: -32700 } });
    }
  });

  it('answers a call that is not a JSON-RPC request with -32600', async () => {
    const post = (payload: unknown) => context.app.inject({
      method: 'POST',
      url: '/api/payments/payme',
      headers: { authorization: basicAuthHeader('Paycom', key), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    for (const payload of [[1, 2], { id: 3, params: {} }, { id: 3, method: 'CheckTransaction' }, { method: 'CheckTransaction', params: { id: 'x' } }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().error.code).toBe(-32600);
    }
    // The params of a known method are checked too: PayMe's transaction id is a string.
    expect((await call('PerformTransaction', { id: 12345 })).error?.code).toBe(-32600);
    expect((await call('CancelTransaction', { id: newPaymeId() })).error?.code).toBe(-32600);
  });

  it('answers an unknown method with -32601 naming it', async () => {
    const reply = await call('ChangeEverything', {});
    expect(reply.error).toMatchObject({ code: -32601, data: 'ChangeEverything' });
  });
});

describe('CheckPerformTransaction', () => {
  it('allows the exact order total in tiyin', async () => {
    const order = await insertTestOrder(context.db);
    const reply = await call('CheckPerformTransaction', { amount: TOTAL * 100, account: account(order.id) });
    expect(reply.result).toMatchObject({ allow: true });
    expect(reply.error).toBeUndefined();
  });

  it('refuses any other amount with -31001', async () => {
    const order = await insertTestOrder(context.db);
    for (const amount of [TOTAL, TOTAL * 100 - 1, TOTAL * 100 + 100, TOTAL * 100 + 0.5, -TOTAL * 100]) {
      expect((await call('CheckPerformTransaction', { amount, account: account(order.id) })).error?.code).toBe(-31001);
    }
  });

  it('refuses an unknown or malformed order id with -31050 and data "order_id"', async () => {
    for (const bad of [account(2_000_000), account('abc'), account('99999999999'), { order: '1' }, {}]) {
      const reply = await call('CheckPerformTransaction', { amount: TOTAL * 100, account: bad });
      expect(reply.error).toMatchObject({ code: -31050, data: 'order_id' });
    }
  });

  it('refuses an order already paid (-31051) or cancelled by the shop (-31052)', async () => {
    const paid = await insertTestOrder(context.db, { paid: true });
    const rejected = await insertTestOrder(context.db, { status: 'REJECTED', cancelledAt: new Date() });
    const expired = await insertTestOrder(context.db, { cancelledAt: new Date() });
    expect((await call('CheckPerformTransaction', { amount: TOTAL * 100, account: account(paid.id) })).error)
      .toMatchObject({ code: -31051, data: 'order_id' });
    for (const order of [rejected, expired]) {
      expect((await call('CheckPerformTransaction', { amount: TOTAL * 100, account: account(order.id) })).error)
        .toMatchObject({ code: -31052, data: 'order_id' });
    }
  });
});

describe('CreateTransaction', () => {
  it('creates a waiting transaction timed by the clock, and a repeat gets the first answer unchanged', async () => {
    const order = await insertTestOrder(context.db);
    const id = newPaymeId();
    const params = { id, time: Date.now(), amount: TOTAL * 100, account: account(order.id) };
    const first = await call('CreateTransaction', params);
    expect(first.result).toEqual({ create_time: context.clock.now().getTime(), transaction: expect.stringMatching(/^\d+$/), state: 1 });
    context.clock.advance(60_000);
    expect((await call('CreateTransaction', params)).result).toEqual(first.result);
  });

  it('checks the account and amount like CheckPerformTransaction', async () => {
    const order = await insertTestOrder(context.db);
    const create = (amount: number, orderId: number | string) =>
      call('CreateTransaction', { id: newPaymeId(), time: Date.now(), amount, account: account(orderId) });
    expect((await create(TOTAL, order.id)).error?.code).toBe(-31001);
    expect((await create(TOTAL * 100, 'nope')).error).toMatchObject({ code: -31050, data: 'order_id' });
    const cancelled = await insertTestOrder(context.db, { status: 'REJECTED', cancelledAt: new Date() });
    expect((await create(TOTAL * 100, cancelled.id)).error?.code).toBe(-31052);
  });

  it('refuses a second transaction while the first waits or after it was performed (-31008)', async () => {
    const order = await insertTestOrder(context.db);
    const firstId = newPaymeId();
    await call('CreateTransaction', { id: firstId, time: Date.now(), amount: TOTAL * 100, account: account(order.id) });
    const second = { id: newPaymeId(), time: Date.now(), amount: TOTAL * 100, account: account(order.id) };
    expect((await call('CreateTransaction', second)).error?.code).toBe(-31008);
    await call('PerformTransaction', { id: firstId });
    expect((await call('CreateTransaction', { ...second, id: newPaymeId() })).error?.code).toBe(-31008);
    // Once cancelled, the order may be paid by a new transaction.
    const other = await insertTestOrder(context.db);
    const cancelledId = newPaymeId();
    await call('CreateTransaction', { id: cancelledId, time: Date.now(), amount: TOTAL * 100, account: account(other.id) });
    await call('CancelTransaction', { id: cancelledId, reason: 3 });
    const retry = await call('CreateTransaction', { id: newPaymeId(), time: Date.now(), amount: TOTAL * 100, account: account(other.id) });
    expect(retry.result).toMatchObject({ state: 1 });
  });

  it('cancels a transaction older than 12 hours with reason 4 when it is created again, answering -31008', async () => {
    const order = await insertTestOrder(context.db);
    const id = newPaymeId();
    const params = { id, time: Date.now(), amount: TOTAL * 100, account: account(order.id) };
    await call('CreateTransaction', params);
    context.clock.advance(43_200_000);
    expect((await call('CreateTransaction', params)).result).toMatchObject({ state: 1 });
    context.clock.advance(1);
    expect((await call('CreateTransaction', params)).error?.code).toBe(-31008);
    expect((await call('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4, cancel_time: context.clock.now().getTime() });
    // A dead transaction no longer holds the order: a new one may start.
    const fresh = await call('CreateTransaction', { ...params, id: newPaymeId() });
    expect(fresh.result).toMatchObject({ state: 1 });
  });
});

describe('PerformTransaction', () => {
  async function created() {
    const order = await insertTestOrder(context.db);
    const id = newPaymeId();
    const reply = await call('CreateTransaction', { id, time: Date.now(), amount: TOTAL * 100, account: account(order.id) });
    return { order, id, transaction: reply.result?.transaction };
  }

  it('pays the order at the clock time, and a repeat gets the first answer unchanged', async () => {
    const { order, id, transaction } = await created();
    context.clock.advance(5_000);
    const first = await call('PerformTransaction', { id });
    expect(first.result).toEqual({ transaction, perform_time: context.clock.now().getTime(), state: 2 });
    const paid = await readOrder(context.db, order.id);
    expect(paid.paid).toBe(true);
    expect(paid.paidAt).toEqual(context.clock.now());
    context.clock.advance(5_000);
    expect((await call('PerformTransaction', { id })).result).toEqual(first.result);
  });

  it('answers an unknown transaction with -31003', async () => {
    expect((await call('PerformTransaction', { id: newPaymeId() })).error?.code).toBe(-31003);
  });

  it('refuses a cancelled transaction (-31008) and leaves the order unpaid', async () => {
    const { order, id } = await created();
    await call('CancelTransaction', { id, reason: 2 });
    expect((await call('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('cancels a transaction older than 12 hours with reason 4 and answers -31008', async () => {
    const { order, id } = await created();
    context.clock.advance(43_200_001);
    expect((await call('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await call('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4, perform_time: 0 });
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('refuses to pay an order the shop cancelled meanwhile (-31008)', async () => {
    const { order, id } = await created();
    await cancelOrderByShop(context.db, order.id, context.clock.now());
    expect((await call('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });
});
