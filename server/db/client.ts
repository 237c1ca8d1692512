import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pgliteExtensions } from './pglite-extensions';
import * as auth from './schema/auth';
import * as catalogue from './schema/catalogue';
import * as favourites from './schema/favourites';
import * as fiscal from './schema/fiscal';
import * as home from './schema/home';
import * as jobs from './schema/jobs';
import * as loyalty from './schema/loyalty';
import * as media from './schema/media';
import * as messages from './schema/messages';
import * as notifications from './schema/notifications';
import * as orders from './schema/orders';
import * as payments from './schema/payments';
import * as people from './schema/people';
import * as places from './schema/places';
import * as promoCodes from './schema/promo-codes';
import * as returns from './schema/returns';
import * as reviews from './schema/reviews';
import * as sandbox from './schema/sandbox';
import * as shopping from './schema/shopping';
import * as sms from './schema/sms';
import * as staff from './schema/staff';
import * as stock from './schema/stock';
import * as telegram from './schema/telegram';

/** Every table (server/db/schema/, one file per domain), for drizzle's typed queries. */
const schema = { ...people, ...staff, ...auth, ...catalogue, ...places, ...shopping, ...favourites, ...home, ...loyalty, ...promoCodes, ...orders, ...payments, ...returns, ...reviews, ...messages, ...stock, ...fiscal, ...jobs, ...media, ...notifications, ...sms, ...sandbox, ...telegram };

export type Schema = typeof schema;
/** Either driver: the embedded PGlite or node-postgres. Services only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: what queries take, so they compose inside a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Brings the schema up to date; servers starting together on one database migrate one after another. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as an uncompressed tarball, which `openPglite` can start from. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, to check none is held after the work is done. */
  connections?(): { total: number; idle: number; waiting: number };
}

const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * Drizzle's migrator reads which migrations are applied and then applies the rest, so two servers starting at
 * once on a fresh database would both apply the first one and one of them would fail. Every migration runs
 * holding this session-level advisory lock: the second server waits, then finds nothing left to do.
 */
const MIGRATION_LOCK_KEY = 741_920_000;

/** Runs `migration` between taking and releasing the migration lock on the one session `query` talks to. */
async function underMigrationLock(query: (statement: string) => Promise<unknown>, migration: () => Promise<void>): Promise<void> {
  await query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migration();
  } finally {
    await query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}

/**
 * How a new cluster starts: `loadDataDir`, a tarball from `dump()`, gives it that data instead of running
 * initdb, the slow part of starting; the others set initdb's options and postgresql.conf lines.
 */
export type PgliteStartOptions = Pick<PGliteOptions, 'loadDataDir' | 'initDbStartParams' | 'postgresqlconf'>;

/**
 * `dataDir` undefined gives an in-memory PGlite (tests, benchmarks). A folder is opened by one process at a time
 * (data-dir-lock.ts): while another live process has it open this throws DatabaseInUseError; close() gives it back.
 */
export async function openPglite(dataDir: string | undefined, start: PgliteStartOptions = {}): Promise<DatabaseHandle> {
  if (!dataDir) return pgliteHandle(await PGlite.create({ ...start, extensions: pgliteExtensions }));
  await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const unlock = lockDataDir(path.resolve(dataDir));
  try {
    await mkdir(dataDir, { recursive: true });
    const handle = pgliteHandle(await PGlite.create({ ...start, dataDir, extensions: pgliteExtensions }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A handle over an open PGlite: the server's own, or a test worker's that test files take turns on. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => underMigrationLock((statement) => client.query(statement), () => migratePglite(db, { migrationsFolder })),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A client handed out by `connect()` goes back to the pool when its connection is lost, even if its holder
 * never releases it: drizzle's transaction() sends BEGIN before its try/finally, so a connection that dies
 * under BEGIN (a stale one after a database restart) would otherwise stay checked out for good, and enough
 * of those would leave the pool with nothing to hand out. Releasing twice is then harmless.
 */
function releasedWhenLost(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => client.release(new Error('Connection terminated unexpectedly'));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  client.once('end', onEnd);
  return client;
}

class LeakProofPool extends Pool {
  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    // pool.query() uses the callback form and releases on every path itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

export async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new LeakProofPool({
    connectionString: url,
    max: maxConnections,
    // A database that does not answer fails the request (503) instead of queueing it forever.
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the socket (a failover, a dropped NAT entry) within
    // seconds of idleness rather than the operating system's default of two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A dropped idle connection must not take the process down: the pool discards it and the next query
  // opens a fresh one. Clients that fail mid-query are discarded on release (pg-pool checks _queryable).
  pool.on('error', () => undefined);
  // A checked-out client (a transaction between its queries) whose connection dies emits 'error' with no
  // listener of the pool's attached, and an unheard 'error' event ends the process. The query in flight
  // fails by itself (503) and the client goes back to the pool (releasedWhenLost), which drops it.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The migration on one dedicated connection, since a session-level advisory lock belongs to its connection. */
async function migratePostgres(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await underMigrationLock(
      (statement) => connection.query(statement),
      () => migratePg(drizzlePg(connection, { schema }), { migrationsFolder }),
    );
  } catch (error) {
    // The lock may still be held if the unlock itself failed: the pool must close the connection, not reuse it.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** The SQLSTATE of a database error, whichever driver raised it and however drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
