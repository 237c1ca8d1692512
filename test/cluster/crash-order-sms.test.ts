import { signUpShoppers, type Shopper } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import {
  moveOrder,
  orderNotifications,
  orderSms,
  placePaidOrder,
  signInDemoStaff,
  waitUntil,
  type ListedSms,
  type PlacedOrder,
} from '../support/shop-orders';
import { jobsOfOrder, scratchShop, type ScratchShop } from './servers';

/**
 * A server killed outright (SIGKILL) between an order's status change and its SMS loses neither (issue 18): after a
 * restart on the data the dead one left, every change the shopper was told about has exactly one SMS and one
 * notification. The server is a real process on a scratch database of the machine's PostgreSQL.
 *
 * A. Killed before any SMS went out: the worker is off (JOBS_WORKER=0) while the order is paid, packed and sent, and
 *    the server dies right after answering the SEND. Only an SMS written in the change's own transaction survives
 *    that; one sent after the commit (or queued in memory) is lost or, if sent before the answer, was sent by the
 *    dead server, which the SMS's time gives away.
 * B. Killed with the SMS in flight (the server A restarted, on to the next step): the sandbox gateway keeps the message
 *    and answers SANDBOX_SMS_DELAY_MS later; the server dies in between, so the job is not done. The restarted server takes it again once its lease ran
 *    out and delivers it again; the gateway drops the repeat by its key, so the shopper still gets one SMS.
 */
jest.setTimeout(180_000);

const POLL_MS = 100;
const LEASE_MS = 2_000;
const GATEWAY_DELAY_MS = 3_000;
const TRACKING_NUMBER = 'UZ551234567';
const quiet = { RATE_LIMIT_AUTH: '0', RATE_LIMIT_AUTH_ADDRESS: '0', RATE_LIMIT_SMS_ADDRESS: '0', LOG_LEVEL: 'fatal' };

let scratch: ScratchShop;
let shop: ShopProcess | undefined;

// What scenario A leaves for B: the shopper and their order, sent.
let shopper: Shopper;
let phoneNumber: string;
let order: PlacedOrder;

beforeAll(async () => {
  scratch = await scratchShop('kill_sms');
});

afterAll(() => scratch?.close());

async function start(env: Record<string, string>): Promise<ShopProcess> {
  // One server at a time: a second one's worker would take the jobs this test watches.
  if (shop) throw new Error('a shop of this test is still running');
  shop = await scratch.start({ ...quiet, JOBS_POLL_MS: String(POLL_MS), ...env });
  return shop;
}

async function kill(running: ShopProcess): Promise<void> {
  await running.stop('SIGKILL');
  shop = undefined;
}

const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const paidSms = () => `Libos: ${order.orderNumber} buyurtmangiz uchun ${grouped(order.total)} so‘m to‘landi. Rahmat!`;
const sentSms = () => `Libos: ${order.orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: ${TRACKING_NUMBER}`;
const reachedSms = () => `Libos: ${order.orderNumber} buyurtmangiz yetib keldi.`;
const texts = (listed: ListedSms[]) => listed.map((sms) => sms.text);

async function notificationTitles(origin: string): Promise<string[]> {
  return (await orderNotifications(origin, shopper, order.id)).map((notification) => `${notification.type} ${notification.title}`).sort();
}

/** The server that takes over after A's kill is the one B kills: its gateway answers late, its leases are short. */
const slowGateway = { JOBS_WORKER: '1', JOBS_LEASE_MS: String(LEASE_MS), SANDBOX_SMS_DELAY_MS: String(GATEWAY_DELAY_MS) };

it('A: a server killed right after a status change, before its worker ran, sends each SMS once after the restart', async () => {
  let running = await start({ JOBS_WORKER: '0' });
  [shopper] = await signUpShoppers(running.origin, 1, '551');
  phoneNumber = '+998945510000';
  order = await placePaidOrder(running.origin, shopper!);
  const staff = await signInDemoStaff(running.origin);
  await moveOrder(running.origin, staff, order.id, 'Pack');
  await moveOrder(running.origin, staff, order.id, 'Send', TRACKING_NUMBER);
  await kill(running);
  const killedAt = Date.now();

  running = await start(slowGateway);
  const origin = running.origin;
  expect(await waitUntil(async () => (await orderSms(origin, phoneNumber, order.orderNumber)).length >= 2, 20_000)).toBe(true);
  // Long enough for a repeat to show: ten polls of the worker.
  await new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));

  const listed = await orderSms(origin, phoneNumber, order.orderNumber);
  expect(texts(listed)).toEqual([paidSms(), sentSms()]);
  // Sent by the restarted server: nothing went out before the kill, so the SMS outlived the dead process in the database.
  for (const sms of listed) expect(Date.parse(sms.sentAt)).toBeGreaterThan(killedAt);
  expect(await notificationTitles(origin)).toEqual(['ORDER Buyurtma yig‘ildi', 'ORDER Buyurtma yo‘lda', 'PAYMENT To‘lov qabul qilindi']);
});

it('B: a server killed while the gateway held the SMS delivers it again after its lease, and the shopper gets it once', async () => {
  if (!order || !shop) throw new Error('scenario A left no order and no server with the slow gateway');
  let running = shop;
  const origin = running.origin;
  const staff = await signInDemoStaff(origin);
  await moveOrder(origin, staff, order.id, 'Reached');
  // The gateway keeps the message, then holds its answer for GATEWAY_DELAY_MS: the job is taken but not done.
  const isReached = (sms: ListedSms) => sms.text === reachedSms();
  let reached: ListedSms | undefined;
  const taken = await waitUntil(async () => (reached = (await orderSms(origin, phoneNumber, order.orderNumber)).find(isReached)) !== undefined, 3 * GATEWAY_DELAY_MS, 20);
  expect(taken).toBe(true);
  await kill(running);
  const killedAt = Date.now();
  // The kill landed before the gateway answered (the server's clock and ours are the same machine's).
  expect(killedAt - Date.parse(reached!.sentAt)).toBeLessThan(GATEWAY_DELAY_MS);

  running = await start({ JOBS_WORKER: '1', JOBS_LEASE_MS: String(LEASE_MS) });
  // The dead worker's lease ends at most LEASE_MS after the kill; then a few polls for the retry to be taken and done.
  const leaseOver = killedAt + LEASE_MS + 15 * POLL_MS;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, leaseOver - Date.now())));

  expect(texts(await orderSms(running.origin, phoneNumber, order.orderNumber))).toEqual([paidSms(), sentSms(), reachedSms()]);
  expect(await notificationTitles(running.origin)).toEqual([
    'ORDER Buyurtma yetkazildi',
    'ORDER Buyurtma yig‘ildi',
    'ORDER Buyurtma yo‘lda',
    'PAYMENT To‘lov qabul qilindi',
  ]);
  // A graceful stop waits for the job in hand; then the database shows the REACHED SMS taken twice and done.
  await running.stop('SIGTERM');
  shop = undefined;
  expect(await jobsOfOrder(scratch, order.id)).toEqual([
    { key: `sms:order:${order.id}:PAID`, state: 'DONE', attempts: 1, lockedUntil: null },
    { key: `sms:order:${order.id}:REACHED`, state: 'DONE', attempts: 2, lockedUntil: null },
    { key: `sms:order:${order.id}:SENT`, state: 'DONE', attempts: 1, lockedUntil: null },
  ]);
});
