import { insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, type Places } from '../../test/server/order-fixtures';
import { BotBlockedError } from './bot';
import { botJobsOfOrder, jobByKey, orderOf, runJobsWith, scriptedBot } from './testing/bot-kit';
import { telegramKit } from './testing/kit';

/* docs/api.md "Telegram", the staff's new-order alert (TELEGRAM_STAFF_CHAT_ID). */

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const STAFF_CHAT = -1_001_234_567_890;

/** Runs `check` with TELEGRAM_STAFF_CHAT_ID (and TELEGRAM_STAFF_LANGUAGE) set as given: the app and the worker read the same config. */
async function withStaffChat(chatId: number | undefined, check: () => Promise<void>, language: 'uz' | 'ru' = 'uz') {
  const before = { ...context.config.telegram };
  context.config.telegram.staffChatId = chatId;
  context.config.telegram.staffLanguage = language;
  try {
    await check();
  } finally {
    context.config.telegram.staffChatId = before.staffChatId;
    context.config.telegram.staffLanguage = before.staffLanguage;
  }
}

describe('the staff’s new-order alert', () => {
  it('tells the staff chat of every new order: its number, its sum and its page in the back office, once', async () => {
    await withStaffChat(STAFF_CHAT, async () => {
      const shopper = await createShopper(context, places);
      const order = await orderOf(context, shopper, 'ru', 400_000);
      expect(await jobByKey(context, `telegram:staff:order:${order.id}`)).toMatchObject({ kind: 'TELEGRAM', state: 'PENDING', orderId: order.id });
      await context.runJobs();
      await context.runJobs();
      const sent = await kit.sent(STAFF_CHAT);
      // Free delivery at this sum: the order's total is the goods'.
      expect(order.total).toBe(400_000);
      expect(sent.map((message) => message.text)).toEqual([`Yangi buyurtma № ${order.orderNumber}\nSumma: 400 000 so‘m\nhttp://shop.test/staff/orders/${order.id}`]);
      expect(sent[0]?.buttons).toEqual([]);
    });
  });

  it('writes the alert in Russian when the shop says its staff read Russian', async () => {
    await withStaffChat(
      STAFF_CHAT,
      async () => {
        const shopper = await createShopper(context, places);
        const order = await orderOf(context, shopper, 'uz', 400_000);
        await context.runJobs();
        const sent = await kit.sent(STAFF_CHAT);
        expect(sent.map((message) => message.text)).toContain(`Новый заказ № ${order.orderNumber}\nСумма: 400 000 сум\nhttp://shop.test/staff/orders/${order.id}`);
      },
      'ru',
    );
  });

  it('sends none when no staff chat is set', async () => {
    await withStaffChat(undefined, async () => {
      const shopper = await createShopper(context, places);
      const order = await orderOf(context, shopper);
      expect(await botJobsOfOrder(context, order.id)).toEqual([]);
    });
  });

  it('gives the alert up for staff to see when Telegram refuses the staff chat (the bot was removed from it)', async () => {
    await withStaffChat(STAFF_CHAT, async () => {
      const shopper = await createShopper(context, places);
      const order = await orderOf(context, shopper);
      await runJobsWith(context, scriptedBot(context, (chatId) => new BotBlockedError(chatId, 'Forbidden: bot was kicked from the supergroup chat')));
      expect(await jobByKey(context, `telegram:staff:order:${order.id}`)).toMatchObject({ state: 'FAILED', attempts: 1, lastError: expect.stringMatching(/kicked/) });
      expect(context.sms.list(shopper.customer.phoneNumber)).toEqual([]);
    });
  });
});
