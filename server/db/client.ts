import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: the embedded PGlite or node-postgres. Services only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: what queries take, so they compose inside a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** `dataDir` undefined gives an in-memory PGlite (tests, benchmarks). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: maxConnections });
  // A dropped connection must not take the process down; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
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
