import { createTestApp, type TestContext } from '../../../test/server/harness';
import { pointsOf } from '../../../test/server/order-fixtures';
import { approvedReturn, deliveredOrder, receive, receivedReturn, returnRow, type DeliveredOrder } from '../../returns/testing/refunds';
import { readOrder, transactionsOf } from '../testing/orders';
import { uzumCall } from '../testing/uzum';

/** Uzum Bank's cabinet refund of a delivered order: reverse, accepted only for received returns covering the payment. */

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const reverse = (delivered: DeliveredOrder) => uzumCall(context.app, context.config.payments.uzum, 'reverse', { transId: delivered.providerId });
const status = (delivered: DeliveredOrder) => uzumCall(context.app, context.config.payments.uzum, 'status', { transId: delivered.providerId });

/** 3 × 60 000 of one line and 40 000 of another, delivery free: 220 000 so'm paid. */
const delivered = () => deliveredOrder(context, { provider: 'UZUM', lines: [{ unitPrice: 60_000, quantity: 3 }, { unitPrice: 40_000, quantity: 1 }] });

describe('reverse of a delivered order', () => {
  it('is refused (10017) for an approved return, a partial one, and none: the payment stays CONFIRMED', async () => {
    const order = await delivered();
    const approved = await approvedReturn(context, order, 0, 3, 180_000);
    for (const step of ['approved', 'received part'] as const) {
      if (step === 'received part') await receive(context, approved);
      const reply = await reverse(order);
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toMatchObject({ status: 'FAILED', errorCode: 10017 });
      expect((await status(order)).body).toMatchObject({ status: 'CONFIRMED', reverseTime: null });
    }
    expect(await returnRow(context.db, approved)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING' });
    expect(await readOrder(context.db, order.order.id)).toMatchObject({ status: 'REACHED', paid: true });
  });

  it('refunds the received returns that cover the payment: REVERSED, the order stays delivered; again is 10018', async () => {
    const order = await delivered();
    const first = await receivedReturn(context, order, 0, 3, 180_000);
    const second = await receivedReturn(context, order, 1, 1, 40_000);
    context.clock.advance(5_000);
    const reply = await reverse(order);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatchObject({ status: 'REVERSED', transId: order.providerId, amount: 220_000 * 100, reverseTime: context.clock.now().getTime() });
    for (const id of [first, second]) {
      expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE', refundPaymentId: order.payment.id, refundReceiptUrl: null });
    }
    expect(await readOrder(context.db, order.order.id)).toMatchObject({ status: 'REACHED', paid: true, pointsAwarded: 0 });
    expect(await pointsOf(context.db, order.customer.id)).toBe(0);
    const [transaction] = await transactionsOf(context.db, order.order.id);
    expect(transaction).toMatchObject({ state: -2, cancelReason: 5 });

    const again = await reverse(order);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ status: 'FAILED', errorCode: 10018 });
    expect((await status(order)).body).toMatchObject({ status: 'REVERSED', reverseTime: reply.body.reverseTime });
  });
});
