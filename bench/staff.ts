import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../server/db/client';
import { categories, products } from '../server/db/schema/catalogue';
import { users } from '../server/db/schema/staff';
import { seedDemo } from '../server/db/seed/index';
import { processProductPhoto } from '../server/media/images/process';
import { noisyJpeg } from '../server/media/images/testing/photos';
import { TokenService } from '../server/http/tokens';
import { SandboxSmsProvider } from '../server/sms/provider';
import { buildSearchQueries } from './search-queries';

/**
 * `npm run bench:staff`: seeds BENCH_PRODUCTS (default 100 000) products in a scratch database (PostgreSQL at
 * BENCH_DATABASE_URL, else PGlite) and prints what the back office waits for, section by section. To measure
 * something more, add a `BenchSection` to `sections` below: it gets the running shop and prints its own lines.
 */

interface StaffBench {
  /** The shop listening on 127.0.0.1: `get('/api/...')` with a MANAGER's token. */
  get(url: string): Promise<Response>;
  db: Database;
  productCount: number;
}

interface BenchSection {
  title: string;
  /** Its result lines; `met` is whether its target was met (undefined: it has none). */
  run(bench: StaffBench): Promise<{ lines: string[]; met?: boolean }>;
}

const TARGET_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Timing {
  url: string;
  ms: number;
}

/** Each url once, one after another (the staff's lists are never cached), fastest first. */
async function latencies(bench: StaffBench, urls: string[]): Promise<Timing[]> {
  const times: Timing[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await bench.get(url);
    await response.arrayBuffer();
    times.push({ url, ms: performance.now() - started });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return times.sort((a, b) => a.ms - b.ms);
}

function summary(label: string, timings: Timing[]): { lines: string[]; met: boolean } {
  const times = timings.map((timing) => timing.ms);
  const p95 = percentile(times, 95);
  const line = `${label}: ${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`;
  const slowest = timings.slice(-3).reverse().map((timing) => `  ${timing.ms.toFixed(1)} ms ${decodeURIComponent(timing.url)}`);
  return { lines: [line, 'slowest:', ...slowest, `target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`], met: p95 <= TARGET_P95_MS };
}

const productList: BenchSection = {
  title: 'staff product list (pages, every sort both ways, by category and active flag)',
  async run(bench) {
    const categoryIds = (await bench.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id))).map((row) => row.id);
    const urls: string[] = [];
    for (const sort of ['created', 'name', 'price', 'referenceNumber']) {
      for (const direction of ['asc', 'desc']) {
        for (const page of [0, 1, 7, 40]) urls.push(`/api/product/staff/getAllProducts?sort=${sort}&direction=${direction}&page=${page}&size=50`);
        urls.push(`/api/product/staff/getAllProducts?sort=${sort}&direction=${direction}&active=false`);
        for (const id of categoryIds.slice(0, 6)) urls.push(`/api/product/staff/getAllProducts?sort=${sort}&direction=${direction}&categoryId=${id}&page=1`);
      }
    }
    await latencies(bench, urls.slice(0, 10));
    return summary('list', await latencies(bench, urls));
  },
};

const productSearch: BenchSection = {
  title: 'staff product search (names uz/ru in either alphabet, typos, reference numbers)',
  async run(bench) {
    const names = await bench.db
      .select({ nameUZB: products.nameUZB, nameRUS: products.nameRUS, referenceNumber: products.referenceNumber })
      .from(products)
      .orderBy(asc(products.id))
      .limit(300);
    const queries = buildSearchQueries(names).slice(0, 300);
    const urls = queries.map((text, index) => `/api/product/staff/getAllProducts?text=${encodeURIComponent(text)}${index % 3 === 0 ? '&sort=name' : ''}`);
    await latencies(bench, urls.slice(0, 10));
    return summary('search', await latencies(bench, urls.slice(10)));
  },
};

const PHOTO_RUNS = 3;

/** The wait after a staff member uploads one photo: a 12-megapixel camera JPEG into every size the storefront serves. */
const photoProcessing: BenchSection = {
  title: `one 12-megapixel photo (4000 x 3000 JPEG) into WebP and AVIF at every width, median of ${PHOTO_RUNS}`,
  async run() {
    const input = await noisyJpeg(4000, 3000);
    const seconds: number[] = [];
    let variants = 0;
    for (let run = 0; run < PHOTO_RUNS; run += 1) {
      const started = performance.now();
      variants = (await processProductPhoto(input)).variants.length;
      seconds.push((performance.now() - started) / 1000);
    }
    seconds.sort((a, b) => a - b);
    return { lines: [`${variants} files; median ${seconds[1]!.toFixed(2)} s (min ${seconds[0]!.toFixed(2)} s, max ${seconds[2]!.toFixed(2)} s)`] };
  },
};

/** What `npm run bench:staff` measures, in order. */
const sections: BenchSection[] = [productList, productSearch, photoProcessing];

async function scratchDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = await openPglite(undefined);
    return { handle, drop: () => handle.close() };
  }
  const name = `libos_bench_staff_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString(), 10);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function main(): Promise<void> {
  const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const { handle, drop } = await scratchDatabase();
  try {
    await handle.migrate();
    const seedStarted = performance.now();
    await seedDemo(handle.db, { productCount });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // A running shop's tables are vacuumed and analysed by autovacuum; a freshly seeded one is not yet.
    await handle.db.execute(sql`vacuum analyze`);
    const tokens = new TokenService(randomBytes(32).toString('hex'));
    const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-bench-staff'), webDir: path.join(os.tmpdir(), 'libos-bench-no-web') };
    const app = await buildApp({ db: handle.db, config, tokens, sms: new SandboxSmsProvider(), clock: systemClock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const [manager] = await handle.db
      .insert(users)
      .values({ fullName: 'Bench manager', phoneNumber: '+998990000001', passwordHash: 'not-used', role: 'MANAGER' })
      .returning({ id: users.id });
    const authorization = `Bearer ${await tokens.sign({ kind: 'staff', userId: manager!.id, role: 'MANAGER' })}`;
    const bench: StaffBench = {
      get: (url) => fetch(`http://127.0.0.1:${address.port}${url}`, { headers: { authorization } }),
      db: handle.db,
      productCount,
    };
    console.log(`Libos staff benchmark: ${productCount} products on ${handle.kind} (seeded in ${seedSeconds.toFixed(1)} s)`);
    try {
      for (const section of sections) {
        console.log(`\n${section.title}`);
        const result = await section.run(bench);
        for (const line of result.lines) console.log(`  ${line}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
