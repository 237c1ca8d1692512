import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureWebBuild, PAGE_BASELINE, PAGE_HEADERS, PAGE_TARGET_RATIO, pageCases, uncachedPagePaths } from './api-pages';
import { buildSearchQueries } from './search-queries';

/**
 * `npm run bench:api`: seeds BENCH_PRODUCTS (default 10 000) products in a scratch database, then measures
 * requests per second of the hot catalogue reads against a bare Fastify JSON route in the same run (one that
 * answers the same JSON, and one that answers a tiny object), and the p95 latency of searches that miss every
 * cache; then the server-rendered home page and product pages (HTML, brotli, as a browser asks: api-pages.ts)
 * against getProductById. The app serves the built SPA (WEB_DIR or dist/, built first when missing); SERVER_RENDERING=0
 * measures today's shell pages instead. Targets: each ratio to the bare route with the same JSON >= 0.5, search
 * p95 <= 20 ms, each page >= 1/3 of getProductById's requests per second.
 */
interface Ready {
  appPort: number;
  barePort: number;
  seedMs: number;
  database: string;
  productCount: number;
  productIds: number[];
  categoryIds: number[];
  names: Array<{ nameUZB: string; nameRUS: string; referenceNumber: string }>;
  sampleBytes: Record<string, number>;
  pageBytes: Record<string, number>;
  /** Whether the server drew each sample page (not the shell it falls back to). */
  pagesDrawn: Record<string, boolean>;
  serverRendering: boolean;
  webDir: string;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function rotating(paths: string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

async function requestsPerSecond(
  port: number,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<{ rps: number; errors: number; non2xx: number }> {
  const nextPath = rotating(paths);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return { rps: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Each address once, one at a time: the latency of answers no cache holds. */
async function coldLatencies(port: number, paths: string[], headers: Record<string, string> = {}): Promise<number[]> {
  const latencies: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${p}`, { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
  }
  return latencies.sort((a, b) => a - b);
}

const latencySummary = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;

async function main(): Promise<void> {
  await ensureWebBuild();
  const child = fork(path.join(__dirname, 'api-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    console.log(`Libos API benchmark: ${ready.productCount} products on ${ready.database} (seeded in ${(ready.seedMs / 1000).toFixed(1)} s), ${connections} connections, ${seconds} s per run`);
    console.log(`pages from ${ready.webDir}, server rendering ${ready.serverRendering ? 'on' : 'off'}`);
    const queries = buildSearchQueries(ready.names);
    const cases: Array<[string, string[]]> = [
      ['getProductById', ready.productIds.slice(0, 2000).map((id) => `/api/product/getProductById/${id}`)],
      ['getProductByCategoryId', ready.categoryIds.flatMap((id) => [0, 1, 2].map((page) => `/api/product/getProductByCategoryId/${id}?page=${page}&size=20`))],
      ['searchProduct', queries.slice(0, 200).map((q) => `/api/product/searchProduct/${encodeURIComponent(q)}`)],
    ];
    // Warm the JIT and the catalogue cache the way a shop's steady traffic does.
    await requestsPerSecond(ready.barePort, ['/bare/tiny']);
    const tiny = await requestsPerSecond(ready.barePort, ['/bare/tiny']);
    console.log(`\n${'route'.padEnd(24)} ${'bytes'.padStart(6)} ${'req/s'.padStart(8)} ${'bare same JSON'.padStart(15)} ${'ratio'.padStart(6)} ${'vs tiny'.padStart(8)}  errors`);
    console.log(`${'bare Fastify, tiny JSON'.padEnd(24)} ${String(ready.sampleBytes.tiny).padStart(6)} ${tiny.rps.toFixed(0).padStart(8)} ${''.padStart(15)} ${''.padStart(6)} ${'1.00'.padStart(8)}  ${tiny.errors}`);
    const ratios: Record<string, number> = {};
    const rps: Record<string, number> = {};
    for (const [name, paths] of cases) {
      for (const p of paths) await fetch(`http://127.0.0.1:${ready.appPort}${p}`).then((r) => r.arrayBuffer());
      const bare = await requestsPerSecond(ready.barePort, [`/bare/${name}`]);
      const run = await requestsPerSecond(ready.appPort, paths);
      ratios[name] = run.rps / bare.rps;
      rps[name] = run.rps;
      console.log(
        `${name.padEnd(24)} ${String(ready.sampleBytes[name]).padStart(6)} ${run.rps.toFixed(0).padStart(8)} ${bare.rps.toFixed(0).padStart(15)} ${ratios[name]!.toFixed(2).padStart(6)} ${(run.rps / tiny.rps).toFixed(2).padStart(8)}  ${run.errors + run.non2xx}`,
      );
    }
    const pageRatios: Record<string, number> = {};
    const LABEL = 46;
    const baseline = rps[PAGE_BASELINE]!;
    const rendering = ready.serverRendering ? 'server rendered' : 'SERVER_RENDERING=0, the shell';
    console.log(`\n${`page, HTML br (${rendering})`.padEnd(LABEL)} ${'bytes'.padStart(8)} ${'req/s'.padStart(8)} ${`vs ${PAGE_BASELINE}`.padStart(19)} ${'drawn'.padStart(6)}  errors`);
    console.log(`${`${PAGE_BASELINE} (JSON, above)`.padEnd(LABEL)} ${String(ready.sampleBytes[PAGE_BASELINE]).padStart(8)} ${baseline.toFixed(0).padStart(8)} ${'1.00'.padStart(19)}`);
    for (const [label, sample, paths] of pageCases(ready.productIds)) {
      for (const p of paths) await fetch(`http://127.0.0.1:${ready.appPort}${p}`, { headers: PAGE_HEADERS }).then((r) => r.arrayBuffer());
      const run = await requestsPerSecond(ready.appPort, paths, PAGE_HEADERS);
      pageRatios[label] = run.rps / baseline;
      console.log(
        `${label.padEnd(LABEL)} ${String(ready.pageBytes[sample]).padStart(8)} ${run.rps.toFixed(0).padStart(8)} ${pageRatios[label]!.toFixed(2).padStart(19)} ${(ready.pagesDrawn[sample] ? 'yes' : 'no').padStart(6)}  ${run.errors + run.non2xx}`,
      );
    }
    const uncached = uncachedPagePaths(ready.productIds);
    if (uncached.length > 0) {
      const drawn = await coldLatencies(ready.appPort, uncached, PAGE_HEADERS);
      console.log(`product page without cache: ${drawn.length} distinct pages one at a time, ${latencySummary(drawn)}`);
    }
    const searchPaths = queries.slice(200).map((q) => `/api/product/searchProduct/${encodeURIComponent(q)}`);
    const cold = await coldLatencies(ready.appPort, searchPaths);
    const p95 = percentile(cold, 95);
    console.log(`\nsearch without cache: ${cold.length} distinct queries, ${latencySummary(cold)}`);
    const ratioOk = Object.values(ratios).every((ratio) => ratio >= 0.5);
    const pagesOk = Object.values(pageRatios).every((ratio) => ratio >= PAGE_TARGET_RATIO);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\ntargets: every ratio >= 0.5: ${met(ratioOk)}; search p95 <= 20 ms: ${met(p95 <= 20)}; every page >= 1/3 of ${PAGE_BASELINE}: ${met(pagesOk)}`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
