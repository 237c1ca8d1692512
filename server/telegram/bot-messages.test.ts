import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, type Places } from '../../test/server/order-fixtures';
import { jobs } from '../db/schema/jobs';
import { retryDelayMs } from '../jobs/worker';
import { createReturn, deliveredOrder, returnBody } from '../returns/testing/returns-fixtures';
import { BotBlockedError, BotRetryAfterError } from './bot';
import { CUSTOMER_ATTEMPTS } from './bot-messages';
import {
  botJobsOfOrder,
  botTextsTo,
  grouped,
  jobByKey,
  jobsOfOrder,
  linkedShopper,
  linkOf,
  moveOrder,
  orderOf,
  pay,
  runJobsWith,
  scriptedBot,
  smsTo,
} from './testing/bot-kit';
import { telegramKit } from './testing/kit';

/* docs/api.md "Telegram", bot messages: a linked customer hears of their orders from the bot instead of by SMS. */

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
let places: Places;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
});
afterAll(() => context.close());

const paidText = (order: { orderNumber: string; total: number }) => `Libos: ${order.orderNumber} buyurtmangiz uchun ${grouped(order.total)} so‘m to‘landi. Rahmat!`;
const sentText = (order: { orderNumber: string }) => `Libos: ${order.orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: UZ987654321`;
const reachedText = (order: { orderNumber: string }) => `Libos: ${order.orderNumber} buyurtmangiz yetib keldi.`;

describe('order messages by the bot', () => {
  it('sends a linked customer’s order messages by the bot, with a button to their orders, and no SMS', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    await pay(context, order.id);
    await moveOrder(context, staff.headers, 'Pack', order.id);
    await moveOrder(context, staff.headers, 'Send', order.id);
    expect(await context.runJobs()).toBe(2);
    expect(await botTextsTo(kit, telegramUserId)).toEqual([paidText(order), sentText(order)]);
    const [sent] = await kit.sent(telegramUserId);
    expect(sent?.buttons).toEqual([[{ text: 'Buyurtmani ochish', webAppUrl: 'http://shop.test/my-orders' }]]);
    expect(smsTo(context, shopper)).toEqual([]);
    expect(await jobsOfOrder(context, order.id)).toEqual([
      { kind: 'TELEGRAM', key: `telegram:order:${order.id}:PAID`, state: 'DONE' },
      { kind: 'TELEGRAM', key: `telegram:order:${order.id}:SENT`, state: 'DONE' },
    ]);
    expect(await context.runJobs()).toBe(0);
  });

  it('shows staff the bot’s messages on the order’s page, by channel, without the staff chat’s alert', async () => {
    const { shopper } = await linkedShopper(context, kit, places);
    const before = context.config.telegram.staffChatId;
    context.config.telegram.staffChatId = -1_001_000_000_001;
    const order = await orderOf(context, shopper).finally(() => (context.config.telegram.staffChatId = before));
    await pay(context, order.id);
    await context.runJobs();
    const response = await context.app.inject({ method: 'GET', url: `/api/order/staff/getOrder/${order.id}`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toEqual([expect.objectContaining({ event: 'PAID', channel: 'TELEGRAM', phoneNumber: null, state: 'DONE' })]);
  });

  it('writes in the order’s language, Russian button included', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper, 'ru', 1_250_000);
    await pay(context, order.id);
    await context.runJobs();
    const [message] = await kit.sent(telegramUserId);
    expect(message?.text).toBe(`Libos: заказ ${order.orderNumber} оплачен, ${grouped(order.total)} сум. Спасибо!`);
    expect(message?.buttons).toEqual([[{ text: 'Открыть заказ', webAppUrl: 'http://shop.test/my-orders' }]]);
  });

  it('sends an unlinked customer SMS as before, and the bot nothing', async () => {
    const shopper = await createShopper(context, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    await context.runJobs();
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);
    expect(await botJobsOfOrder(context, order.id)).toEqual([]);
  });

  it('tells a linked customer of their return’s steps by the bot', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const product = await insertProduct(context.db, { sellPrice: 150_000, sizes: { M: 5 } });
    const { order, itemIds } = await deliveredOrder(context, staff, places, [[product.variants[0]!.id, 1]], { shopper });
    const created = await createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!));
    expect(created.statusCode).toBe(201);
    await context.runJobs();
    const texts = await botTextsTo(kit, telegramUserId);
    expect(texts).toHaveLength(4);
    expect(texts.slice(0, 3)).toEqual([paidText(order), sentText({ orderNumber: order.orderNumber }).replace('UZ987654321', 'UZ100200300'), reachedText(order)]);
    expect(texts[3]).toContain(order.orderNumber);
    const returnId = created.json<{ id: number }>().id;
    expect(await jobByKey(context, `telegram:return:${returnId}:RETURN_REQUESTED`)).toMatchObject({ kind: 'TELEGRAM', state: 'DONE' });
    expect(smsTo(context, shopper)).toEqual([]);
  });
});

