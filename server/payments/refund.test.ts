import { TestClock, createTestApp, openTestDatabase, type TestContext } from '../../test/server/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SandboxSmsProvider } from '../sms/provider';
import { refundOrderPayment } from './checkout';
import { clickPost, completeFields, prepareFields } from './testing/click';
import { insertTestOrder, readOrder, transactionsOf } from './testing/orders';
import { newPaymeId, paymeCall } from './testing/payme';
import { newTransId, uzumCall } from './testing/uzum';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const TOTAL = 427_900;

async function paidWithPayme() {
  const { key } = context.config.payments.payme;
  const order = await insertTestOrder(context.db, { paymentMethod: 'PAYME' });
  const id = newPaymeId();
  await paymeCall(context.app, key, 'CreateTransaction', { id, time: Date.now(), amount: TOTAL * 100, account: { order_id: order.id } });
  await paymeCall(context.app, key, 'PerformTransaction', { id });
  return { order, check: () => paymeCall(context.app, key, 'CheckTransaction', { id }) };
}

async function paidWithClick() {
  const { click } = context.config.payments;
  const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
  const prepare = prepareFields(click, order.id, String(TOTAL));
  const prepareId = (await clickPost(context.app, 'prepare', prepare)).merchant_prepare_id!;
  await clickPost(context.app, 'complete', completeFields(click, prepare, prepareId));
  return { order, completeAgain: () => clickPost(context.app, 'complete', completeFields(click, prepare, prepareId)) };
}

async function paidWithUzum() {
  const { uzum } = context.config.payments;
  const order = await insertTestOrder(context.db, { paymentMethod: 'UZUM' });
  const transId = newTransId();
  await uzumCall(context.app, uzum, 'create', { transId, params: { order_id: order.id }, amount: TOTAL * 100 });
  await uzumCall(context.app, uzum, 'confirm', { transId });
  return { order, check: () => uzumCall(context.app, uzum, 'status', { transId }) };
}

const refund = (orderId: number) => context.db.transaction((tx) => refundOrderPayment(tx, orderId, context.clock.now()));

describe('refundOrderPayment (staff rejected a paid order)', () => {
  it('marks a performed PayMe transaction refunded: state -2, reason 5, at the clock time', async () => {
    const { order, check } = await paidWithPayme();
    context.clock.advance(3_600_000);
    await refund(order.id);
    expect((await check()).result).toMatchObject({ state: -2, reason: 5, cancel_time: context.clock.now().getTime() });
  });

  it('marks a confirmed Uzum transaction REVERSED', async () => {
    const { order, check } = await paidWithUzum();
    context.clock.advance(60_000);
    await refund(order.id);
    expect((await check()).body).toMatchObject({ status: 'REVERSED', reverseTime: context.clock.now().getTime() });
  });

  it('marks a completed Click transaction cancelled: a late complete is -9', async () => {
    const { order, completeAgain } = await paidWithClick();
    await refund(order.id);
    expect((await completeAgain()).error).toBe(-9);
    expect((await transactionsOf(context.db, order.id)).map((row) => [row.state, row.cancelReason])).toEqual([[-2, 5]]);
  });

  it('leaves the order itself to the caller, and touches nothing for an order never paid', async () => {
    const { order } = await paidWithPayme();
    await refund(order.id);
    expect((await readOrder(context.db, order.id)).paid).toBe(true);
    const unpaid = await insertTestOrder(context.db);
    const waiting = newPaymeId();
    await paymeCall(context.app, context.config.payments.payme.key, 'CreateTransaction', { id: waiting, time: Date.now(), amount: TOTAL * 100, account: { order_id: unpaid.id } });
    await refund(unpaid.id);
    expect((await transactionsOf(context.db, unpaid.id)).map((row) => row.state)).toEqual([1]);
  });
});

describe('a provider with real keys', () => {
  it('has no sandbox page, and its merchant endpoint accepts only its real key', async () => {
    const handle = await openTestDatabase();
    const config = { ...context.config, payments: loadConfig({ PAYME_MERCHANT_ID: 'm', PAYME_KEY: 'real-key' }).payments };
    const app = await buildApp({ db: handle.db, config, tokens: context.tokens, sms: new SandboxSmsProvider(), clock: new TestClock() }, { compileSchemasOnFirstUse: true });
    try {
      await app.ready();
      const payme = await app.inject({ method: 'GET', url: '/sandbox/payme?order_id=1&amount=1&return_url=/' });
      expect([payme.statusCode, payme.json().error.code]).toEqual([404, 'NOT_FOUND']);
      // Click still plays in the sandbox: its page answers (here: no such order, as a page).
      const click = await app.inject({ method: 'GET', url: '/sandbox/click?order_id=1&amount=1&return_url=/' });
      expect([click.statusCode, click.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
      expect((await paymeCall(app, 'libos-sandbox-payme-key', 'CheckTransaction', { id: newPaymeId() })).error?.code).toBe(-32504);
      expect((await paymeCall(app, 'real-key', 'CheckTransaction', { id: newPaymeId() })).error?.code).toBe(-31003);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
