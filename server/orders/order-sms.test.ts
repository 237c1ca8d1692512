import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, type Places, type Shopper } from '../../test/server/order-fixtures';
import { jobs } from '../db/schema/jobs';
import { customers } from '../db/schema/people';
import { notifications } from '../db/schema/notifications';
import { smsTemplates } from '../db/schema/sms';
import { cancelStaleOrders } from './sweep';

/** Each status change a shopper hears of is one SMS in the outbox, sent once, in the order's language. */

let context: TestContext;
let places: Places;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staffHeaders = (await createStaff(context)).headers;
});
afterAll(() => context.close());

type Move = 'Pack' | 'Send' | 'Reached' | 'Rejected';

async function move(to: Move, orderId: number) {
  const payload = to === 'Send' ? { postTrackingNumber: 'UZ987654321' } : undefined;
  const response = await context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${orderId}`, headers: staffHeaders, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
}

async function orderOf(shopper: Shopper, language: 'uz' | 'ru' = 'uz', price = 268_000) {
  const product = await insertProduct(context.db, { sellPrice: price, sizes: { M: 5 } });
  return placedOrder(context, shopper, [[product.variants[0]!.id, 1]], { language });
}

/** 1250000 as the SMS write it: 1 250 000. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const smsTo = (shopper: Shopper) => context.sms.list(shopper.customer.phoneNumber).map((message) => message.text).reverse();

async function orderNotificationCount(customerId: number): Promise<number> {
  return (await context.db.select().from(notifications).where(eq(notifications.customerId, customerId))).length;
}

describe('order SMS', () => {
  it('tells the shopper of payment, dispatch with its tracking number and delivery, once each, in Uzbek', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderOf(shopper);
    await payNow(context.db, order.id, context.clock.now());
    // Confirmed twice (a provider repeating its call): still one SMS.
    await payNow(context.db, order.id, context.clock.now());
    await move('Pack', order.id);
    await move('Send', order.id);
    await move('Reached', order.id);
    expect(smsTo(shopper)).toEqual([]);

    expect(await context.runJobs()).toBe(3);
    expect(smsTo(shopper)).toEqual([
      `Libos: ${order.orderNumber} buyurtmangiz uchun ${grouped(order.total)} so‘m to‘landi. Rahmat!`,
      `Libos: ${order.orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: UZ987654321`,
      `Libos: ${order.orderNumber} buyurtmangiz yetib keldi.`,
    ]);
    // Each change also left its notification: paid, packed, sent, delivered.
    expect(await orderNotificationCount(shopper.customer.id)).toBe(4);
    expect(await context.runJobs()).toBe(0);
    expect(smsTo(shopper)).toHaveLength(3);
  });

  it('writes in the language the order was placed in, from the texts staff saved', async () => {
    await context.db.insert(smsTemplates).values({ name: 'SENT', textUZB: 'Yo‘lda: {orderNumber}, {trackingNumber}', textRUS: 'В пути: {orderNumber}, трек {trackingNumber}' });
    const shopper = await createShopper(context, places);
    const order = await orderOf(shopper, 'ru', 1_250_000);
    await payNow(context.db, order.id, context.clock.now());
    await move('Pack', order.id);
    await move('Send', order.id);
    await context.runJobs();
    expect(smsTo(shopper)).toEqual([
      `Libos: заказ ${order.orderNumber} оплачен, ${grouped(order.total)} сум. Спасибо!`,
      `В пути: ${order.orderNumber}, трек UZ987654321`,
    ]);
    await context.db.delete(smsTemplates).where(eq(smsTemplates.name, 'SENT'));
  });

  it('says a paid order was refunded when staff reject it, and an unpaid one cancelled', async () => {
    const paidShopper = await createShopper(context, places);
    const paid = await orderOf(paidShopper);
    await payNow(context.db, paid.id, context.clock.now());
    await move('Rejected', paid.id);
    const unpaidShopper = await createShopper(context, places);
    const unpaid = await orderOf(unpaidShopper);
    await move('Rejected', unpaid.id);
    await context.runJobs();
    expect(smsTo(paidShopper)).toEqual([expect.stringContaining('to‘landi'), expect.stringMatching(new RegExp(`^Libos: ${paid.orderNumber} buyurtmangiz uchun .* qaytarildi\\.$`))]);
    expect(smsTo(unpaidShopper)).toEqual([`Libos: ${unpaid.orderNumber} buyurtmangiz bekor qilindi.`]);
  });

  it('tells the shopper when an order expires unpaid', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderOf(shopper);
    context.clock.advance(13 * 60 * 60 * 1000);
    await cancelStaleOrders(context.db, context.clock.now());
    await context.runJobs();
    expect(smsTo(shopper)).toEqual([`Libos: ${order.orderNumber} buyurtmangiz bekor qilindi.`]);
  });

  it('sends nothing to a customer staff have deleted', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderOf(shopper);
    await context.db.update(customers).set({ deletedAt: context.clock.now() }).where(eq(customers.id, shopper.customer.id));
    await payNow(context.db, order.id, context.clock.now());
    expect(await context.db.select().from(jobs).where(eq(jobs.orderId, order.id))).toEqual([]);
  });

  it('loses the SMS with the change when the change rolls back', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderOf(shopper);
    await payNow(context.db, order.id, context.clock.now());
    await move('Pack', order.id);
    // Sending needs a tracking number: the refused move writes neither a status nor an SMS.
    const refused = await context.app.inject({ method: 'PUT', url: `/api/order/editStatusToSend/${order.id}`, headers: staffHeaders, payload: { postTrackingNumber: ' ' } });
    expect(refused.statusCode).toBe(400);
    const keys = (await context.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.orderId, order.id))).map((row) => row.key);
    expect(keys).toEqual([`sms:order:${order.id}:PAID`]);
  });
});
