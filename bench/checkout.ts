import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../server/db/client';
import { products, productSizeVariants } from '../server/db/schema/catalogue';
import { orderItems } from '../server/db/schema/orders';
import { customers } from '../server/db/schema/people';
import { addresses, regions, subRegions } from '../server/db/schema/places';
import { cartItems } from '../server/db/schema/shopping';
import { insertInSlices } from '../server/db/seed/batch';
import { seedDemo } from '../server/db/seed/index';
import { systemClock } from '../server/clock';
import type { App } from '../server/http/app-type';
import { TokenService } from '../server/http/tokens';
import { SandboxSmsProvider } from '../server/sms/provider';

/**
 * `npm run bench:checkout`: places orders through the whole app (Fastify inject: routing, schema, guard,
 * the one order transaction) on a scratch database, BENCH_CONCURRENCY at a time, and prints orders/second
 * and the latency p50/p99 of two runs:
 *  - spread: BENCH_ORDERS shoppers, each ordering 1-3 sizes of a small catalogue with plenty of stock;
 *  - hot size: BENCH_HOT shoppers racing for the last BENCH_HOT / 5 units of one size (the rest get 409),
 *    checked to sell exactly the stock, never more.
 * PGlite in memory by default (one connection: transactions take turns); BENCH_DATABASE_URL for PostgreSQL.
 */
