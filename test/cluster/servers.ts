import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { openPostgres } from '../../server/db/client';
import { jobs } from '../../server/db/schema/jobs';
import { dropRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../support/test-redis';
import { scratchPostgres, startShopProcess, type ShopProcess } from '../support/shop-process';
import { postgresServerUrl, seededShopTemplate, serverBundle } from './run-setup';

/*
 * Several shop processes on one scratch PostgreSQL database and one Redis key prefix, as servers behind a load
 * balancer run: the machine's PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) and Redis
 * (REDIS_URL, else 127.0.0.1:6379). Both run on every machine of this project and in CI: unreachable, the test fails.
 */

/**
 * Each jest worker's servers listen on ports of its own: TEST_PORT_BASE (3600 unless set) onward, PORTS_PER_WORKER
 * a worker, so two servers of one run never take the same port; a port something else listens on is passed over.
 * Runs at the same moment on one machine set bases PORTS_PER_WORKER times their workers apart.
 */
const PORTS_PER_WORKER = 20;
let portsTaken = 0;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function serverPort(): Promise<number> {
  const workerIndex = Number(process.env.JEST_WORKER_ID ?? 1) - 1;
  const first = Number(process.env.TEST_PORT_BASE || 3600) + workerIndex * PORTS_PER_WORKER;
  while (portsTaken < PORTS_PER_WORKER) {
    const port = first + portsTaken++;
    if (await portFree(port)) return port;
  }
  throw new Error(`no free port left among ${first}-${first + PORTS_PER_WORKER - 1} (TEST_PORT_BASE)`);
}

export interface ScratchShop {
  databaseUrl: string;
  /** The environment every server of this shop shares: its Redis, its key prefix, one JWT secret. */
  env: Record<string, string>;
  /** A SQL query on the shop's database, as the test's own client. */
  query<Row>(statement: string, params?: unknown[]): Promise<Row[]>;
  /** A server on a port and data folder of its own; `env` adds to or overrides the shared environment. */
  start(env?: Record<string, string>): Promise<ShopProcess>;
  /** Kills the servers still running, drops the database, the Redis keys and the data folders. */
  close(): Promise<void>;
}

/**
 * A shop on a database of its own: a copy of the run's migrated and seeded demo shop (test/cluster/run-setup.ts),
 * or `empty` for a test of what the first servers on a new database do.
 */
export async function scratchShop(name: string, database: 'seeded' | 'empty' = 'seeded'): Promise<ScratchShop> {
  const scratch = await scratchPostgres(postgresServerUrl, `libos_${name}`, database === 'seeded' ? seededShopTemplate() : undefined);
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const env = {
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: uniqueRedisPrefix(name),
    JWT_SECRET: `cluster-test-secret-${randomBytes(16).toString('hex')}`,
  };
  const shops: ShopProcess[] = [];
  const dataDirs: string[] = [];
  return {
    databaseUrl: scratch.url,
    env,
    query: async <Row>(statement: string, params: unknown[] = []) => (await pool.query(statement, params)).rows as Row[],
    async start(extra = {}) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `libos-${name}-`));
      dataDirs.push(dataDir);
      const shop = await startShopProcess({ port: await serverPort(), dataDir, databaseUrl: scratch.url, serverBundle: serverBundle(), env: { ...env, ...extra } });
      shops.push(shop);
      return shop;
    },
    async close() {
      await Promise.all(shops.map((shop) => shop.stop('SIGKILL')));
      await pool.end();
      await scratch.drop();
      await dropRedisPrefix(env.REDIS_PREFIX);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** An order's outbox jobs as the shop's database holds them, by key: what a crash test checks was delivered once. */
export async function jobsOfOrder(scratch: Pick<ScratchShop, 'databaseUrl'>, orderId: number) {
  const database = await openPostgres(scratch.databaseUrl, 1);
  try {
    const rows = await database.db.select().from(jobs).where(eq(jobs.orderId, orderId));
    return rows.map((job) => ({ key: job.key, state: job.state, attempts: job.attempts, lockedUntil: job.lockedUntil })).sort((a, b) => a.key.localeCompare(b.key));
  } finally {
    await database.close();
  }
}
