import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveJwtSecret } from '../secrets';
import { wholeFromEnv } from '../shared/env-number';
import { startCluster } from './cluster';

/*
 * `npm run cluster`: the shop as several servers on this machine behind nginx, as it runs on several machines
 * (docs/deploy.md). CLUSTER_SIZE servers (default 2) on ports from CLUSTER_FIRST_PORT (3101), nginx at
 * CLUSTER_PORT (8080), on the machine's PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/libos_cluster, created when missing) and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379). One JWT secret for all: JWT_SECRET, or one generated once into CLUSTER_DIR
 * (./data-cluster). The demo shop is seeded into an empty database unless SEED_DEMO=0. Ctrl+C stops it all gracefully.
 */
const rootDir = path.resolve(__dirname, '../..');

/** The servers serve the SPA from WEB_DIR or ./dist; built once here, not by each server. */
function ensureWebBuilt(): void {
  if (process.env.WEB_DIR || existsSync(path.join(rootDir, 'dist', 'index.html'))) return;
  console.log('Building the shop once for every server (no dist/ yet)...');
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the shop did not build');
}

async function main(): Promise<void> {
  const size = wholeFromEnv(process.env, 'CLUSTER_SIZE', 2, { min: 1 });
  const port = wholeFromEnv(process.env, 'CLUSTER_PORT', 8080, { min: 1 });
  const firstServerPort = wholeFromEnv(process.env, 'CLUSTER_FIRST_PORT', 3101, { min: 1 });
  const workDir = path.resolve(process.env.CLUSTER_DIR || path.join(rootDir, 'data-cluster'));
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/libos_cluster';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // Generated into the cluster's folder when unset: every server gets this one, as each machine would be given it.
  const jwtSecret = await resolveJwtSecret(process.env.JWT_SECRET, workDir);
  ensureWebBuilt();

  console.log(`Starting ${size} Libos servers (ports ${firstServerPort}-${firstServerPort + size - 1}) on ${databaseUrl.replace(/:[^:@/]+@/, ':***@')} and ${redisUrl}...`);
  const cluster = await startCluster({
    size,
    port,
    firstServerPort,
    databaseUrl,
    redisUrl,
    jwtSecret,
    workDir,
    env: { SEED_DEMO: process.env.SEED_DEMO ?? '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    onOutput: (who, line) => console.log(`[${who}] ${line}`),
  });
  console.log(`Libos is open at ${cluster.origin} (nginx, least_conn over ${cluster.servers.map((server) => server.origin).join(', ')})`);
  console.log(`nginx's config: ${path.join(workDir, 'nginx', 'nginx.conf')}. Ctrl+C stops nginx, then drains and stops every server.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: nginx first, then each server drains...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
