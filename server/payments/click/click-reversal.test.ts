import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { couponOf, pointsOf } from '../../../test/server/order-fixtures';
import { jobs } from '../../db/schema/jobs';
import { jobHandlers } from '../../job-handlers';
import { enqueueJob } from '../../jobs/queue';
import { runDueJobs } from '../../jobs/worker';
import { CLICK_REVERSAL_MAX_ATTEMPTS, clickReversalKey, retryRefund } from '../../returns/refunds';
import { deliveredOrder, receivedReturn, returnRow, type DeliveredOrder } from '../../returns/testing/refunds';
import { providerTotals } from '../queries';
import { transactionsOf } from '../testing/orders';
import { clickApiBase, type ClickFetch } from './merchant-api';
import { CLICK_ALREADY_REVERSED } from './reversal-job';

/** The CLICK_REVERSAL job: a received return's money back through Click's Merchant API, retried, applied once. */

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
// Each test runs its own jobs: a job another test left retrying would call its fake Click.
beforeEach(async () => {
  await context.db.delete(jobs);
});

type Answer = { status: number; body: string } | 'no answer';
const ok = (body: Record<string, unknown>) => ({ status: 200, body: JSON.stringify(body) });
const reversedAnswer = (paymentId: string) => ok({ error_code: 0, error_note: 'Success', payment_id: Number(paymentId) });

/**
 * A fake Click: each reversal call (DELETE) takes the next scripted answer, then error_code 0 for good; 'no answer'
 * throws as a dropped connection does. Fiscal submissions (POST) are accepted and receipt reads (GET) answer a link.
 */
function fakeClick(script: Answer[] = []) {
  const reversals: Array<{ url: string; method: string; auth: string | undefined }> = [];
  const fetch: ClickFetch = async (url, init) => {
    if (init.method === 'POST') return { status: 200, text: async () => JSON.stringify({ error_code: 0, error_note: 'Success' }) };
    if (init.method === 'GET') return { status: 200, text: async () => JSON.stringify({ qrCodeURL: `https://ofd.soliq.uz/check?r=${encodeURIComponent(url)}` }) };
    reversals.push({ url, method: init.method, auth: init.headers.auth });
    const paymentId = /reversal\/[0-9]+\/([0-9]+)/.exec(url)?.[1] ?? '0';
    const next = script.shift() ?? reversedAnswer(paymentId);
    if (next === 'no answer') throw new TypeError('fetch failed');
    return { status: next.status, text: async () => next.body };
  };
  return { fetch, reversals };
}

const run = (clickFetch: ClickFetch) => runDueJobs({ db: context.db, clock: context.clock, log: context.app.log }, jobHandlers({ ...context, clickFetch }));
const reversalJobs = (orderId: number) =>
  context.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'CLICK_REVERSAL'))).orderBy(asc(jobs.id));
const receiptJobs = (orderId: number) =>
  context.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'CLICK_REFUND_RECEIPT'))).orderBy(asc(jobs.id));

/** What the staff's payment totals count as refunded through Click, in so'm, over all time. */
const clickRefundedSum = async () => (await providerTotals(context.db, new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z'))).find((row) => row.provider === 'CLICK')?.refundedSum ?? 0;

/** Runs the due jobs, moving the clock past each retry's wait, `times` times. */
async function runTimes(clickFetch: ClickFetch, times: number) {
  for (let round = 0; round < times; round += 1) {
    await run(clickFetch);
    context.clock.advance(3_600_000);
  }
}

/** 2 × 100 000 so'm of one line with a 20 000 coupon, 30 000 delivery: 210 000 paid through Click. */
const clickOrder = () => deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 100_000, quantity: 2 }], couponCredit: 20_000, deliveryCost: 30_000 });
const serviceId = () => context.config.payments.click.serviceId;
const partialPath = (delivered: DeliveredOrder, amount: number) => `/payment/partial_reversal/${serviceId()}/${delivered.providerId}/${amount}`;

