import { loadConfig } from '../../server/config';
import { TokenService } from '../../server/http/tokens';
import { telegramIdentity } from '../../server/telegram/identity';
import { signInitData } from '../../server/telegram/init-data';
import { call, signUpShoppers, type Shopper } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import { moveOrder, orderSms, placePaidOrder, signInDemoStaff, waitUntil, type PlacedOrder } from '../support/shop-orders';
import { jobsOfOrder, scratchShop, type ScratchShop } from './servers';

/**
 * crash-order-sms.test.ts for a customer who linked Telegram (docs/api.md "Telegram", bot messages): a server killed
 * outright (SIGKILL) loses no bot message and sends none twice. Each change the shopper is told of is one message of
 * the sandbox bot after the restart, and no SMS.
 *
 * A. Killed before any message went out: the worker is off while the order is paid, packed and sent; the messages are
 *    jobs written in the changes' own transactions, which the restarted server delivers.
 * B. Killed with the message in flight: the sandbox bot keeps it and answers SANDBOX_TELEGRAM_DELAY_MS later; the
 *    server dies in between. The restarted server takes the job again once its lease ran out and sends it again with
 *    the same key; the sandbox bot drops the repeat, so the shopper still reads it once.
 */
jest.setTimeout(180_000);

const POLL_MS = 100;
const LEASE_MS = 2_000;
const BOT_DELAY_MS = 3_000;
const TRACKING_NUMBER = 'UZ551234568';
const TELEGRAM_USER_ID = 5_530_000_001;
const quiet = { RATE_LIMIT_AUTH: '0', RATE_LIMIT_AUTH_ADDRESS: '0', RATE_LIMIT_SMS_ADDRESS: '0', LOG_LEVEL: 'fatal' };

let scratch: ScratchShop;
let shop: ShopProcess | undefined;

let shopper: Shopper;
const phoneNumber = '+998945530000';
let order: PlacedOrder;

beforeAll(async () => {
  scratch = await scratchShop('kill_telegram');
});

afterAll(() => scratch?.close());

async function start(env: Record<string, string>): Promise<ShopProcess> {
  if (shop) throw new Error('a shop of this test is still running');
  shop = await scratch.start({ ...quiet, JOBS_POLL_MS: String(POLL_MS), ...env });
  return shop;
}

async function kill(running: ShopProcess): Promise<void> {
  await running.stop('SIGKILL');
  shop = undefined;
}

/** The sandbox bot of this shop: its token and webhook secret follow from the shop's JWT secret. */
const identity = () => telegramIdentity(loadConfig({}).telegram, new TokenService(scratch.env.JWT_SECRET!));

/** Links the shopper's account to a Telegram user as the Mini App does: the phone shared with the bot, then a sign-in. */
async function linkTelegram(origin: string): Promise<void> {
  const bot = identity();
  const contact = {
    update_id: 1,
    message: { message_id: 1, date: Math.floor(Date.now() / 1000), from: { id: TELEGRAM_USER_ID, is_bot: false, first_name: 'Kill' }, chat: { id: TELEGRAM_USER_ID, type: 'private' }, contact: { phone_number: phoneNumber, user_id: TELEGRAM_USER_ID } },
  };
  const delivered = await fetch(`${origin}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': bot.webhookSecret ?? '' },
    body: JSON.stringify(contact),
  });
  expect(delivered.status).toBe(200);
  const initData = signInitData({ user: JSON.stringify({ id: TELEGRAM_USER_ID, first_name: 'Kill' }), auth_date: String(Math.floor(Date.now() / 1000)) }, bot.botToken);
  const signedIn = await call<{ customerId: number }>(origin, 'POST', '/api/auth/telegram/miniApp', { initData });
  expect(signedIn.customerId).toBe(shopper.customerId);
}

interface BotMessage {
  text: string;
  sentAt: string;
}

/** What the sandbox bot sent the shopper about the order, oldest first. */
async function orderMessages(origin: string): Promise<BotMessage[]> {
  const listed = await call<BotMessage[]>(origin, 'GET', `/sandbox/telegram/messages?chatId=${TELEGRAM_USER_ID}`);
  return listed.filter((message) => message.text.includes(order.orderNumber)).reverse();
}

const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const paidText = () => `Libos: ${order.orderNumber} buyurtmangiz uchun ${grouped(order.total)} so‘m to‘landi. Rahmat!`;
const sentText = () => `Libos: ${order.orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: ${TRACKING_NUMBER}`;
const reachedText = () => `Libos: ${order.orderNumber} buyurtmangiz yetib keldi.`;
const texts = (messages: BotMessage[]) => messages.map((message) => message.text);

const slowBot = { JOBS_WORKER: '1', JOBS_LEASE_MS: String(LEASE_MS), SANDBOX_TELEGRAM_DELAY_MS: String(BOT_DELAY_MS) };

it('A: a server killed right after a status change, before its worker ran, sends each bot message once after the restart', async () => {
  let running = await start({ JOBS_WORKER: '0' });
  [shopper] = await signUpShoppers(running.origin, 1, '553');
  await linkTelegram(running.origin);
  order = await placePaidOrder(running.origin, shopper!);
  const staff = await signInDemoStaff(running.origin);
  await moveOrder(running.origin, staff, order.id, 'Pack');
  await moveOrder(running.origin, staff, order.id, 'Send', TRACKING_NUMBER);
  await kill(running);
  const killedAt = Date.now();

  running = await start(slowBot);
  const origin = running.origin;
  expect(await waitUntil(async () => (await orderMessages(origin)).length >= 2, 20_000)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));

  const listed = await orderMessages(origin);
  expect(texts(listed)).toEqual([paidText(), sentText()]);
  for (const message of listed) expect(Date.parse(message.sentAt)).toBeGreaterThan(killedAt);
  expect(await orderSms(origin, phoneNumber, order.orderNumber)).toEqual([]);
});

it('B: a server killed while the bot held the message sends it again after its lease, and the shopper reads it once', async () => {
  if (!order || !shop) throw new Error('scenario A left no order and no server with the slow bot');
  let running = shop;
  const origin = running.origin;
  const staff = await signInDemoStaff(origin);
  await moveOrder(origin, staff, order.id, 'Reached');
  let reached: BotMessage | undefined;
  const taken = await waitUntil(async () => (reached = (await orderMessages(origin)).find((message) => message.text === reachedText())) !== undefined, 3 * BOT_DELAY_MS, 20);
  expect(taken).toBe(true);
  await kill(running);
  const killedAt = Date.now();
  expect(killedAt - Date.parse(reached!.sentAt)).toBeLessThan(BOT_DELAY_MS);

  running = await start({ JOBS_WORKER: '1', JOBS_LEASE_MS: String(LEASE_MS) });
  const leaseOver = killedAt + LEASE_MS + 15 * POLL_MS;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, leaseOver - Date.now())));

  expect(texts(await orderMessages(running.origin))).toEqual([paidText(), sentText(), reachedText()]);
  expect(await orderSms(running.origin, phoneNumber, order.orderNumber)).toEqual([]);
  await running.stop('SIGTERM');
  shop = undefined;
  expect(await jobsOfOrder(scratch, order.id)).toEqual([
    { key: `telegram:order:${order.id}:PAID`, state: 'DONE', attempts: 1, lockedUntil: null },
    { key: `telegram:order:${order.id}:REACHED`, state: 'DONE', attempts: 2, lockedUntil: null },
    { key: `telegram:order:${order.id}:SENT`, state: 'DONE', attempts: 1, lockedUntil: null },
  ]);
});
