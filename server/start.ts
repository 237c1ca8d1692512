import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the SPA when it is missing or older than its sources, then runs the server
 * (which migrates and seeds on first run).
 */
const root = path.resolve(__dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');

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

if (!process.env.WEB_DIR && webIsStale()) {
  console.log('Building the shop (first start or changed sources)...');
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

require('./main');
