import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import { startCluster, type Cluster } from '../server/cluster/cluster';
import { readCatalogue, signUpShoppers, type Catalogue } from '../test/support/shop-api';
import { scratchPostgres } from '../test/support/shop-process';
import { oversells, rushPipeline, type Tally } from './sale-rush';

/**
 * `npm run bench:cluster`: bench:load's sale-day rush through nginx (`npm run cluster`'s config) on one and on two
 * servers of this machine, each run on a fresh database of the machine's PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, default 127.0.0.1:6379): throughput of each and
 * their ratio, p99, errors (must be 0) and oversells (must be 0). Then the rush on two servers again, one of them
 * killed (SIGKILL) halfway: errors only around the kill (requests that were in flight on it, at most one per
 * connection), every order the shop acknowledged (201) in the database, and the stock balancing with the orders.
 * BENCH_CONNECTIONS shoppers at once (20) for BENCH_SECONDS (20) per run. Not run in CI.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const productLimit = Number(process.env.BENCH_LOAD_PRODUCTS ?? 12);
const port = Number(process.env.BENCH_PORT ?? 3951);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Past the kill, answers to requests that were in flight on the dead server arrive within this long. */
const KILL_WINDOW_MS = 2_000;

interface Shop {
  cluster: Cluster;
  databaseUrl: string;
  close(): Promise<void>;
}

