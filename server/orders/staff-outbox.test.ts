import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, placedOrder, type Shopper } from '../../test/server/order-fixtures';
import { fiscalReceipts } from '../db/schema/fiscal';
import { jobs } from '../db/schema/jobs';
import { paymentTransactions } from '../db/schema/payments';

/** The receipts and SMS on an order's page for staff (GET /api/order/staff/getOrder/{id}), from rows put in directly. */

let context: TestContext;
let staff: Awaited<ReturnType<typeof createStaff>>;
let shopper: Shopper;
let variantId: number;

beforeAll(async () => {
  context = await createTestApp();
  const places = await insertRegionTree(context.db);
  staff = await createStaff(context);
  shopper = await createShopper(context, places);
  variantId = (await insertProduct(context.db, { sellPrice: 100_000, sizes: { M: 100 } })).variants[0]!.id;
});
afterAll(() => context.close());

const detail = async (id: number) => {
  const response = await context.app.inject({ method: 'GET', url: `/api/order/staff/getOrder/${id}`, headers: staff.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

type Provider = 'PAYME' | 'CLICK' | 'UZUM';
let transactionNumber = 0;
async function payment(orderId: number, provider: Provider, state: 1 | 2 | -1 | -2): Promise<number> {
  const now = context.clock.now();
  transactionNumber += 1;
  const [row] = await context.db
    .insert(paymentTransactions)
    .values({
      orderId,
      provider,
      providerTransactionId: `tx-${transactionNumber}`,
      amountTiyin: 10_000_000,
      state,
      performedAt: state === 2 || state === -2 ? now : null,
      cancelledAt: state < 0 ? now : null,
      createdAt: now,
    })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

async function receipt(paymentTransactionId: number, type: 'PERFORM' | 'CANCEL', statusCode: number | null, message: string | null) {
  await context.db.insert(fiscalReceipts).values({
    paymentTransactionId, provider: 'PAYME', type, receiptId: `r-${paymentTransactionId}-${type}`, statusCode, message,
    qrCodeUrl: `https://ofd.soliq.uz/check?t=${paymentTransactionId}`, createdAt: context.clock.now(),
  });
}

async function clickJob(paymentTransactionId: number, fields: { state: 'PENDING' | 'DONE' | 'FAILED'; attempts: number; lastError?: string; runAt?: Date; finishedAt?: Date }) {
  await context.db.insert(jobs).values({
    kind: 'CLICK_FISCAL', key: `click:fiscal:${paymentTransactionId}`, payload: {}, maxAttempts: 8, runAt: fields.runAt ?? context.clock.now(),
    state: fields.state, attempts: fields.attempts, lastError: fields.lastError ?? null, finishedAt: fields.finishedAt ?? null,
    paymentTransactionId, createdAt: context.clock.now(), result: fields.state === 'DONE' ? { error_code: 0, error_note: 'Success' } : null,
  });
}

const none = { attempts: null, maxAttempts: null, nextAttemptAt: null };

describe('payment receipts on the staff order page', () => {
  it('shows PayMe’s receipts: confirmed with the link, failed with PayMe’s message, waiting while none came; a refund’s own', async () => {
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    const confirmed = await payment(order.id, 'PAYME', 2);
    await receipt(confirmed, 'PERFORM', 0, 'Успешно');
    const rejected = await payment(order.id, 'PAYME', 2);
    await receipt(rejected, 'PERFORM', 3, 'Неверный ИКПУ');
    const waiting = await payment(order.id, 'PAYME', 2);
    const refunded = await payment(order.id, 'PAYME', -2);
    await receipt(refunded, 'PERFORM', null, null);
    const notPerformed = await payment(order.id, 'PAYME', 1);
    const cancelled = await payment(order.id, 'PAYME', -1);

    const receipts = new Map((await detail(order.id)).payments.map((row: { id: number; receipts: unknown }) => [row.id, row.receipts]));

    const at = context.clock.now().toISOString();
    expect(receipts.get(confirmed)).toEqual([
      { type: 'PERFORM', state: 'CONFIRMED', reason: null, url: `https://ofd.soliq.uz/check?t=${confirmed}`, ...none, updatedAt: at },
    ]);
    expect(receipts.get(rejected)).toEqual([{ type: 'PERFORM', state: 'FAILED', reason: 'Неверный ИКПУ', url: null, ...none, updatedAt: at }]);
    expect(receipts.get(waiting)).toEqual([{ type: 'PERFORM', state: 'WAITING', reason: null, url: null, ...none, updatedAt: null }]);
    expect(receipts.get(refunded)).toEqual([
      { type: 'PERFORM', state: 'CONFIRMED', reason: null, url: `https://ofd.soliq.uz/check?t=${refunded}`, ...none, updatedAt: at },
      { type: 'CANCEL', state: 'WAITING', reason: null, url: null, ...none, updatedAt: null },
    ]);
    expect(receipts.get(notPerformed)).toEqual([]);
    expect(receipts.get(cancelled)).toEqual([]);
  });

  it('shows a Click payment’s submission: sent, retrying (why, attempt n of max, when next), confirmed, failed; none for Uzum', async () => {
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    const now = context.clock.now();
    const next = new Date(now.getTime() + 40_000);
    const sent = await payment(order.id, 'CLICK', 2);
    await clickJob(sent, { state: 'PENDING', attempts: 0 });
    const retrying = await payment(order.id, 'CLICK', 2);
    await clickJob(retrying, { state: 'PENDING', attempts: 3, lastError: 'Click answered -9: timeout', runAt: next });
    const done = await payment(order.id, 'CLICK', 2);
    await clickJob(done, { state: 'DONE', attempts: 1, finishedAt: now });
    const failed = await payment(order.id, 'CLICK', 2);
    await clickJob(failed, { state: 'FAILED', attempts: 8, lastError: 'Click answered -5: unknown payment', finishedAt: now });
    const uzum = await payment(order.id, 'UZUM', 2);
    const clickUnsubmitted = await payment(order.id, 'CLICK', 1);

    const receipts = new Map((await detail(order.id)).payments.map((row: { id: number; receipts: unknown }) => [row.id, row.receipts]));

    const iso = now.toISOString();
    expect(receipts.get(sent)).toEqual([{ type: 'PERFORM', state: 'SENT', reason: null, url: null, attempts: 0, maxAttempts: 8, nextAttemptAt: iso, updatedAt: iso }]);
    expect(receipts.get(retrying)).toEqual([
      { type: 'PERFORM', state: 'RETRYING', reason: 'Click answered -9: timeout', url: null, attempts: 3, maxAttempts: 8, nextAttemptAt: next.toISOString(), updatedAt: iso },
    ]);
    expect(receipts.get(done)).toEqual([{ type: 'PERFORM', state: 'CONFIRMED', reason: null, url: null, attempts: 1, maxAttempts: 8, nextAttemptAt: null, updatedAt: iso }]);
    expect(receipts.get(failed)).toEqual([
      { type: 'PERFORM', state: 'FAILED', reason: 'Click answered -5: unknown payment', url: null, attempts: 8, maxAttempts: 8, nextAttemptAt: null, updatedAt: iso },
    ]);
    expect(receipts.get(uzum)).toEqual([]);
    expect(receipts.get(clickUnsubmitted)).toEqual([]);
  });
});

describe('the order’s SMS on the staff order page', () => {
  it('lists the order’s SMS oldest first with the event, phone, state, attempts, last error and when sent; not another order’s', async () => {
    const order = await placedOrder(context, shopper, [[variantId, 1]]);
    const other = await placedOrder(context, shopper, [[variantId, 1]]);
    const start = context.clock.now();
    const later = new Date(start.getTime() + 60_000);
    const sms = (orderId: number, event: string, createdAt: Date, fields: Partial<typeof jobs.$inferInsert>) =>
      context.db.insert(jobs).values({
        kind: 'SMS', key: `sms:order:${orderId}:${event}`, payload: { phoneNumber: '+998901112233', text: 'Buyurtma' }, maxAttempts: 30,
        runAt: createdAt, orderId, createdAt, ...fields,
      });
    await sms(order.id, 'SENT', later, { state: 'PENDING', attempts: 2, lastError: 'gateway 503', runAt: new Date(later.getTime() + 20_000) });
    await sms(order.id, 'PAID', start, { state: 'DONE', attempts: 1, finishedAt: start, result: { gateway: 'sandbox' } });
    await sms(other.id, 'PAID', start, { state: 'FAILED', attempts: 30, lastError: 'no', finishedAt: start });

    const messages = (await detail(order.id)).messages;

    expect(messages).toEqual([
      {
        id: expect.any(Number), event: 'PAID', channel: 'SMS', phoneNumber: '+998901112233', state: 'DONE', attempts: 1, maxAttempts: 30, lastError: null,
        nextAttemptAt: null, createdAt: start.toISOString(), sentAt: start.toISOString(), failedAt: null,
      },
      {
        id: expect.any(Number), event: 'SENT', channel: 'SMS', phoneNumber: '+998901112233', state: 'PENDING', attempts: 2, maxAttempts: 30, lastError: 'gateway 503',
        nextAttemptAt: new Date(later.getTime() + 20_000).toISOString(), createdAt: later.toISOString(), sentAt: null, failedAt: null,
      },
    ]);
  });
});
