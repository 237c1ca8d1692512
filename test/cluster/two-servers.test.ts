import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, readStock, signUpShoppers, type Shopper } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import { scratchShop, type ScratchShop } from './servers';

/*
 * Two servers of one shop (one PostgreSQL database, one Redis, one JWT secret) as processes: a server on
 * PostgreSQL refuses to start without JWT_SECRET, both start together on an empty database (migrated once, seeded
 * once, both healthy), and with both sweeping, each order unpaid for 12 hours is cancelled exactly once.
 */
jest.setTimeout(120_000);

const journal = JSON.parse(readFileSync(path.join(__dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const ORDERS = 24;
/** Sweeps this often, on both servers, so their sweeps overlap while the test waits. */
const SWEEP_INTERVAL_MS = '150';

let shop: ScratchShop;
let servers: ShopProcess[] = [];
beforeAll(async () => {
  shop = await scratchShop('two_servers', 'empty');
});
afterAll(() => shop?.close());

const count = async (statement: string, params: unknown[] = []) => Number((await shop.query<{ n: string }>(statement, params))[0]!.n);

it('a server on PostgreSQL without JWT_SECRET stops its start, naming the variable, before touching the database', async () => {
  await expect(shop.start({ JWT_SECRET: '' })).rejects.toThrow(/JWT_SECRET must be set when DATABASE_URL is set/);
  expect(await count(`select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`)).toBe(0);
});

it('two servers started together on an empty database both come up healthy, migrated once and seeded once', async () => {
  servers = await Promise.all([shop.start({ SWEEP_INTERVAL_MS, LOG_LEVEL: 'info' }), shop.start({ SWEEP_INTERVAL_MS, LOG_LEVEL: 'info' })]);
  for (const server of servers) {
    const health = await fetch(`${server.origin}/api/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  }
  const applied = await shop.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
  expect(applied).toHaveLength(journal.entries.length);
  expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
  expect(await count('select count(*) as n from products')).toBe(320);
  expect(await count('select count(*) as n from categories where parent_id is null')).toBe(10);
  expect(await count('select count(*) as n from users')).toBe(1);
  const seedLogs = servers.map((server) => (/seeded the demo shop/.test(server.output()) ? 'seeded' : /database ready/.test(server.output()) ? 'found' : 'neither'));
  expect(seedLogs.sort()).toEqual(['found', 'seeded']);
});

/** One unit of `size` ordered through `origin`: into the cart, then checked out unpaid. */
async function placeOrder(origin: string, shopper: Shopper, size: number): Promise<number> {
  const line = await call<{ cartItemId: number }>(origin, 'POST', '/api/cartItem/addCartItem', { customerId: shopper.customerId, productSizeVariantId: size, quantity: 1 }, shopper.authorization);
  const order = await call<{ id: number }>(origin, 'POST', '/api/order/addOrder', {
    customerId: shopper.customerId,
    cartItemIds: [line.cartItemId],
    addressId: shopper.addressId,
    receiverName: 'Sweep Test',
    receiverPhoneNumber: '+998901112233',
    paymentMethod: 'CLICK',
  }, shopper.authorization);
  return order.id;
}

/** The `cancelled` counts the servers logged for their sweeps, summed. */
function loggedCancellations(server: ShopProcess): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('cancelled orders unpaid for 12 hours'))
    .reduce((sum, line) => sum + (JSON.parse(line) as { cancelled: number }).cancelled, 0);
}

it('with both servers sweeping, each order unpaid for 12 hours is cancelled exactly once', async () => {
  const [first, second] = servers as [ShopProcess, ShopProcess];
  const shoppers = await signUpShoppers(first.origin, 4, '190');
  const products = await call<{ content: Array<{ id: number }> }>(first.origin, 'GET', '/api/product/getAllProducts?page=0&size=12');
  const stock = await readStock(first.origin, products.content.map((card) => card.id));
  const sizes = [...stock].filter(([, quantity]) => quantity >= 3).map(([size]) => size).slice(0, 8);
  expect(sizes).toHaveLength(8);
  const stockBefore = await shop.query<{ id: number; quantity: number }>('select id, quantity from product_size_variants where id = any($1) order by id', [sizes]);

  // Placed through both servers in turn, as a load balancer spreads shoppers.
  const orderIds: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) orderIds.push(await placeOrder(i % 2 ? second.origin : first.origin, shoppers[i % shoppers.length]!, sizes[i % sizes.length]!));
  // 13 hours in the past at once: the next sweep of each server finds all of them together.
  await shop.query(`update orders set created_at = created_at - interval '13 hours' where id = any($1)`, [orderIds]);

  const deadline = Date.now() + 30_000;
  while ((await count(`select count(*) as n from orders where id = any($1) and status = 'REJECTED'`, [orderIds])) < ORDERS) {
    if (Date.now() > deadline) throw new Error('the sweeps did not cancel every order within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A sweep or two more on each server: none may cancel an order again.
  await new Promise((resolve) => setTimeout(resolve, 4 * Number(SWEEP_INTERVAL_MS)));

  const perOrder = await shop.query<{ id: number; status: string; cancelled: boolean; rejections: string; notices: string; sms: string }>(
    `select o.id, o.status, o.cancelled_at is not null as cancelled,
       (select count(*) from order_status_changes c where c.order_id = o.id and c.to_status = 'REJECTED') as rejections,
       (select count(*) from notifications n where n.target_id = o.id and n.type = 'ORDER' and n.message_ru like '%не был оплачен%') as notices,
       (select count(*) from jobs j where j.key = 'sms:order:' || o.id || ':REJECTED') as sms
     from orders o where o.id = any($1) order by o.id`,
    [orderIds],
  );
  expect(perOrder.map((row) => ({ ...row, rejections: Number(row.rejections), notices: Number(row.notices), sms: Number(row.sms) }))).toEqual(
    [...orderIds].sort((a, b) => a - b).map((id) => ({ id, status: 'REJECTED', cancelled: true, rejections: 1, notices: 1, sms: 1 })),
  );
  // Each unit went back to its size once: the stock is what it was before the orders.
  expect(await shop.query('select id, quantity from product_size_variants where id = any($1) order by id', [sizes])).toEqual(stockBefore);
  // And the two servers' logs agree: their cancellations add up to one per order.
  expect(loggedCancellations(first) + loggedCancellations(second)).toBe(ORDERS);
});