async function openShop(size: number): Promise<Shop> {
  const database = await scratchPostgres(postgresUrl, 'libos_bench_cluster');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'libos-bench-cluster-'));
  try {
    const cluster = await startCluster({
      size,
      port,
      firstServerPort: port + 1,
      databaseUrl: database.url,
      redisUrl,
      jwtSecret: randomBytes(32).toString('base64url'),
      workDir,
      env: {
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        REDIS_PREFIX: `libos-bench-${randomBytes(4).toString('hex')}:`,
        // The whole rush comes through nginx from one address, so the per-address limits are off, as in bench:load.
        RATE_LIMIT_AUTH: '0',
        RATE_LIMIT_AUTH_ADDRESS: '0',
        RATE_LIMIT_SEARCH: '0',
        RATE_LIMIT_SMS_ADDRESS: '0',
      },
    });
    const close = async () => {
      await cluster.stop();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    };
    return { cluster, databaseUrl: database.url, close };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * What the database holds after the rush, read directly (a killed server may have left another's cache stale) and
 * in one snapshot: a checkout still in flight when the rush stopped may commit between two separate reads, which
 * would count its order without its stock taken (or the other way round) and look like an oversell.
 */
async function databaseAfter(url: string, catalogue: Catalogue, customerIds: number[], acknowledged: number[]) {
  const client = new Client({ connectionString: url });
  await client.connect();
  const query = async <Row>(statement: string, params: unknown[]) => (await client.query(statement, params)).rows as Row[];
  let stock: Array<{ id: number; quantity: number }>;
  let ordered: Array<{ variant: number; units: string }>;
  let found: Array<{ id: number }>;
  try {
    await client.query('begin isolation level repeatable read read only');
    stock = await query('select id, quantity from product_size_variants where id = any($1)', [[...catalogue.stockBefore.keys()]]);
    ordered = await query(
      `select i.product_size_variant_id as variant, sum(i.quantity) as units from order_items i join orders o on o.id = i.order_id
       where o.customer_id = any($1) and o.status <> 'REJECTED' group by 1`,
      [customerIds],
    );
    found = await query('select id from orders where id = any($1)', [acknowledged]);
    await client.query('commit');
  } finally {
    await client.end();
  }
  return {
    after: new Map(stock.map((row) => [row.id, row.quantity])),
    ordered: new Map(ordered.map((row) => [row.variant, Number(row.units)])),
    lost: acknowledged.filter((id) => !found.some((row) => row.id === id)),
  };
}

interface RushOutcome {
  result: Result;
  tally: Tally;
  errors: number;
  oversold: number[];
  /** Each oversold size's stock before, units in orders, stock after: what to look at when one turns up. */
  oversoldDetail: string[];
  lost: number[];
  unitsSold: number;
  stock: number;
}

async function rush(shop: Shop, duringRun?: (cluster: Cluster) => void): Promise<RushOutcome> {
  const { cluster } = shop;
  const shoppers = await signUpShoppers(cluster.origin, connections * 2);
  const catalogue = await readCatalogue(cluster.origin, productLimit);
  const tally: Tally = { statuses: new Map(), errors: 0, ordersPlaced: 0, acknowledgedOrders: [], errorTimes: [] };
  const result = await new Promise<Result>((resolve, reject) => {
    const options = { url: cluster.origin, connections, duration: seconds, requests: rushPipeline(catalogue, shoppers, tally) };
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    // Connection errors and timeouts count as errors too, with their time, as unexpected answers do.
    instance.on('reqError', () => tally.errorTimes?.push(Date.now()));
    duringRun?.(cluster);
  });
  const checked = await databaseAfter(shop.databaseUrl, catalogue, shoppers.map((shopper) => shopper.customerId), tally.acknowledgedOrders);
  const oversold = oversells(catalogue.stockBefore, checked.after, checked.ordered);
  return {
    result,
    tally,
    errors: tally.errors + result.errors + result.timeouts,
    oversold,
    oversoldDetail: oversold.map((size) => `${size}: had ${catalogue.stockBefore.get(size)}, ordered ${checked.ordered.get(size) ?? 0}, left ${checked.after.get(size)}`),
    lost: checked.lost,
    unitsSold: [...checked.ordered.values()].reduce((sum, units) => sum + units, 0),
    stock: [...catalogue.stockBefore.values()].reduce((sum, quantity) => sum + quantity, 0),
  };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function report(title: string, outcome: RushOutcome): void {
  const { result, tally } = outcome;
  console.log(`\n${title}: ${connections} shoppers at once for ${seconds} s through nginx`);
  console.log(`  throughput   ${result.requests.average.toFixed(0)} requests/s (${result.requests.total} in all), ${(tally.ordersPlaced / seconds).toFixed(1)} orders/s`);
  console.log(`  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  for (const [step, byStatus] of tally.statuses) console.log(`  ${step.padEnd(12)} ${[...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
  console.log(`  stock        ${outcome.stock} units on sale; ${outcome.unitsSold} units in the database's orders, ${tally.ordersPlaced} orders acknowledged`);
  console.log(`  errors       ${outcome.errors} (unexpected answers ${tally.errors}, connection errors ${result.errors}, timeouts ${result.timeouts})`);
  console.log(`  oversells    ${outcome.oversold.length}${outcome.oversold.length ? ` (${outcome.oversoldDetail.join('; ')})` : ''}: ${met(outcome.oversold.length === 0)} (0)`);
  console.log(`  lost orders  ${outcome.lost.length} of ${tally.acknowledgedOrders.length} acknowledged (201) not in the database: ${met(outcome.lost.length === 0)} (0)`);
}

async function measured(size: number): Promise<RushOutcome> {
  const shop = await openShop(size);
  try {
    const outcome = await rush(shop);
    report(`${size} server${size > 1 ? 's' : ''}`, outcome);
    console.log(`  errors       ${met(outcome.errors === 0)} (0)`);
    return outcome;
  } finally {
    await shop.close();
  }
}

async function withKill(): Promise<boolean> {
  const shop = await openShop(2);
  let killedAt = 0;
  try {
    const outcome = await rush(shop, (cluster) => {
      const victim = cluster.servers[1]!;
      setTimeout(() => {
        killedAt = Date.now();
        void victim.stop('SIGKILL');
      }, (seconds * 1000) / 2);
    });
    report('2 servers, server-2 killed (SIGKILL) halfway', outcome);
    const times = outcome.tally.errorTimes ?? [];
    const outside = times.filter((time) => time < killedAt || time > killedAt + KILL_WINDOW_MS).length;
    // Each connection has one request in flight at a time: at most one error per connection is the dead server's.
    const inFlightOnly = outside === 0 && outcome.errors <= connections;
    console.log(`  at the kill  ${times.length} errors within ${KILL_WINDOW_MS / 1000} s of it, ${outside} outside; at most ${connections} requests could be in flight: ${met(inFlightOnly)}`);
    return inFlightOnly && outcome.lost.length === 0 && outcome.oversold.length === 0;
  } finally {
    await shop.close();
  }
}

async function main(): Promise<void> {
  console.log('Libos cluster benchmark: the sale-day rush through nginx on 1 and 2 servers of this machine, then one killed');
  const one = await measured(1);
  const two = await measured(2);
  const ratio = two.result.requests.average / one.result.requests.average;
  console.log(`\nthroughput ratio, 2 servers / 1: ${ratio.toFixed(2)} (p99 ${one.result.latency.p99} ms -> ${two.result.latency.p99} ms)`);
  const killOk = await withKill();
  const ok = [one, two].every((outcome) => outcome.errors === 0 && outcome.oversold.length === 0 && outcome.lost.length === 0) && killOk;
  console.log(`\n${ok ? 'all met' : 'NOT all met'}`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