describe('the CLICK_REVERSAL job', () => {
  it('is written when a Click return is received, once per request, with about a day of attempts', async () => {
    const delivered = await clickOrder();
    const id = await receivedReturn(context, delivered, 0, 1, 90_000);
    expect(await returnRow(context.db, id)).toMatchObject({ refundState: 'WAITING', status: 'RECEIVED' });
    expect(await reversalJobs(delivered.order.id)).toEqual([expect.objectContaining({
      key: clickReversalKey(id), payload: { returnId: id }, state: 'PENDING', maxAttempts: CLICK_REVERSAL_MAX_ATTEMPTS,
    })]);
  });

  it('reverses part of the payment through failures, once: partial_reversal with the amount, the refund DONE, points taken back', async () => {
    const delivered = await clickOrder();
    const refundedBefore = await clickRefundedSum();
    const id = await receivedReturn(context, delivered, 0, 1, 90_000);
    const click = fakeClick(['no answer', { status: 502, body: 'Bad Gateway' }]);
    await run(click.fetch);
    expect(await returnRow(context.db, id)).toMatchObject({ refundState: 'WAITING' });
    await runTimes(click.fetch, 4);
    expect(click.reversals.map((call) => call.url)).toEqual(Array(3).fill(`${clickApiBase(context.config)}${partialPath(delivered, 90_000)}`));
    expect(click.reversals.every((call) => call.method === 'DELETE' && /^40001:[0-9a-f]{40}:[0-9]{10}$/.test(call.auth ?? ''))).toBe(true);
    const [job] = await reversalJobs(delivered.order.id);
    expect(job).toMatchObject({ state: 'DONE', attempts: 3, result: expect.objectContaining({ error_code: 0, endpoint: 'partial_reversal', amount: 90_000 }) });
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE', refundPaymentId: delivered.payment.id });
    // Part of the payment went back: it stays performed, counting what went back (the staff's payment totals show it);
    // half the goods came back, so half the 200 points go.
    expect((await transactionsOf(context.db, delivered.order.id))[0]).toMatchObject({ state: 2, refundedTiyin: 9_000_000 });
    expect(await clickRefundedSum()).toBe(refundedBefore + 90_000);
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(100);
    expect(await couponOf(context.db, delivered.couponId!)).toMatchObject({ used: true });
    // Its receipt of return is read by a job of its own, which keeps the link on the request.
    expect(await receiptJobs(delivered.order.id)).toHaveLength(1);
    expect((await returnRow(context.db, id)).refundReceiptUrl).toMatch(/^https:\/\/ofd\.soliq\.uz\/check\?r=.*ofd_data%2Freversal%2F10001%2F[0-9]+%2F90000$/);

    // The rest of the order (its last unit takes the rest of the payment): partial again, the coupon comes back.
    const last = await receivedReturn(context, delivered, 0, 1, 120_000);
    await runTimes(click.fetch, 2);
    expect(click.reversals.at(-1)?.url).toContain(partialPath(delivered, 120_000));
    expect(await returnRow(context.db, last)).toMatchObject({ status: 'REFUNDED' });
    // Its partial refunds add up to the whole payment: refunded, counted once in the totals.
    expect((await transactionsOf(context.db, delivered.order.id))[0]).toMatchObject({ state: -2, refundedTiyin: 21_000_000 });
    expect(await clickRefundedSum()).toBe(refundedBefore + 210_000);
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(0);
    expect(await couponOf(context.db, delivered.couponId!)).toMatchObject({ used: false, usedOrderId: null });
  });

  it('reverses the whole payment with reversal/{service_id}/{payment_id}: the payment is refunded', async () => {
    const delivered = await clickOrder();
    const id = await receivedReturn(context, delivered, 0, 2, 210_000);
    const click = fakeClick();
    await runTimes(click.fetch, 1);
    expect(click.reversals.map((call) => call.url)).toEqual([expect.stringMatching(new RegExp(`/payment/reversal/${serviceId()}/${delivered.providerId}$`))]);
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED' });
    expect((await transactionsOf(context.db, delivered.order.id))[0]).toMatchObject({ state: -2, cancelReason: 5 });
  });

  it('takes a refused repeat after a lost answer as its own reversal, done, and calls nothing for a refund already done', async () => {
    const delivered = await clickOrder();
    const id = await receivedReturn(context, delivered, 0, 1, 90_000);
    const click = fakeClick([{ status: 504, body: 'Gateway Timeout' }, ok({ error_code: CLICK_ALREADY_REVERSED, error_note: 'reversed already' })]);
    await runTimes(click.fetch, 2);
    expect(click.reversals).toHaveLength(2);
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(100);

    await enqueueJob(context.db, { kind: 'CLICK_REVERSAL', key: 'test:again', payload: { returnId: id }, maxAttempts: 1, runAt: context.clock.now() });
    await run(click.fetch);
    expect(click.reversals).toHaveLength(2);
    const [again] = await context.db.select().from(jobs).where(eq(jobs.key, 'test:again'));
    expect(again).toMatchObject({ state: 'DONE', result: { skipped: 'the refund is done already' } });
    expect(await pointsOf(context.db, delivered.customer.id)).toBe(100);
  });

  it('does not take a refused repeat as its own when another refund of the payment gave back the same amount', async () => {
    const delivered = await deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 50_000, quantity: 1 }, { unitPrice: 50_000, quantity: 1 }, { unitPrice: 10_000, quantity: 1 }] });
    const first = await receivedReturn(context, delivered, 0, 1, 50_000);
    await runTimes(fakeClick().fetch, 1);
    expect(await returnRow(context.db, first)).toMatchObject({ status: 'REFUNDED' });
    const second = await receivedReturn(context, delivered, 1, 1, 50_000);
    await runTimes(fakeClick([ok({ error_code: CLICK_ALREADY_REVERSED, error_note: '50000 was reversed already' })]).fetch, 1);
    expect(await returnRow(context.db, second)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING' });
    expect((await reversalJobs(delivered.order.id)).at(-1)?.lastError).toBe('Click refused: error_code -8 50000 was reversed already');
  });

  it('leaves the refund FAILED when given up; staff retry it with a new job, and only a failed one', async () => {
    const delivered = await clickOrder();
    const id = await receivedReturn(context, delivered, 0, 1, 90_000);
    await context.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.key, clickReversalKey(id)));
    const down = fakeClick(Array(5).fill({ status: 500, body: 'Internal Server Error' }));
    await runTimes(down.fetch, 3);
    expect(down.reversals).toHaveLength(2);
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'RECEIVED', refundState: 'FAILED' });
    expect((await reversalJobs(delivered.order.id))[0]).toMatchObject({ state: 'FAILED', lastError: expect.stringContaining('HTTP 500') });

    const retry = () => context.db.transaction((tx) => retryRefund(tx, context, id));
    const retried = await retry();
    expect(retried).toMatchObject({ id, refundState: 'WAITING' });
    await expect(retry()).rejects.toMatchObject({ statusCode: 409 });
    const up = fakeClick();
    await runTimes(up.fetch, 1);
    expect(up.reversals).toHaveLength(1);
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    expect((await reversalJobs(delivered.order.id)).map((job) => job.state)).toEqual(['FAILED', 'DONE']);
    await expect(retry()).rejects.toMatchObject({ statusCode: 409 });
  });
});
