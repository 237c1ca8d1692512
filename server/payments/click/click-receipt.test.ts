import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { createShopper, createStaff, placedOrder, type Places } from '../../../test/server/order-fixtures';
import { fiscalReceipts } from '../../db/schema/fiscal';
import { jobHandlers } from '../../job-handlers';
import { runDueJobs, retryDelayMs } from '../../jobs/worker';
import { refundOrderPayment } from '../checkout';
import { productWithCodes, clickJobsOf, fakeClick, fakeReceiptUrl, orderWithCouponSaleAndDelivery, payWithClick } from '../testing/click-fiscal';
import { transactionsOf } from '../testing/orders';
import type { ClickFetch } from './merchant-api';
import { CLICK_RECEIPT_MAX_ATTEMPTS, clickReceiptKey } from './receipt-job';

/** The link of a Click payment's fiscal receipt, read from Click after its items were accepted (receipt-job.ts). */

let context: TestContext;
let places: Places;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const runWith = (clickFetch: ClickFetch) => runDueJobs({ db: context.db, clock: context.clock, log: context.app.log }, jobHandlers({ ...context, clickFetch }));
const receiptsOf = (paymentTransactionId: number) => context.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentTransactionId, paymentTransactionId));
const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });

async function paidOrder() {
  const order = await orderWithCouponSaleAndDelivery(context, places);
  const paid = await payWithClick(context, order.id, order.total);
  return { order, ...paid };
}

describe('the receipt link of a Click payment', () => {
  it('is read once Click accepted the items, with the Auth header, and kept as the payment’s PERFORM receipt', async () => {
    const { clickTransId, transaction } = await paidOrder();
    const click = fakeClick({ [clickTransId]: [{ status: 200, body: JSON.stringify({ error_code: -5, error_note: 'busy' }) }] });
    await runWith(click.fetch);
    // Not before the items are accepted: a refused submission writes no receipt job.
    expect(await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT')).toEqual([]);
    expect(click.reads).toEqual([]);

    context.clock.advance(retryDelayMs(1));
    await runWith(click.fetch);
    const [job] = await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT');
    expect(job).toMatchObject({
      key: clickReceiptKey(transaction.id),
      state: 'DONE',
      attempts: 1,
      maxAttempts: CLICK_RECEIPT_MAX_ATTEMPTS,
      orderId: transaction.orderId,
      paymentTransactionId: transaction.id,
      result: { paymentId: Number(clickTransId), qrCodeURL: fakeReceiptUrl(clickTransId), storedAt: context.clock.now().toISOString() },
    });
    // About a day of retries at the worker's backoff.
    const waits = Array.from({ length: CLICK_RECEIPT_MAX_ATTEMPTS - 1 }, (_v, index) => retryDelayMs(index + 1)).reduce((a, b) => a + b, 0);
    expect(waits / 3_600_000).toBeGreaterThanOrEqual(24);
    expect(waits / 3_600_000).toBeLessThan(25);

    const [read] = click.reads;
    expect(read!.url).toBe(`http://127.0.0.1:3000/sandbox/click/v2/merchant/payment/ofd_data/10001/${clickTransId}`);
    const [user, digest, timestamp] = read!.headers.auth!.split(':');
    expect(user).toBe('40001');
    expect(digest).toBe(createHash('sha1').update(`${timestamp}libos-sandbox-click-secret`).digest('hex'));

    // Click gives the link and its payment id, nothing of the OFD's numbers: those stay empty.
    expect(await receiptsOf(transaction.id)).toEqual([expect.objectContaining({
      provider: 'CLICK', type: 'PERFORM', receiptId: clickTransId, statusCode: null, message: null,
      terminalId: null, fiscalSign: null, fiscalDate: null, qrCodeUrl: fakeReceiptUrl(clickTransId),
    })]);
  });

  it('is asked for again while Click has no link yet, and nothing is kept until it has', async () => {
    const { clickTransId, transaction } = await paidOrder();
    const paymentId = Number(clickTransId);
    const click = fakeClick({}, { [clickTransId]: [json({ paymentId, qrCodeURL: null }), json({ paymentId, qrCodeURL: '' })] });
    await runWith(click.fetch);
    const [job] = await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT');
    expect(job).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Click has no receipt link yet' });
    expect(await receiptsOf(transaction.id)).toEqual([]);

    context.clock.advance(retryDelayMs(1));
    await runWith(click.fetch);
    expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'PENDING', attempts: 2, lastError: 'Click has no receipt link yet' });
    expect(await receiptsOf(transaction.id)).toEqual([]);

    context.clock.advance(retryDelayMs(2));
    await runWith(click.fetch);
    expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'DONE', attempts: 3, lastError: null });
    expect((await receiptsOf(transaction.id)).map((row) => row.qrCodeUrl)).toEqual([fakeReceiptUrl(clickTransId)]);
    expect(click.reads.filter((read) => read.paymentId === clickTransId)).toHaveLength(3);
  });

  it('is asked for again after Click’s error, an HTTP failure, an answer that is not JSON or names another payment', async () => {
    const { clickTransId, transaction } = await paidOrder();
    const click = fakeClick({}, { [clickTransId]: [
      json({ error_code: -16, error_note: 'Payment not found' }),
      { status: 502, body: 'Bad Gateway' },
      { status: 200, body: '<html>' },
      json({ paymentId: 1, qrCodeURL: fakeReceiptUrl('1') }),
      json({ paymentId: Number(clickTransId), qrCodeURL: 'javascript:alert(1)' }),
    ] });
    const errors = [
      'Click refused: error_code -16 Payment not found',
      'Click answered HTTP 502: Bad Gateway',
      'Click answered something other than JSON: <html>',
      'Click answered for payment 1',
      "Click's receipt link is not a web address: javascript:alert(1)",
    ];
    await runWith(click.fetch);
    for (const [index, error] of errors.entries()) {
      expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'PENDING', attempts: index + 1, lastError: error });
      expect(await receiptsOf(transaction.id)).toEqual([]);
      context.clock.advance(retryDelayMs(index + 1));
      await runWith(click.fetch);
    }
    expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'DONE', attempts: errors.length + 1 });
    expect(await receiptsOf(transaction.id)).toHaveLength(1);
  });

  it('is given up after about a day without a link, and listed for staff as a CLICK_RECEIPT job', async () => {
    const staff = await createStaff(context);
    const { clickTransId, transaction, order } = await paidOrder();
    const never = Array.from({ length: CLICK_RECEIPT_MAX_ATTEMPTS }, () => json({ paymentId: Number(clickTransId) }));
    const click = fakeClick({}, { [clickTransId]: never });
    await runWith(click.fetch);
    for (let attempt = 1; attempt < CLICK_RECEIPT_MAX_ATTEMPTS; attempt += 1) {
      context.clock.advance(retryDelayMs(attempt));
      await runWith(click.fetch);
    }
    expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'FAILED', attempts: CLICK_RECEIPT_MAX_ATTEMPTS, lastError: 'Click has no receipt link yet' });
    const failed = await context.app.inject({ method: 'GET', url: '/api/jobs/staff/failed?page=0&size=50', headers: staff.headers });
    expect(failed.json().content).toContainEqual(expect.objectContaining({ kind: 'CLICK_RECEIPT', key: clickReceiptKey(transaction.id), orderId: order.id, orderNumber: order.orderNumber }));
  });
});

