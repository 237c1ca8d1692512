import { insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { type Places } from '../../test/server/order-fixtures';
import { claimDueJob, forgetCustomerSms } from '../jobs/queue';
import { SandboxBot } from './bot';
import { telegramJobHandler } from './bot-message-job';
import { botTextsTo, grouped, jobByKey, linkedShopper, orderOf, pay } from './testing/bot-kit';
import { telegramKit } from './testing/kit';

/* The bot's messages as outbox jobs: delivered once per key, and forgotten with their customer. */

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const LEASE_MS = 60_000;

describe('the bot’s messages in the outbox', () => {
  it('sends a message once when a worker died after the bot took it: the retry after the lease carries the same key', async () => {
    const { shopper, telegramUserId } = await linkedShopper(context, kit, places);
    const order = await orderOf(context, shopper);
    await pay(context, order.id);
    const key = `telegram:order:${order.id}:PAID`;
    // The first worker takes the job and the bot keeps the message; the worker dies before marking the job done.
    const taken = await claimDueJob(context.db, context.clock.now(), LEASE_MS);
    expect(taken?.key).toBe(key);
    await telegramJobHandler({ db: context.db, bot: new SandboxBot(context.db), config: context.config, clock: context.clock })(taken!);
    expect(await context.runJobs()).toBe(0);

    context.clock.advance(LEASE_MS);
    expect(await context.runJobs()).toBe(1);
    expect(await jobByKey(context, key)).toMatchObject({ state: 'DONE', attempts: 2 });
    expect(await botTextsTo(kit, telegramUserId)).toEqual([`Libos: ${order.orderNumber} buyurtmangiz uchun ${grouped(order.total)} so‘m to‘landi. Rahmat!`]);
  });

  it('gives up a deleted customer’s queued bot messages and forgets their chat and text, keeping the staff’s alert', async () => {
    const { shopper } = await linkedShopper(context, kit, places);
    context.config.telegram.staffChatId = -100_500;
    let order: { id: number };
    try {
      order = await orderOf(context, shopper);
    } finally {
      context.config.telegram.staffChatId = undefined;
    }
    await pay(context, order.id);
    await context.db.transaction((tx) => forgetCustomerSms(tx, [order.id], context.clock.now()));
    expect(await jobByKey(context, `telegram:order:${order.id}:PAID`)).toMatchObject({ state: 'FAILED', lastError: 'the customer was deleted', payload: {} });
    expect(await jobByKey(context, `telegram:staff:order:${order.id}`)).toMatchObject({ state: 'PENDING', payload: { chatId: -100_500 } });
  });
});
