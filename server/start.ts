import { fork } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BuildMessage } from './start-build';
import { waitForWebBuild } from './web/build-gate';
import { writeBrotliTwins } from './web/precompress';

/**
 * `npm start`: builds the SPA when it is missing or older than its sources, and runs the server, which migrates and
 * seeds on first run meanwhile and waits for the build before it serves (server/web/build-gate.ts). The build runs in
 * a process of its own (server/start-build.ts), so on two cores the two go side by side. At a terminal the build is
 * one line that counts up (percent and phase); elsewhere a line before and one after. Only webpack's warnings and
 * errors are printed.
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
  const sources = ['src', 'public', 'machines', 'contract'].map((dir) => path.join(root, dir)).filter(existsSync);
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

/** Builds into dist/ in a child process; resolves once the files are written (the child then stores its cache). */
function build(terminal: boolean): Promise<void> {
  const started = performance.now();
  const showProgress = terminal ? progressLine() : undefined;
  if (!terminal) console.log('Building the shop (first start or changed sources)...');
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'start-build.ts'), [distDir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.on('message', (message: BuildMessage) => {
      // The child goes on storing webpack's cache after the files are written; the line stops at 'built'.
      if (message.kind === 'progress') {
        if (!settled) showProgress?.(message.percent, message.phase);
      } else if (message.kind === 'built') {
        if (terminal) process.stdout.write('\n');
        if (message.warnings) console.warn(message.warnings);
        console.log(`Built the shop in ${Math.round((performance.now() - started) / 1000)} s`);
        settled = true;
        resolve();
      } else {
        if (terminal) process.stdout.write('\n');
        settled = true;
        reject(new Error(`The shop's build failed:\n${message.message}`));
      }
    });
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`The shop's build stopped (exit code ${code})`));
    });
  });
}

function buildIfNeeded(): void {
  if (process.env.WEB_DIR) {
    console.log(`Serving the shop built in ${process.env.WEB_DIR}`);
    return;
  }
  if (!webIsStale()) {
    console.log("The shop's build is up to date (dist/): nothing to build");
    // A first start stopped within seconds of serving left some brotli twins unwritten (start-build.ts): the missing
    // ones, if any, are written now, beside the start.
    void writeBrotliTwins(distDir).catch((error: unknown) => console.warn(`Could not write the brotli twins: ${String(error)}`));
    return;
  }
  waitForWebBuild(build(process.stdout.isTTY === true));
}

buildIfNeeded();
require('./main');
