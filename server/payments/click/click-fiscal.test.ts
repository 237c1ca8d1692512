import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { injectFetch } from '../../../test/server/inject-fetch';
import type { Places } from '../../../test/server/order-fixtures';
import { SANDBOX_SHOP_FISCAL } from '../../config';
import { jobs } from '../../db/schema/jobs';
import { jobHandlers } from '../../job-handlers';
import { claimDueJob } from '../../jobs/queue';
import { DEFAULT_WORKER_OPTIONS, runDueJobs, retryDelayMs } from '../../jobs/worker';
import { clickPost, completeFields, prepareFields } from '../testing/click';
import { clickJobsOf, fakeClick, orderWithCouponSaleAndDelivery, payWithClick } from '../testing/click-fiscal';
import { insertTestOrder, readOrder, transactionsOf } from '../testing/orders';
import type { ClickFiscalBody } from './fiscal-items';
import { CLICK_FISCAL_MAX_ATTEMPTS, clickFiscalHandler, clickFiscalKey } from './fiscal-job';
import type { ClickFetch } from './merchant-api';

let context: TestContext;
let places: Places;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const worker = () => ({ db: context.db, clock: context.clock, log: context.app.log });
const runWith = (clickFetch: ClickFetch) => runDueJobs(worker(), jobHandlers({ ...context, clickFetch }));
const jobById = async (id: number) => (await context.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('a completed Click payment', () => {
  it('writes one CLICK_FISCAL job with the payment, and a repeated complete adds none', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { completed, transaction } = await payWithClick(context, order.id, order.total);
    expect(completed.error).toBe(0);
    const written = await clickJobsOf(context, transaction.id);
    expect(written).toEqual([expect.objectContaining({
      kind: 'CLICK_FISCAL',
      key: clickFiscalKey(transaction.id),
      state: 'PENDING',
      attempts: 0,
      maxAttempts: CLICK_FISCAL_MAX_ATTEMPTS,
      orderId: order.id,
      paymentTransactionId: transaction.id,
      payload: { paymentTransactionId: transaction.id },
    })]);
    // About two days of retries at the worker's backoff.
    const waits = Array.from({ length: CLICK_FISCAL_MAX_ATTEMPTS - 1 }, (_v, index) => retryDelayMs(index + 1)).reduce((a, b) => a + b, 0);
    expect(waits / 3_600_000).toBeGreaterThanOrEqual(48);
    expect(waits / 3_600_000).toBeLessThan(49);

    const settings = context.config.payments.click;
    const again = completeFields(settings, prepareFields(settings, order.id, String(order.total), { click_trans_id: transaction.providerTransactionId }), transaction.id);
    expect((await clickPost(context.app, 'complete', again)).error).toBe(-4);
    expect(await clickJobsOf(context, transaction.id)).toHaveLength(1);
  });

  it('writes none when Click reports a failure or the order was cancelled meanwhile', async () => {
    const failed = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const byClick = await payWithClick(context, failed.id, failed.total, { error: '-5017', error_note: 'insufficient funds' });
    expect(byClick.completed.error).toBe(-9);
    expect(await clickJobsOf(context, byClick.transaction.id)).toEqual([]);

    const cancelled = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const settings = context.config.payments.click;
    const prepare = prepareFields(settings, cancelled.id, String(cancelled.total));
    const prepared = await clickPost(context.app, 'prepare', prepare);
    await context.db.execute(sql`update orders set cancelled_at = now() where id = ${cancelled.id}`);
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepared.merchant_prepare_id!))).error).toBe(-9);
    expect(await clickJobsOf(context, prepared.merchant_prepare_id!)).toEqual([]);
  });

  it('is not paid when its job cannot be written: one transaction', async () => {
    await context.db.execute(sql.raw("create function no_click_jobs() returns trigger language plpgsql as $$ begin raise exception 'no jobs'; end $$"));
    await context.db.execute(sql.raw("create trigger no_click_jobs before insert on jobs for each row when (new.kind = 'CLICK_FISCAL') execute function no_click_jobs()"));
    try {
      const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
      const { completed, transaction } = await payWithClick(context, order.id, order.total);
      expect(completed.error).toBe(-7);
      expect(transaction).toMatchObject({ state: 1, performedAt: null });
      expect((await readOrder(context.db, order.id)).paid).toBe(false);
      expect(await clickJobsOf(context, transaction.id)).toEqual([]);
    } finally {
      await context.db.execute(sql.raw('drop trigger no_click_jobs on jobs'));
      await context.db.execute(sql.raw('drop function no_click_jobs()'));
    }
  });
});

