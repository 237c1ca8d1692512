import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { pointsOf } from '../../test/server/order-fixtures';
import { jobs } from '../db/schema/jobs';
import { readOrder } from '../payments/testing/orders';
import { refundedByHand, startRefund } from './refunds';
import { approvedReturn, deliveredOrder, receive, receivedReturn, returnRow } from './testing/refunds';

/** The refunds' own rules: where a received return's refund starts, and who may record it refunded by hand. */

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const byHand = (id: number) => context.db.transaction((tx) => refundedByHand(tx, context, id, 1));
const reversalJobsOf = (orderId: number) => context.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'CLICK_REVERSAL')));

describe('startRefund', () => {
  it('makes a PayMe or Uzum refund WAITING for the cabinet, with no job; a Click one WAITING with its reversal job', async () => {
    for (const provider of ['PAYME', 'UZUM', 'CLICK'] as const) {
      const delivered = await deliveredOrder(context, { provider, lines: [{ unitPrice: 80_000, quantity: 2 }] });
      const id = await receivedReturn(context, delivered, 0, 1, 80_000);
      expect(await returnRow(context.db, id)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING' });
      expect(await reversalJobsOf(delivered.order.id)).toHaveLength(provider === 'CLICK' ? 1 : 0);
    }
  });

  it('leaves alone a request not received, and a refund already started (a second call writes no second job)', async () => {
    const delivered = await deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 80_000, quantity: 2 }] });
    const approved = await approvedReturn(context, delivered, 0, 1, 80_000);
    await context.db.transaction((tx) => startRefund(tx, context, approved));
    expect(await returnRow(context.db, approved)).toMatchObject({ status: 'APPROVED', refundState: null });
    await receive(context, approved);
    await context.db.transaction((tx) => startRefund(tx, context, approved));
    expect(await reversalJobsOf(delivered.order.id)).toHaveLength(1);
  });

  it('refunds at once a return worth nothing (a coupon paid for it): no provider is asked', async () => {
    const delivered = await deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 10_000, quantity: 1 }, { unitPrice: 50_000, quantity: 1 }] });
    const id = await receivedReturn(context, delivered, 0, 1, 0);
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE', refundPaymentId: null });
    expect(await reversalJobsOf(delivered.order.id)).toHaveLength(0);
  });
});

describe('refundedByHand', () => {
  it('records a PayMe or Uzum return that does not cover the payment: REFUNDED with no payment, points taken back', async () => {
    for (const provider of ['PAYME', 'UZUM'] as const) {
      const delivered = await deliveredOrder(context, { provider, lines: [{ unitPrice: 100_000, quantity: 2 }], deliveryCost: 30_000 });
      const id = await receivedReturn(context, delivered, 0, 1, 100_000);
      const refunded = await byHand(id);
      expect(refunded).toMatchObject({ id, status: 'REFUNDED', refundState: 'DONE', refundPaymentId: null, refundedAt: context.clock.now() });
      expect(await pointsOf(context.db, delivered.customer.id)).toBe(100);
      expect(await readOrder(context.db, delivered.order.id)).toMatchObject({ status: 'REACHED', paid: true, pointsAwarded: 100 });
      await expect(byHand(id)).rejects.toMatchObject({ statusCode: 409 });
    }
  });

  it('is 409 for returns the cabinet refunds (the whole payment), a Click order, and a return not received', async () => {
    const whole = await deliveredOrder(context, { provider: 'PAYME', lines: [{ unitPrice: 100_000, quantity: 1 }] });
    const covering = await receivedReturn(context, whole, 0, 1, 100_000);
    await expect(byHand(covering)).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('cabinet') });
    const click = await deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 100_000, quantity: 2 }] });
    await expect(byHand(await receivedReturn(context, click, 0, 1, 100_000))).rejects.toMatchObject({ statusCode: 409 });
    const uzum = await deliveredOrder(context, { provider: 'UZUM', lines: [{ unitPrice: 100_000, quantity: 2 }] });
    const approved = await approvedReturn(context, uzum, 0, 1, 100_000);
    await expect(byHand(approved)).rejects.toMatchObject({ statusCode: 409 });
    for (const id of [covering, approved]) expect((await returnRow(context.db, id)).refundState).not.toBe('DONE');
  });
});
