import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresReachable } from '../test/support/shop-process';
import { machineProbe } from './machine-probe';

/**
 * `npm run bench`: every benchmark in turn, each printing as it goes, then their figures written to
 * bench/results.md with the machine they ran on. BENCH_ONLY=api,load (names below) runs a subset and replaces
 * only their sections of bench/results.md, keeping the others.
 */
const rootDir = path.resolve(__dirname, '..');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Bench {
  name: string;
  title: string;
  script: string;
  env?: Record<string, string>;
  needsPostgres?: boolean;
}

const BENCHES: Bench[] = [
  { name: 'api', title: 'API: catalogue reads against a bare Fastify route, landing pages against getProductById, 10 000 products (PGlite)', script: 'bench/api.ts' },
  {
    name: 'api-pg',
    title: 'API: the same on PostgreSQL',
    script: 'bench/api.ts',
    env: { BENCH_DATABASE_URL: postgresUrl },
    needsPostgres: true,
  },
  {
    name: 'search-100k',
    title: 'Search at 100 000 products (PostgreSQL)',
    script: 'bench/api.ts',
    env: { BENCH_PRODUCTS: '100000', BENCH_DATABASE_URL: postgresUrl },
    needsPostgres: true,
  },
  { name: 'web', title: 'Web: home first-load JavaScript, route chunks, Lighthouse mobile with server rendering on and off', script: 'bench/web.ts' },
  { name: 'checkout', title: 'Checkout throughput (PGlite)', script: 'bench/checkout.ts' },
  {
    name: 'checkout-pg',
    title: 'Checkout throughput (PostgreSQL)',
    script: 'bench/checkout.ts',
    env: { BENCH_DATABASE_URL: postgresUrl },
    needsPostgres: true,
  },
  { name: 'load', title: 'Sale-day load against npm start (PGlite and PostgreSQL)', script: 'bench/load.ts' },
];

/** Runs one benchmark, echoing its output live, and gives back what it printed and whether it passed. */
function run(bench: Bench): Promise<{ output: string; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), bench.script], {
      cwd: rootDir,
      env: { ...process.env, ...bench.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => collect(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => collect(chunk, process.stderr));
    child.on('close', (code) => resolve({ output, code: code ?? 1, seconds: (performance.now() - started) / 1000 }));
  });
}

/** The printed figures without npm's and the tools' own chatter. */
const figures = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/^npm warn|ExperimentalWarning|--trace-warnings/.test(line))
    .join('\n')
    .trim();

/** The sections of an earlier results.md by title, so a partial run keeps the ones it did not redo. */
async function earlierSections(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const sections = new Map<string, string>();
  for (const part of text.split(/\n(?=## )/).slice(1)) sections.set(part.slice(3, part.indexOf('\n')).trim(), part.trim());
  return sections;
}

async function main(): Promise<void> {
  const target = path.join(__dirname, 'results.md');
  const earlier = await earlierSections(target);
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const hasPostgres = await postgresReachable(postgresUrl);
  const probe = machineProbe();
  const sections: string[] = [];
  let failed = 0;
  for (const bench of BENCHES) {
    if (only && !only.includes(bench.name)) {
      const kept = earlier.get(bench.title);
      if (kept) sections.push(kept);
      continue;
    }
    console.log(`\n== ${bench.name}: ${bench.title}`);
    if (bench.needsPostgres && !hasPostgres) {
      sections.push(`## ${bench.title}\n\nSkipped: no PostgreSQL answered at ${postgresUrl}.`);
      continue;
    }
    const result = await run(bench);
    if (result.code !== 0) failed += 1;
    const status = result.code === 0 ? '' : ` (exited with ${result.code})`;
    sections.push(`## ${bench.title}\n\n\`npm run bench\` part \`${bench.name}\`, ${result.seconds.toFixed(0)} s${status}:\n\n\`\`\`\n${figures(result.output)}\n\`\`\``);
  }
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const header = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on ${machine}.`,
    'Each section is the benchmark\'s own output; its targets and what it measures are in the header comment of its',
    'script in bench/. Figures from a two-core machine that also runs the database: compare ratios more than',
    'absolute numbers.',
    '',
    `Before the run, ${probe} (bench/machine-probe.ts): Lighthouse's simulated phone scales with the host's main-thread`,
    'time, so its scores move with these two readings even when the build does not.',
  ].join('\n');
  await writeFile(target, `${header}\n\n${sections.join('\n\n')}\n`);
  console.log(`\nwrote ${path.relative(rootDir, target)}${failed ? `; ${failed} benchmark(s) failed` : ''}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
