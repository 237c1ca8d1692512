import { and, asc, eq, like } from 'drizzle-orm';
import { insertProduct } from '../../../test/server/fixtures';
import type { TestContext } from '../../../test/server/harness';
import { createShopper, payNow, placedOrder, type Places, type Shopper } from '../../../test/server/order-fixtures';
import { jobs } from '../../db/schema/jobs';
import { telegramLinks } from '../../db/schema/telegram';
import { jobHandlers } from '../../job-handlers';
import { runDueJobs } from '../../jobs/worker';
import { SandboxBot, type SendOptions, type TelegramBot } from '../bot';
import { upsertContact } from '../queries';
import type { telegramKit } from './kit';

/** The order and bot-message tests' shared steps: linked shoppers, orders moved by staff, and bots that misbehave. */

type Kit = ReturnType<typeof telegramKit>;

let nextUserId = 7_000_000_000 + (process.pid % 1000) * 10_000;

/**
 * A shopper who shared their phone with the bot and signed in by the Mini App: linked, their chat with the bot open.
 * The phone is kept as the bot keeps a shared contact, without the bot's thanks, so the chat holds only what the tests send.
 */
export async function linkedShopper(context: TestContext, kit: Kit, places: Places): Promise<{ shopper: Shopper; telegramUserId: number }> {
  const shopper = await createShopper(context, places);
  const telegramUserId = (nextUserId += 1);
  await upsertContact(context.db, telegramUserId, shopper.customer.phoneNumber, context.clock.now());
  const signedIn = await kit.miniApp(kit.initData({ id: telegramUserId, first_name: 'Dilnoza' }));
  if (signedIn.statusCode !== 200) throw new Error(`miniApp answered ${signedIn.statusCode}: ${signedIn.body}`);
  if (signedIn.json<{ customerId: number }>().customerId !== shopper.customer.id) throw new Error('linked to another customer');
  return { shopper, telegramUserId };
}

/** A placed order of one product of `price` in `language`. */
export async function orderOf(context: TestContext, shopper: Shopper, language: 'uz' | 'ru' = 'uz', price = 268_000) {
  const product = await insertProduct(context.db, { sellPrice: price, sizes: { M: 5 } });
  return placedOrder(context, shopper, [[product.variants[0]!.id, 1]], { language });
}

export const pay = (context: TestContext, orderId: number) => payNow(context.db, orderId, context.clock.now());

export async function moveOrder(context: TestContext, staffHeaders: Record<string, string>, to: 'Pack' | 'Send' | 'Reached', orderId: number) {
  const payload = to === 'Send' ? { postTrackingNumber: 'UZ987654321' } : undefined;
  const response = await context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${orderId}`, headers: staffHeaders, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`editStatusTo${to} answered ${response.statusCode}: ${response.body}`);
}

/** 1250000 as the texts write it: 1 250 000. */
export const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The SMS the shopper got, oldest first. */
export const smsTo = (context: TestContext, shopper: Shopper) => context.sms.list(shopper.customer.phoneNumber).map((message) => message.text).reverse();

/** The bot's texts to the chat, oldest first. */
export async function botTextsTo(kit: Kit, chatId: number): Promise<string[]> {
  return (await kit.sent(chatId)).map((message) => message.text).reverse();
}

/** The order's outbox jobs, oldest first: kind, key and state. */
export async function jobsOfOrder(context: TestContext, orderId: number) {
  return context.db.select({ kind: jobs.kind, key: jobs.key, state: jobs.state }).from(jobs).where(eq(jobs.orderId, orderId)).orderBy(asc(jobs.id));
}

export async function jobByKey(context: TestContext, key: string) {
  const [row] = await context.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

export async function botJobsOfOrder(context: TestContext, orderId: number) {
  return context.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), like(jobs.key, 'telegram:%')));
}

export async function linkOf(context: TestContext, telegramUserId: number) {
  const [row] = await context.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, telegramUserId));
  return row;
}

/** The sandbox bot, except that Telegram answers `refusal(chatId)` (when it gives one) instead of sending. */
export function scriptedBot(context: TestContext, refusal: (chatId: number) => Error | undefined): TelegramBot {
  const sandbox = new SandboxBot(context.db);
  return {
    name: 'sandbox',
    async sendMessage(chatId: number, text: string, options?: SendOptions) {
      const error = refusal(chatId);
      if (error) throw error;
      await sandbox.sendMessage(chatId, text, options);
    },
  };
}

/** Runs the due jobs as the worker would, with this bot. */
export function runJobsWith(context: TestContext, bot: TelegramBot) {
  return runDueJobs({ db: context.db, clock: context.clock, log: context.app.log }, jobHandlers({ ...context, telegramBot: bot }));
}