describe('the submission to Click', () => {
  it('sends the lines at the price charged, the coupon as discounts, the delivery, VAT and the Auth header', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    const click = fakeClick();
    await runWith(click.fetch);

    const [call] = click.calls.filter((each) => each.paymentId === clickTransId);
    expect(call!.url).toBe('http://127.0.0.1:3000/sandbox/click/v2/merchant/payment/ofd_data/submit_items');
    expect(call!.body).toContain(`"payment_id":${clickTransId},`);
    const [user, digest, timestamp] = call!.headers.auth!.split(':');
    expect(user).toBe('40001');
    expect(Number(timestamp)).toBe(Math.floor(context.clock.now().getTime() / 1000));
    expect(digest).toBe(createHash('sha1').update(`${timestamp}libos-sandbox-click-secret`).digest('hex'));
    expect(call!.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });

    const body = JSON.parse(call!.body) as ClickFiscalBody;
    const commission = SANDBOX_SHOP_FISCAL.commission;
    expect(body).toMatchObject({ service_id: 10001, received_card: order.total * 100, received_cash: 0, received_ecash: 0 });
    expect(body.items).toEqual([
      { Name: 'Futbolka (dona)', SPIC: '06109001001000000', PackageCode: '1498377', GoodPrice: 8_500_000, Price: 17_000_000, Amount: 2, VAT: expect.any(Number), VATPercent: 12, Discount: expect.any(Number), CommissionInfo: commission },
      { Name: 'Shim (dona)', SPIC: '06203001001000000', PackageCode: '1501235', GoodPrice: 3_333_300, Price: 3_333_300, Amount: 1, VAT: 0, VATPercent: 0, Discount: expect.any(Number), CommissionInfo: commission },
      { Name: 'Yetkazib berish (xizmat)', SPIC: SANDBOX_SHOP_FISCAL.deliveryMxik, PackageCode: SANDBOX_SHOP_FISCAL.deliveryPackageCode, GoodPrice: 2_800_000, Price: 2_800_000, Amount: 1, VAT: 300_000, VATPercent: 12, Discount: 0, CommissionInfo: commission },
    ]);
    const [shirt, trousers] = body.items;
    // The coupon (10 001 so'm) spread over the goods in proportion to their price: 17 000 000 : 3 333 300.
    expect([shirt!.Discount, trousers!.Discount]).toEqual([836_151, 163_949]);
    expect(shirt!.VAT).toBe(Math.round(((17_000_000 - 836_151) * 12) / 112));
    expect(body.items.reduce((sum, item) => sum + item.Price - item.Discount, 0)).toBe(order.total * 100);
    expect((await clickJobsOf(context, transaction.id))[0]).toMatchObject({ state: 'DONE', attempts: 1 });
  });

  it('retries through an HTTP error and a refusal, then keeps the answer it was accepted with', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    const click = fakeClick({ [clickTransId]: [
      { status: 500, body: 'Internal Server Error' },
      { status: 200, body: JSON.stringify({ error_code: -5, error_note: 'Service is temporarily unavailable' }) },
    ] });
    const [job] = await clickJobsOf(context, transaction.id);

    await runWith(click.fetch);
    expect(await jobById(job!.id)).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Click answered HTTP 500: Internal Server Error' });
    await runWith(click.fetch);
    expect(click.calls.filter((each) => each.paymentId === clickTransId)).toHaveLength(1); // not due before the backoff

    context.clock.advance(retryDelayMs(1));
    await runWith(click.fetch);
    expect(await jobById(job!.id)).toMatchObject({ state: 'PENDING', attempts: 2, lastError: 'Click refused: error_code -5 Service is temporarily unavailable' });

    context.clock.advance(retryDelayMs(2));
    await runWith(click.fetch);
    const done = await jobById(job!.id);
    expect(done).toMatchObject({ state: 'DONE', attempts: 3, lastError: null });
    expect(done.result).toEqual({ error_code: 0, error_note: 'Success', submittedAt: context.clock.now().toISOString() });
    expect(click.calls.filter((each) => each.paymentId === clickTransId)).toHaveLength(3);
  });

  it('gives up a call that gets no answer in time, to try again', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { transaction } = await payWithClick(context, order.id, order.total);
    const silent: ClickFetch = (_url, init) => new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
    const handlers = { ...jobHandlers(context), CLICK_FISCAL: clickFiscalHandler({ ...context, fetch: silent, timeoutMs: 50 }) };
    await runDueJobs(worker(), handlers);
    expect((await clickJobsOf(context, transaction.id))[0]).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Click could not be reached: no answer in time' });
    context.clock.advance(retryDelayMs(1));
    await runWith(fakeClick().fetch);
    expect((await clickJobsOf(context, transaction.id))[0]).toMatchObject({ state: 'DONE', attempts: 2, lastError: null });
  });

  it('survives a server that died holding the job: another app on the database sends it once the lease ends', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    await runWith(fakeClick({ [clickTransId]: [{ status: 503, body: 'down' }] }).fetch); // other jobs out of the way; this one retries
    context.clock.advance(retryDelayMs(1));
    const taken = await claimDueJob(context.db, context.clock.now(), DEFAULT_WORKER_OPTIONS.leaseMs);
    expect(taken).toMatchObject({ paymentTransactionId: transaction.id, attempts: 2 });
    // The process dies here: the job stays claimed, never finished.

    const database = { db: context.db, kind: 'pglite' as const, migrate: async () => undefined, close: async () => undefined };
    const restarted = await createTestApp({ database, clock: context.clock });
    try {
      const calls: string[] = [];
      const throughSandbox: ClickFetch = async (url, init) => {
        // The submissions only: once one is accepted, its receipt's link is read too (a GET, no body).
        if (init.body !== undefined) calls.push(init.body);
        return injectFetch(restarted.app)(url, init);
      };
      const run = () => runDueJobs({ db: restarted.db, clock: restarted.clock, log: restarted.app.log }, jobHandlers({ ...restarted, clickFetch: throughSandbox }));
      await run();
      expect(calls).toEqual([]); // the lease still holds
      context.clock.advance(DEFAULT_WORKER_OPTIONS.leaseMs);
      await run();
      await run();
      expect(calls).toHaveLength(1);
      const [job] = await clickJobsOf(context, transaction.id);
      expect(job).toMatchObject({ state: 'DONE', attempts: 3, result: expect.objectContaining({ error_code: 0, error_note: 'Success' }) });
    } finally {
      await restarted.close();
    }
  });
});

describe('jobs whose payment cannot be fiscalised', () => {
  it('are given up at once when the payment never completed', async () => {
    const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const settings = context.config.payments.click;
    await clickPost(context.app, 'prepare', prepareFields(settings, order.id, String(order.total)));
    const [transaction] = await transactionsOf(context.db, order.id);
    await context.db.insert(jobs).values({ kind: 'CLICK_FISCAL', key: clickFiscalKey(transaction!.id), payload: {}, maxAttempts: 5, runAt: context.clock.now(), paymentTransactionId: transaction!.id });
    await runWith(fakeClick().fetch);
    expect((await clickJobsOf(context, transaction!.id))[0]).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'the Click payment was never completed' });
  });
});
