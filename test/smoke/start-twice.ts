import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `npm start` as a shopper's machine would, on a scratch data folder: the shop and the API must answer,
 * the first start seeds, and a second start finds the data it left.
 */
const root = path.resolve(__dirname, '../..');
const port = 3400 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'libos-smoke-'));

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  // The smoke run is the out-of-the-box start: embedded PGlite, whatever the caller's DATABASE_URL, and no
  // SEED_DEMO, so that the default (the demo on the embedded database) is what is checked.
  const { DATABASE_URL: _ignored, SEED_DEMO: _default, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForShop(output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not serve ${base} in time:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

async function run(): Promise<void> {
  const first = start();
  try {
    await waitForShop(first.output);
    const home = await fetch(`${base}/`);
    check(/<div id="?root"?>/.test(await home.text()), 'GET / serves the shop');
    const deep = await fetch(`${base}/productDetail/1`);
    check(deep.ok && (deep.headers.get('content-type') ?? '').includes('text/html'), 'a deep link returns the app (history fallback)');
    const blocks = await fetch(`${base}/api/categoryBlock/getAllByCategoryBlockType/MENU_1`);
    const list = (await blocks.json()) as unknown[];
    check(blocks.ok && Array.isArray(list) && list.length > 0, 'the API answers with the seeded MENU_1 blocks');
    const docs = await fetch(`${base}/api/docs/json`);
    check(docs.ok, 'the OpenAPI document is served');
    check(/seeded the demo shop/.test(first.output()), 'the first start seeds');
    check(/THE DEMO STAFF ACCOUNT IS OPEN/.test(first.output()), 'the start-up log warns that the demo staff password is published');
    const missing = await fetch(`${base}/nope.js`);
    check(missing.status === 404, 'a missing file is a 404, not the shop page');
  } finally {
    await stop(first.child);
  }

  const second = start();
  try {
    await waitForShop(second.output);
    check(/database ready/.test(second.output()) && !/seeded the demo shop/.test(second.output()), 'the second start keeps the data');
  } finally {
    await stop(second.child);
  }
}

run()
  .then(() => rmSync(dataDir, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
