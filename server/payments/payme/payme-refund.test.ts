import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { couponOf, pointsOf, stockOf } from '../../../test/server/order-fixtures';
import { jobs } from '../../db/schema/jobs';
import { customers } from '../../db/schema/people';
import { approvedReturn, deliveredOrder, receive, receivedReturn, returnRow, type DeliveredOrder } from '../../returns/testing/refunds';
import { readOrder } from '../testing/orders';
import { paymeCall } from '../testing/payme';

/** PayMe's cabinet refund of a delivered order: CancelTransaction after perform, accepted only for received returns covering it. */

let context: TestContext;
const call = (method: string, params: Record<string, unknown>) => paymeCall(context.app, context.config.payments.payme.key, method, params);

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** Two lines (2 × 100 000 and 1 × 50 000) and 28 000 delivery: 278 000 so'm paid. */
const twoLines = () => deliveredOrder(context, { provider: 'PAYME', lines: [{ unitPrice: 100_000, quantity: 2 }, { unitPrice: 50_000, quantity: 1 }], deliveryCost: 28_000 });

const cancel = (delivered: DeliveredOrder, reason = 5) => call('CancelTransaction', { id: delivered.providerId, reason });

async function expectRefused(delivered: DeliveredOrder) {
  expect((await cancel(delivered)).error?.code).toBe(-31007);
  expect((await call('CheckTransaction', { id: delivered.providerId })).result).toMatchObject({ state: 2, cancel_time: 0, reason: null });
  const order = await readOrder(context.db, delivered.order.id);
  expect(order).toMatchObject({ status: 'REACHED', paid: true });
}

