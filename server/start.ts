import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runBuilds, shopBuild } from '../webpack.config';

/**
 * `npm start`: builds the SPA when it is missing or older than its sources, then runs the server
 * (which migrates and seeds on first run). At a terminal the build is one line that counts up (percent and phase);
 * elsewhere a line before and one after. Only webpack's warnings and errors are printed.
 */
const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist');
const builtIndex = path.join(distDir, 'index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = ['src', 'public', 'machines'].map((dir) => path.join(root, dir)).filter(existsSync);
  return sources.some((dir) => newestChange(dir) > builtAt);
}

/** The build's progress on one line a terminal rewrites in place. */
function progressLine(): (percent: number, phase: string) => void {
  const width = Math.max(40, (process.stdout.columns ?? 80) - 1);
  let shown = '';
  return (percent, phase) => {
    const line = `Building the shop: ${String(percent).padStart(3)}% ${phase}`.slice(0, width);
    if (line === shown) return;
    shown = line;
    process.stdout.write(`\r${line.padEnd(width)}`);
  };
}

async function buildIfNeeded(): Promise<void> {
  if (process.env.WEB_DIR) {
    console.log(`Serving the shop built in ${process.env.WEB_DIR}`);
    return;
  }
  if (!webIsStale()) {
    console.log("The shop's build is up to date (dist/): nothing to build");
    return;
  }
  const terminal = process.stdout.isTTY === true;
  if (!terminal) console.log('Building the shop (first start or changed sources)...');
  const started = performance.now();
  const warnings = await runBuilds(shopBuild('production', distDir), terminal ? progressLine() : undefined);
  if (terminal) process.stdout.write('\n');
  if (warnings) console.warn(warnings);
  console.log(`Built the shop in ${Math.round((performance.now() - started) / 1000)} s`);
}

buildIfNeeded().then(
  () => require('./main'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