const orderCount = Number(process.env.BENCH_ORDERS ?? 1000);
const hotCount = Number(process.env.BENCH_HOT ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

interface Shopper {
  customerId: number;
  addressId: number;
  cartItemIds: number[];
  headers: Record<string, string>;
}

interface RunResult {
  statuses: Map<number, number>;
  seconds: number;
  latencies: number[];
}

async function scratchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = await openPglite(undefined);
    return { handle, drop: () => handle.close() };
  }
  const name = `libos_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString(), 10);
  const drop = async () => {
    await handle.close();
    const cleanup = new Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { handle, drop };
}

/** `count` customers with a Tashkent address and the given cart each (variant ids and quantities). */
async function createShoppers(db: Database, tokens: TokenService, tag: string, carts: Array<Array<[number, number]>>): Promise<Shopper[]> {
  const [place] = await db
    .select({ regionId: regions.id, subRegionId: subRegions.id })
    .from(regions)
    .innerJoin(subRegions, eq(subRegions.regionId, regions.id))
    .where(eq(regions.isTashkentCity, true))
    .limit(1);
  const rows = carts.map((_, i) => ({
    fullName: `Bench ${tag} ${i}`,
    phoneNumber: `+99877${tag === 'hot' ? '1' : '0'}${String(i).padStart(6, '0')}`,
    birthDate: '1990-01-01',
    // Shoppers are signed in with tokens below; no password hashing is measured or needed.
    passwordHash: 'bench',
  }));
  await insertInSlices(db, customers, rows);
  const made = await db
    .select({ id: customers.id, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(inArray(customers.phoneNumber, rows.map((row) => row.phoneNumber)))
    .orderBy(asc(customers.phoneNumber));
  await insertInSlices(db, addresses, made.map((customer) => ({ customerId: customer.id, ...place!, street: 'Amir Temur', houseNumber: '1' })));
  await insertInSlices(db, cartItems, made.flatMap((customer, i) => carts[i]!.map(([productSizeVariantId, quantity]) => ({ customerId: customer.id, productSizeVariantId, quantity }))));
  const addressOf = new Map((await db.select({ id: addresses.id, customerId: addresses.customerId }).from(addresses)).map((row) => [row.customerId, row.id]));
  const linesOf = new Map<number, number[]>();
  for (const line of await db.select({ id: cartItems.id, customerId: cartItems.customerId }).from(cartItems)) {
    linesOf.set(line.customerId, [...(linesOf.get(line.customerId) ?? []), line.id]);
  }
  return Promise.all(
    made.map(async (customer) => ({
      customerId: customer.id,
      addressId: addressOf.get(customer.id)!,
      cartItemIds: linesOf.get(customer.id)!,
      headers: { authorization: `Bearer ${await tokens.sign({ kind: 'customer', customerId: customer.id })}` },
    })),
  );
}

async function placeAll(app: App, shoppers: Shopper[]): Promise<RunResult> {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < shoppers.length) {
      const shopper = shoppers[next++]!;
      const begun = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/order/addOrder',
        headers: shopper.headers,
        payload: {
          customerId: shopper.customerId,
          cartItemIds: shopper.cartItemIds,
          addressId: shopper.addressId,
          receiverName: 'Bench Shopper',
          receiverPhoneNumber: '+998901234567',
          paymentMethod: 'PAYME',
        },
      });
      latencies.push(performance.now() - begun);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function report(name: string, result: RunResult): void {
  const placed = result.statuses.get(201) ?? 0;
  const answers = [...result.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(
    `${name.padEnd(10)} ${String(result.latencies.length).padStart(6)} calls in ${result.seconds.toFixed(2)} s: ` +
      `${(placed / result.seconds).toFixed(0)} orders/s, ${(result.latencies.length / result.seconds).toFixed(0)} calls/s, ` +
      `p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms  (${answers})`,
  );
}

async function main(): Promise<void> {
  const { handle, drop } = await scratchDatabase();
  try {
    await handle.migrate();
    await seedDemo(handle.db, { productCount: 60 });
    await handle.db.update(productSizeVariants).set({ quantity: 100_000 });
    const tokens = new TokenService(randomBytes(32).toString('hex'));
    const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-bench'), webDir: path.join(os.tmpdir(), 'libos-bench-no-web') };
    const app = await buildApp({ db: handle.db, config, tokens, sms: new SandboxSmsProvider(), clock: systemClock });
    await app.ready();

    const variants = (
      await handle.db
        .select({ id: productSizeVariants.id })
        .from(productSizeVariants)
        .innerJoin(products, eq(products.id, productSizeVariants.productId))
        .where(eq(products.active, true))
        .orderBy(asc(productSizeVariants.id))
    ).map((row) => row.id);
    const [hotVariant, ...others] = variants;
    const spreadCarts = Array.from({ length: orderCount }, (_, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, k): [number, number] => [others[(i * 7 + k * 13) % others.length]!, 1 + ((i + k) % 2)]),
    );
    const hotStock = Math.floor(hotCount / 5);
    const spread = await createShoppers(handle.db, tokens, 'spread', spreadCarts);
    const hot = await createShoppers(handle.db, tokens, 'hot', Array.from({ length: hotCount }, () => [[hotVariant!, 1]]));
    await handle.db.update(productSizeVariants).set({ quantity: hotStock }).where(eq(productSizeVariants.id, hotVariant!));

    console.log(`Libos checkout benchmark on ${handle.kind}: ${concurrency} orders at a time through Fastify inject`);
    await placeAll(app, spread.slice(0, Math.min(50, spread.length))); // warm-up: JIT, prepared plans
    report('spread', await placeAll(app, spread.slice(Math.min(50, spread.length))));
    const hotRun = await placeAll(app, hot);
    report('hot size', hotRun);

    const [left] = await handle.db.select({ quantity: productSizeVariants.quantity }).from(productSizeVariants).where(eq(productSizeVariants.id, hotVariant!));
    const [sold] = await handle.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productSizeVariantId, hotVariant!));
    const exact = left!.quantity === 0 && sold!.n === hotStock && (hotRun.statuses.get(201) ?? 0) === hotStock;
    console.log(`hot size: stock ${hotStock}, sold ${sold!.n}, left ${left!.quantity}: ${exact ? 'exactly the stock, never more' : 'WRONG'}`);
    await app.close();
    if (!exact) process.exitCode = 1;
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