describe('CancelTransaction after perform of a delivered order', () => {
  it('is refused (-31007) for an approved return not yet received, and for received returns that cover part of the payment', async () => {
    const delivered = await twoLines();
    const approved = await approvedReturn(context, delivered, 0, 2, 200_000);
    await expectRefused(delivered);
    expect(await returnRow(context.db, approved)).toMatchObject({ status: 'APPROVED', refundState: null });

    await receive(context, approved);
    expect(await returnRow(context.db, approved)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING' });
    await expectRefused(delivered);
    expect(await returnRow(context.db, approved)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING', refundedAt: null });
  });

  it('is refused when the returns add up to more or less than the payment, and with no return at all (as before)', async () => {
    const none = await twoLines();
    await expectRefused(none);
    const wrongSum = await twoLines();
    await receivedReturn(context, wrongSum, 0, 2, 200_000);
    await receivedReturn(context, wrongSum, 1, 1, 78_001);
    await expectRefused(wrongSum);
  });

  it('refunds the received returns that cover the whole payment: state -2 with the reason, the order stays delivered with its stock', async () => {
    const delivered = await twoLines();
    const stockBefore = await Promise.all(delivered.items.map((item) => stockOf(context.db, item.productSizeVariantId)));
    const first = await receivedReturn(context, delivered, 0, 2, 200_000);
    const second = await receivedReturn(context, delivered, 1, 1, 78_000);
    context.clock.advance(60_000);
    const answer = await cancel(delivered);
    expect(answer.result).toEqual({ transaction: String(delivered.payment.id), cancel_time: context.clock.now().getTime(), state: -2 });
    expect((await call('CheckTransaction', { id: delivered.providerId })).result).toMatchObject({ state: -2, reason: 5 });
    for (const id of [first, second]) {
      expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE', refundedAt: context.clock.now(), refundPaymentId: delivered.payment.id });
    }
    expect(await readOrder(context.db, delivered.order.id)).toMatchObject({ status: 'REACHED', paid: true, cancelledAt: null });
    // Not unwound: the stock came back at receive (here: not at all, the test wrote the rows), never a second time.
    expect(await Promise.all(delivered.items.map((item) => stockOf(context.db, item.productSizeVariantId)))).toEqual(stockBefore);
    // The shopper is told of each request, in the order's language.
    const sms = await context.db.select().from(jobs).where(and(eq(jobs.orderId, delivered.order.id), like(jobs.key, 'sms:return:%')));
    expect(sms.map((job) => job.key).sort()).toEqual([`sms:return:${first}:RETURN_REFUNDED`, `sms:return:${second}:RETURN_REFUNDED`].sort());

    // A repeat answers the first answer and changes nothing.
    context.clock.advance(60_000);
    expect((await cancel(delivered, 3)).result).toEqual(answer.result);
    expect((await call('CheckTransaction', { id: delivered.providerId })).result).toMatchObject({ state: -2, reason: 5 });
  });

  it('stores the CANCEL receipt PayMe sends after it as the refunded requests’ receipt', async () => {
    const delivered = await twoLines();
    const first = await receivedReturn(context, delivered, 0, 2, 200_000);
    const fiscal = (url: string, status = 0) => ({ receipt_id: 77, status_code: status, message: 'ok', terminal_id: 'UZ1', fiscal_sign: '123', qr_code_url: url, date: '20261120140000' });
    // Before the refund a CANCEL receipt has nothing to belong to.
    expect((await call('SetFiscalData', { id: delivered.providerId, type: 'CANCEL', fiscal_data: fiscal('https://ofd.soliq.uz/early') })).error?.code).toBe(-31008);
    const second = await receivedReturn(context, delivered, 1, 1, 78_000);
    expect((await cancel(delivered)).result?.state).toBe(-2);
    // One the tax office has not accepted is not shown; its accepted repeat is.
    expect((await call('SetFiscalData', { id: delivered.providerId, type: 'CANCEL', fiscal_data: fiscal('https://ofd.soliq.uz/pending', 3) })).result).toEqual({ success: true });
    expect((await returnRow(context.db, first)).refundReceiptUrl).toBeNull();
    expect((await call('SetFiscalData', { id: delivered.providerId, type: 'CANCEL', fiscal_data: fiscal('https://ofd.soliq.uz/refund') })).result).toEqual({ success: true });
    expect((await returnRow(context.db, first)).refundReceiptUrl).toBe('https://ofd.soliq.uz/refund');
    expect((await returnRow(context.db, second)).refundReceiptUrl).toBe('https://ofd.soliq.uz/refund');
  });

  it('takes back the points of the goods and gives back the coupon once every unit is refunded', async () => {
    const delivered = await deliveredOrder(context, { provider: 'PAYME', lines: [{ unitPrice: 100_000, quantity: 2 }], couponCredit: 20_000 });
    // 200 points for 200 000 so'm of goods; some of the customer's own from before stay.
    await context.db.update(customers).set({ points: 350 }).where(eq(customers.id, delivered.customer.id));
    await receivedReturn(context, delivered, 0, 2, 180_000);
    expect((await cancel(delivered)).result?.state).toBe(-2);
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(150);
    expect((await readOrder(context.db, delivered.order.id)).pointsAwarded).toBe(0);
    expect(await couponOf(context.db, delivered.couponId!)).toMatchObject({ used: false, usedOrderId: null });
  });

  it('refunds once when two cancels race (and a receive racing them makes them both refuse or both answer the refund)', async () => {
    const delivered = await twoLines();
    await context.db.update(customers).set({ points: 1_000 }).where(eq(customers.id, delivered.customer.id));
    const first = await receivedReturn(context, delivered, 0, 2, 200_000);
    const second = await approvedReturn(context, delivered, 1, 1, 78_000);
    const [a, b] = await Promise.all([cancel(delivered), receive(context, second).then(() => cancel(delivered))]);
    const answers = [a, b].map((reply) => reply.result?.state ?? reply.error?.code);
    // The second cancel follows the receive: the returns then cover the payment, so it (at least) refunds.
    expect(answers[1]).toBe(-2);
    expect([-31007, -2]).toContain(answers[0]);
    if (answers[0] === -2) expect(a.result).toEqual(b.result);
    for (const id of [first, second]) expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    // The payment earned 250 points (250 000 so'm of goods); the balance, set to 1 000 after it, loses them once.
    expect((await readOrder(context.db, delivered.order.id)).pointsAwarded).toBe(0);
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(750);

    const again = await twoLines();
    await receivedReturn(context, again, 0, 2, 200_000);
    await receivedReturn(context, again, 1, 1, 78_000);
    const both = await Promise.all([cancel(again), cancel(again), cancel(again)]);
    expect(new Set(both.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
    expect(both[0]!.result?.state).toBe(-2);
    const sms = await context.db.select().from(jobs).where(and(eq(jobs.orderId, again.order.id), like(jobs.key, 'sms:return:%')));
    expect(sms).toHaveLength(2);
  });
});
