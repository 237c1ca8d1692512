import type { UzumSettings } from '../../config';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { basicAuthHeader } from '../merchant-http';
import { cancelOrderByShop, insertTestOrder, readOrder, setOrderStatus } from '../testing/orders';
import { newTransId, uzumCall } from '../testing/uzum';

let context: TestContext;
let settings: UzumSettings;
const call = (method: string, fields: Record<string, unknown>) => uzumCall(context.app, settings, method, fields);

beforeAll(async () => {
  context = await createTestApp();
  settings = context.config.payments.uzum;
});
afterAll(() => context.close());

const TOTAL = 427_900;

function expectFailure(reply: { statusCode: number; body: Record<string, unknown> }, errorCode: number) {
  expect(reply.statusCode).toBe(400);
  expect(reply.body).toMatchObject({ serviceId: settings.serviceId, status: 'FAILED', errorCode });
}

async function created(orderFields = {}) {
  const order = await insertTestOrder(context.db, orderFields);
  const transId = newTransId();
  const reply = await call('create', { transId, params: { order_id: String(order.id) }, amount: TOTAL * 100 });
  expect(reply.statusCode).toBe(200);
  return { order, transId };
}

describe('Uzum Bank calls that never reach an order', () => {
  it('10001 without the right Basic credentials', async () => {
    const order = await insertTestOrder(context.db);
    const fields = { params: { order_id: order.id } };
    expectFailure(await uzumCall(context.app, settings, 'check', fields, false), 10001);
    expectFailure(await uzumCall(context.app, settings, 'check', fields, { login: settings.login, password: 'guess' }), 10001);
    expectFailure(await uzumCall(context.app, settings, 'check', fields, { login: 'admin', password: settings.password }), 10001);
  });

  it('10002 for a body that is not JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/payments/uzum/check',
      headers: { authorization: basicAuthHeader(settings.login, settings.password), 'content-type': 'application/json' },
      payload: '{"serviceId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ serviceId: settings.serviceId, timestamp: context.clock.now().getTime(), status: 'FAILED', errorCode: 10002 });
  });

  it('10003 for a method Uzum does not have', async () => {
    expectFailure(await call('refund', { transId: newTransId() }), 10003);
    const get = await context.app.inject({ method: 'GET', url: '/api/payments/uzum/check', headers: { authorization: basicAuthHeader(settings.login, settings.password) } });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toMatchObject({ status: 'FAILED', errorCode: 10003 });
  });

  it('10005 for missing or ill-typed fields', async () => {
    expectFailure(await call('check', {}), 10005);
    expectFailure(await call('confirm', {}), 10005);
    expectFailure(await call('create', { transId: newTransId(), params: { order_id: '1' }, amount: 'lots' }), 10005);
    const noTimestamp = await context.app.inject({
      method: 'POST',
      url: '/api/payments/uzum/status',
      headers: { authorization: basicAuthHeader(settings.login, settings.password) },
      payload: { serviceId: settings.serviceId, transId: 'abc' },
    });
    expect(noTimestamp.json()).toMatchObject({ transId: 'abc', errorCode: 10005 });
  });

  it('10006 for another service id', async () => {
    const order = await insertTestOrder(context.db);
    const reply = await call('check', { serviceId: settings.serviceId + 1, params: { order_id: order.id } });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ serviceId: settings.serviceId + 1, errorCode: 10006 });
  });
});

