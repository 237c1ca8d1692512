import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_STAFF } from '../server/db/seed/demo-accounts';
import { readCatalogue, readStock, signUpShoppers, unitsOrdered } from '../test/support/shop-api';
import { postgresReachable, scratchPostgres, startShopProcess } from '../test/support/shop-process';
import { oversells, rushPipeline, type Tally } from './sale-rush';

/**
 * `npm run bench:load`: a sale-day rush against the shop started as `npm start` starts it, on embedded PGlite and
 * on the machine's PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, skipped when
 * none answers). BENCH_CONNECTIONS shoppers at once for BENCH_SECONDS, each going round: home, a category page,
 * a product, a search, another product, one size into the cart, checkout of that line. The sizes on sale are a
 * few products' (BENCH_LOAD_PRODUCTS), so they sell out during the rush and the stock rule is really tested.
 * Prints throughput, p50/p99 latency, errors (anything but the expected answers; must be 0) and oversells
 * (sizes whose orders exceed the stock they had, or whose stock does not balance; must be 0).
 * The auth and search rate limits are off: the whole rush comes from one address here.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const productLimit = Number(process.env.BENCH_LOAD_PRODUCTS ?? 12);
const port = Number(process.env.BENCH_PORT ?? 3931);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function rush(database: 'PGlite' | 'PostgreSQL'): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-bench-load-'));
  const postgres = database === 'PostgreSQL' ? await scratchPostgres(postgresUrl, 'libos_load') : undefined;
  const shop = await startShopProcess({
    port,
    dataDir,
    databaseUrl: postgres?.url,
    withWeb: true,
    env: { RATE_LIMIT_AUTH: '0', RATE_LIMIT_AUTH_ADDRESS: '0', RATE_LIMIT_SEARCH: '0', RATE_LIMIT_SMS_ADDRESS: '0' },
  });
  try {
    const shoppers = await signUpShoppers(shop.origin, connections * 2);
    const catalogue = await readCatalogue(shop.origin, productLimit);
    const stock = [...catalogue.stockBefore.values()].reduce((sum, quantity) => sum + quantity, 0);
    const tally: Tally = { statuses: new Map(), errors: 0, ordersPlaced: 0, acknowledgedOrders: [] };
    const result = await autocannon({
      url: shop.origin,
      connections,
      duration: seconds,
      requests: rushPipeline(catalogue, shoppers, tally),
    });
    const ordered = await unitsOrdered(shop.origin, DEMO_STAFF, new Set(shoppers.map((shopper) => shopper.customerId)));
    const after = await readStock(shop.origin, catalogue.productIds.slice(0, productLimit));
    const oversold = oversells(catalogue.stockBefore, after, ordered);
    const errors = tally.errors + result.errors + result.timeouts;
    const unitsSold = [...ordered.values()].reduce((sum, units) => sum + units, 0);

    console.log(`\n${database}: ${connections} shoppers at once for ${seconds} s against npm start (${shoppers.length} signed-in customers)`);
    console.log(`  throughput   ${result.requests.average.toFixed(0)} requests/s (${result.requests.total} in all), ${(tally.ordersPlaced / seconds).toFixed(1)} orders/s`);
    console.log(`  latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    for (const [step, byStatus] of tally.statuses) {
      console.log(`  ${step.padEnd(12)} ${[...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
    }
    console.log(`  stock        ${catalogue.stockBefore.size} sizes with ${stock} units on sale; ${unitsSold} units ordered in ${tally.ordersPlaced} orders`);
    console.log(`  errors       ${errors} (unexpected answers ${tally.errors}, connection errors ${result.errors}, timeouts ${result.timeouts}): ${errors === 0 ? 'met (0)' : 'NOT met'}`);
    console.log(`  oversells    ${oversold.length}${oversold.length ? ` (sizes ${oversold.join(', ')})` : ''}: ${oversold.length === 0 ? 'met (0)' : 'NOT met'}`);
    return errors === 0 && oversold.length === 0;
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

async function main(): Promise<void> {
  console.log('Libos sale-day load benchmark: browse, search, add to cart and check out, all at once');
  let ok = await rush('PGlite');
  if (await postgresReachable(postgresUrl)) ok = (await rush('PostgreSQL')) && ok;
  else console.log(`\nPostgreSQL: none answers at ${postgresUrl}; set BENCH_DATABASE_URL to run the rush on it`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
