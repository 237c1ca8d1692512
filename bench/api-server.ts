import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { Client } from 'pg';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client';
import { productCategories, products } from '../server/db/schema/catalogue';
import { seedDemo } from '../server/db/seed/index';
import { systemClock } from '../server/clock';
import { TokenService } from '../server/http/tokens';
import { SandboxSmsProvider } from '../server/sms/provider';
import { SERVER_PAGE_STATE_ID } from '../contract/pageDrawing';
import { PAGE_HEADERS } from './api-pages';

/**
 * The benchmark's server process: a scratch database seeded with BENCH_PRODUCTS products, the Libos app and
 * a bare Fastify JSON route, both in this one process so they meet the same conditions. It tells the parent
 * its ports and the ids and queries to rotate through, then serves until killed. The app serves the built SPA
 * (WEB_DIR, default dist/; api.ts builds it when missing) so that its landing pages are the server-rendered pages
 * a shopper gets (SERVER_RENDERING as in server/config.ts: on unless set to 0).
 */
async function scratchDatabase(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return openPglite(undefined);
  const name = `libos_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString(), 10);
  process.once('SIGTERM', async () => {
    await handle.close();
    const cleanup = new Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    process.exit(0);
  });
  return handle;
}

async function main(): Promise<void> {
  const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
  const handle = await scratchDatabase();
  await handle.migrate();
  const seedStarted = performance.now();
  await seedDemo(handle.db, { productCount });
  const seedMs = performance.now() - seedStarted;

  const settings = { WEB_DIR: process.env.WEB_DIR, SERVER_RENDERING: process.env.SERVER_RENDERING };
  const config = { ...loadConfig(settings), dataDir: path.join(os.tmpdir(), 'libos-bench') };
  const app = await buildApp({
    db: handle.db,
    config,
    tokens: new TokenService(randomBytes(32).toString('hex')),
    sms: new SandboxSmsProvider(),
    clock: systemClock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const productIds = (
    await handle.db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)).limit(3000)
  ).map((row) => row.id);
  const categoryIds = (await handle.db.selectDistinct({ id: productCategories.categoryId }).from(productCategories)).map((row) => row.id);
  const names = await handle.db
    .select({ nameUZB: products.nameUZB, nameRUS: products.nameRUS, referenceNumber: products.referenceNumber })
    .from(products)
    .orderBy(asc(products.id))
    .limit(600);

  // The bare server answers the same JSON as each measured route (one sample each), serialized per request
  // as any plain Fastify route does, plus a tiny object: the ratio then measures what Libos adds, not bytes.
  const samples: Record<string, unknown> = { tiny: { id: 1, nameUZB: 'Futbolka', nameRUS: 'Футболка', sellPrice: 150000, active: true } };
  const sampleUrls: Record<string, string> = {
    getProductById: `/api/product/getProductById/${productIds[0]}`,
    getProductByCategoryId: `/api/product/getProductByCategoryId/${categoryIds[0]}?page=0&size=20`,
    searchProduct: `/api/product/searchProduct/${encodeURIComponent(names[0]!.nameUZB.split(' ')[0]!)}`,
  };
  for (const [name, url] of Object.entries(sampleUrls)) samples[name] = (await app.inject({ url })).json();
  // The pages as a phone asks for them: HTML, compressed (sendPage compresses each answer), bytes as sent.
  const pageBytes: Record<string, number> = {};
  const pagesDrawn: Record<string, boolean> = {};
  for (const [name, url] of Object.entries({ home: '/', product: `/productDetail/${productIds[0]}` })) {
    const page = await app.inject({ url, headers: PAGE_HEADERS });
    if (page.statusCode !== 200 || !page.headers['content-type']?.toString().startsWith('text/html')) {
      throw new Error(`${url} answered ${page.statusCode} ${page.headers['content-type']}: is the SPA built in ${config.webDir}?`);
    }
    pageBytes[name] = page.rawPayload.length;
    const html = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
    pagesDrawn[name] = html.includes(`id="${SERVER_PAGE_STATE_ID}"`);
  }
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { name: string } }>('/bare/:name', async (request) => samples[request.params.name] ?? samples.tiny);
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const address = (server: typeof bare) => {
    const info = server.server.address();
    if (!info || typeof info === 'string') throw new Error('not listening');
    return info.port;
  };
  process.send?.({
    appPort: address(app as unknown as typeof bare),
    barePort: address(bare),
    seedMs,
    database: handle.kind,
    productCount,
    productIds,
    categoryIds,
    names,
    sampleBytes: Object.fromEntries(Object.entries(samples).map(([name, body]) => [name, JSON.stringify(body).length])),
    pageBytes,
    pagesDrawn,
    serverRendering: config.serverRendering,
    webDir: config.webDir,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