describe('Uzum Bank check and create', () => {
  it('check answers OK with the order', async () => {
    const order = await insertTestOrder(context.db);
    const reply = await call('check', { params: { order_id: String(order.id) } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({
      serviceId: settings.serviceId,
      timestamp: context.clock.now().getTime(),
      status: 'OK',
      data: { order_id: { value: String(order.id) }, order_number: { value: order.orderNumber } },
    });
  });

  it('10007 unknown order, 10008 already paid, 10009 cancelled by the shop', async () => {
    const paid = await insertTestOrder(context.db, { paid: true });
    const cancelled = await insertTestOrder(context.db, { status: 'REJECTED', cancelledAt: new Date() });
    for (const method of ['check', 'create']) {
      const fields = (orderId: unknown) => ({ transId: newTransId(), params: { order_id: orderId }, amount: TOTAL * 100 });
      expectFailure(await call(method, fields('2000000')), 10007);
      expectFailure(await call(method, fields('LB-1')), 10007);
      expectFailure(await call(method, fields(paid.id)), 10008);
      expectFailure(await call(method, fields(cancelled.id)), 10009);
    }
  });

  it('create answers CREATED at the clock time; the same transId again is 10010; a wrong amount 10011', async () => {
    const order = await insertTestOrder(context.db);
    const transId = newTransId();
    const fields = { transId, params: { order_id: String(order.id) }, amount: TOTAL * 100 };
    const reply = await call('create', fields);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({
      serviceId: settings.serviceId,
      transId,
      status: 'CREATED',
      transTime: context.clock.now().getTime(),
      data: { order_id: { value: String(order.id) }, order_number: { value: order.orderNumber } },
      amount: TOTAL * 100,
    });
    expect((await call('create', fields)).body).toMatchObject({ transId, status: 'FAILED', errorCode: 10010 });
    expectFailure(await call('create', { ...fields, transId: newTransId(), amount: TOTAL }), 10011);
  });
});

describe('Uzum Bank confirm', () => {
  it('pays the order; confirming again is 10016', async () => {
    const { order, transId } = await created();
    context.clock.advance(60_000);
    const reply = await call('confirm', { transId });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatchObject({ transId, status: 'CONFIRMED', confirmTime: context.clock.now().getTime(), amount: TOTAL * 100 });
    expect(await readOrder(context.db, order.id)).toMatchObject({ paid: true, paidAt: context.clock.now() });
    expect((await call('confirm', { transId })).body).toMatchObject({ transId, errorCode: 10016 });
  });

  it('10014 for an unknown transaction', async () => {
    expectFailure(await call('confirm', { transId: newTransId() }), 10014);
  });

  it('fails a transaction not confirmed within 30 minutes: 10015, and its status is FAILED', async () => {
    const { order, transId } = await created();
    context.clock.advance(30 * 60 * 1000);
    const inTime = await created();
    context.clock.advance(1);
    expectFailure(await call('confirm', { transId }), 10015);
    expect((await call('status', { transId })).body).toMatchObject({ status: 'FAILED', confirmTime: null });
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
    expect((await call('confirm', { transId: inTime.transId })).statusCode).toBe(200);
  });

  it('10009 when the shop cancelled the order after create; the transaction fails', async () => {
    const { order, transId } = await created();
    await cancelOrderByShop(context.db, order.id, context.clock.now());
    expectFailure(await call('confirm', { transId }), 10009);
    expect((await call('status', { transId })).body).toMatchObject({ status: 'FAILED' });
  });

  it('10008 when the order was paid by another transaction meanwhile', async () => {
    const { order, transId } = await created();
    const second = newTransId();
    await call('create', { transId: second, params: { order_id: order.id }, amount: TOTAL * 100 });
    expect((await call('confirm', { transId: second })).statusCode).toBe(200);
    expectFailure(await call('confirm', { transId }), 10008);
  });
});

describe('Uzum Bank reverse and status', () => {
  it('reverses a confirmed payment: the order is refunded; reversing again is 10018', async () => {
    const { order, transId } = await created();
    await call('confirm', { transId });
    context.clock.advance(1_000);
    const reply = await call('reverse', { transId });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatchObject({ transId, status: 'REVERSED', reverseTime: context.clock.now().getTime() });
    expect(await readOrder(context.db, order.id)).toMatchObject({ paid: false, status: 'REJECTED' });
    expectFailure(await call('reverse', { transId }), 10018);
    expectFailure(await call('confirm', { transId }), 10015);
  });

  it('10017 for a payment that never arrived or whose order was delivered', async () => {
    const waiting = await created();
    expectFailure(await call('reverse', { transId: waiting.transId }), 10017);
    const delivered = await created();
    await call('confirm', { transId: delivered.transId });
    await setOrderStatus(context.db, delivered.order.id, 'REACHED');
    expectFailure(await call('reverse', { transId: delivered.transId }), 10017);
    expect((await readOrder(context.db, delivered.order.id)).paid).toBe(true);
    expectFailure(await call('reverse', { transId: newTransId() }), 10014);
  });

  it('status tells every time, null for what never happened', async () => {
    const { order, transId } = await created();
    const transTime = context.clock.now().getTime();
    expect((await call('status', { transId })).body).toEqual({
      serviceId: settings.serviceId,
      transId,
      status: 'CREATED',
      transTime,
      confirmTime: null,
      reverseTime: null,
      data: { order_id: { value: String(order.id) }, order_number: { value: order.orderNumber } },
      amount: TOTAL * 100,
    });
    context.clock.advance(1_000);
    await call('confirm', { transId });
    context.clock.advance(1_000);
    await call('reverse', { transId });
    expect((await call('status', { transId })).body).toMatchObject({
      status: 'REVERSED',
      transTime,
      confirmTime: transTime + 1_000,
      reverseTime: transTime + 2_000,
    });
    expectFailure(await call('status', { transId: newTransId() }), 10014);
  });
});