describe('the shopper’s orders and the staff’s order page', () => {
  it('show the Click receipt’s link once the job ran, and the shopper’s no more once the payment is refunded', async () => {
    const shopper = await createShopper(context, places);
    const variantId = await productWithCodes(context, { sellPrice: 150_000, mxik: '06109001001000000', packageCode: '1498377', vat: 12, name: 'Ko‘ylak' });
    const order = await placedOrder(context, shopper, [[variantId, 1]], { paymentMethod: 'CLICK' });
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    // The route the SPA's my-orders reads (src/features/orders/api.ts).
    const myOrders = async () => {
      const response = await context.app.inject({ method: 'GET', url: `/api/order/getAllByCustomerId/${shopper.customer.id}`, headers: shopper.headers });
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ id: number; paid: boolean; fiscalReceiptUrl: string | null }>>().find((each) => each.id === order.id)!;
    };
    expect(await myOrders()).toMatchObject({ paid: true, fiscalReceiptUrl: null });

    await runWith(fakeClick().fetch);
    expect(await myOrders()).toMatchObject({ paid: true, fiscalReceiptUrl: fakeReceiptUrl(clickTransId) });
    const staff = await createStaff(context);
    const page = await context.app.inject({ method: 'GET', url: `/api/order/staff/getOrder/${order.id}`, headers: staff.headers });
    expect(page.json().payments).toEqual([expect.objectContaining({
      provider: 'CLICK',
      receipts: [expect.objectContaining({ type: 'PERFORM', state: 'CONFIRMED', url: fakeReceiptUrl(clickTransId) })],
    })]);

    await context.db.transaction((tx) => refundOrderPayment(tx, order.id, context.clock.now()));
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([-2]);
    expect((await myOrders()).fiscalReceiptUrl).toBeNull();
    expect(await receiptsOf(transaction.id)).toHaveLength(1); // the receipt itself stays, for staff
  });
});