describe('when the bot cannot reach the customer', () => {
  it('falls back to one SMS when the user blocked the bot, marks the link, and sends later messages by SMS', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    const blocking = scriptedBot(context, (chatId) => (chatId === telegramUserId ? new BotBlockedError(chatId, 'Forbidden: bot was blocked by the user') : undefined));
    // The bot's job, then the SMS it wrote, in the same run.
    expect(await runJobsWith(context, blocking)).toBe(2);
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);
    expect(await kit.sent(telegramUserId)).toEqual([]);
    expect((await linkOf(context, telegramUserId))?.blockedAt).toEqual(context.clock.now());
    expect(await jobByKey(context, `telegram:order:${order.id}:PAID`)).toMatchObject({ state: 'DONE', result: { sentInstead: 'SMS', reason: 'refused' } });

    // The worker died before marking the bot's job done: it runs again, and the SMS is still one.
    await context.db.update(jobs).set({ state: 'PENDING', finishedAt: null }).where(eq(jobs.key, `telegram:order:${order.id}:PAID`));
    await runJobsWith(context, blocking);
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);

    await moveOrder(context, staff.headers, 'Pack', order.id);
    await moveOrder(context, staff.headers, 'Send', order.id);
    expect(await runJobsWith(context, blocking)).toBe(1);
    expect(smsTo(context, shopper)).toEqual([paidText(order), sentText(order)]);
    expect(await jobByKey(context, `telegram:order:${order.id}:SENT`)).toBeUndefined();
  });

  it('reaches the customer by the bot again once they write /start to it', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    await runJobsWith(context, scriptedBot(context, (chatId) => new BotBlockedError(chatId, 'Forbidden: bot was blocked by the user')));
    expect((await linkOf(context, telegramUserId))?.blockedAt).not.toBeNull();

    await kit.deliver(kit.message({ id: telegramUserId }, { text: '/start' }));
    expect((await linkOf(context, telegramUserId))?.blockedAt).toBeNull();
    await moveOrder(context, staff.headers, 'Pack', order.id);
    await moveOrder(context, staff.headers, 'Send', order.id);
    await context.runJobs();
    expect((await botTextsTo(kit, telegramUserId)).at(-1)).toBe(sentText(order));
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);
  });

  it('sends by SMS a message queued for the bot when the customer unlinked Telegram before it went', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    const unlinked = await context.app.inject({ method: 'DELETE', url: `/api/customers/telegram/${shopper.customer.id}`, headers: shopper.headers });
    expect(unlinked.statusCode).toBe(204);
    await context.runJobs();
    expect(await kit.sent(telegramUserId)).toEqual([]);
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);
  });

  it('waits as long as Telegram’s flood control asks, and sends by SMS once Telegram failed every attempt', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    const key = `telegram:order:${order.id}:PAID`;
    await runJobsWith(context, scriptedBot(context, () => new BotRetryAfterError(600)));
    const waiting = await jobByKey(context, key);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(waiting!.runAt).toEqual(new Date(context.clock.now().getTime() + 600_000));

    const down = scriptedBot(context, () => new Error('Telegram sendMessage failed: 502 Bad Gateway'));
    for (let attempt = 1; attempt < CUSTOMER_ATTEMPTS; attempt += 1) {
      context.clock.advance(Math.max(600_000, retryDelayMs(attempt)));
      await runJobsWith(context, down);
    }
    expect(await jobByKey(context, key)).toMatchObject({ state: 'DONE', attempts: CUSTOMER_ATTEMPTS, result: { sentInstead: 'SMS', reason: 'failing' } });
    expect(smsTo(context, shopper)).toEqual([paidText(order)]);
    expect(await kit.sent(telegramUserId)).toEqual([]);
  });
});
