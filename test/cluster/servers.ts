import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { scratchPostgres, startShopProcess, type ShopProcess } from '../support/shop-process';

/*
 * Several shop processes on one scratch PostgreSQL database and one Redis key prefix, as servers behind a load
 * balancer run: the machine's PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) and Redis
 * (REDIS_URL, else 127.0.0.1:6379). Both run on every machine of this project and in CI: unreachable, the test fails.
 */
export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A port nothing listens on now (the OS's pick), for a server about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ScratchShop {
  databaseUrl: string;
  /** The environment every server of this shop shares: its Redis, its key prefix, one JWT secret. */
  env: Record<string, string>;
  /** A SQL query on the shop's database, as the test's own client. */
  query<Row>(statement: string, params?: unknown[]): Promise<Row[]>;
  /** A server on a port and data folder of its own; `env` adds to or overrides the shared environment. */
  start(env?: Record<string, string>): Promise<ShopProcess>;
  /** Stops the servers still running, drops the database and the data folders. */
  close(): Promise<void>;
}

export async function scratchShop(name: string): Promise<ScratchShop> {
  const database = await scratchPostgres(postgresServerUrl, `libos_${name}`);
  const pool = new Pool({ connectionString: database.url, max: 2 });
  const env = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `libos-test-${name}-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: `cluster-test-secret-${randomBytes(16).toString('hex')}`,
  };
  const shops: ShopProcess[] = [];
  const dataDirs: string[] = [];
  return {
    databaseUrl: database.url,
    env,
    query: async <Row>(statement: string, params: unknown[] = []) => (await pool.query(statement, params)).rows as Row[],
    async start(extra = {}) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `libos-${name}-`));
      dataDirs.push(dataDir);
      const shop = await startShopProcess({ port: await freePort(), dataDir, databaseUrl: database.url, env: { ...env, ...extra } });
      shops.push(shop);
      return shop;
    },
    async close() {
      await Promise.all(shops.map((shop) => shop.stop('SIGKILL')));
      await pool.end();
      await database.drop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
