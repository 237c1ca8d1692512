import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../server/db/client';
import { scratchPostgres } from '../support/shop-process';
import { PGLITE_SNAPSHOT_FILE } from './worker-database-key';

/*
 * Server tests start from a database migrated once per jest run (the server project's globalSetup) instead of
 * one made and migrated per test file. On PGlite the run keeps a dump of a migrated cluster in a file, and
 * each test database starts from it: that skips initdb, which is most of what starting PGlite costs (seconds,
 * against under one for the load). On PostgreSQL (DATABASE_URL) the run keeps a migrated template database,
 * and each test file's scratch database is a copy of it. Without the global setup (a test file run by some
 * other runner) every test database is made and migrated on its own, as before.
 */

/** Environment variables, because they are what reaches jest's worker processes from the global setup. */
const POSTGRES_TEMPLATE = 'LIBOS_TEST_POSTGRES_TEMPLATE';

/** The global teardown runs in the process of the global setup, and jest lets it read the setup's globals. */
const removeTemplateKey = Symbol.for('libos.test.removeTemplate');
const templateGlobals = globalThis as typeof globalThis & { [removeTemplateKey]?: () => Promise<void> };

/** jest globalSetup: the migrated PGlite dump, or the migrated template database when DATABASE_URL is set. */
export async function makeTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await scratchPostgres(url, `libos_template_${process.pid}`);
    templateGlobals[removeTemplateKey] = template.drop;
    // One connection, closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
    const handle = await openPostgres(template.url, 1);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    process.env[POSTGRES_TEMPLATE] = template.name;
    return;
  }
  const file = path.join(os.tmpdir(), `libos-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  // Every test file unpacks the dump, so it is kept small: WAL segments of one megabyte instead of 16, few of
  // them kept, and only the shop's database (template0 and template1 are for CREATE DATABASE, which no test runs).
  const handle = await openPglite(undefined, { initDbStartParams: ['--wal-segsize=1'], postgresqlconf: ['min_wal_size = 2MB'] });
  try {
    await handle.migrate();
    for (const name of ['template0', 'template1']) {
      await handle.db.execute(sql.raw(`ALTER DATABASE ${name} IS_TEMPLATE false`));
      await handle.db.execute(sql.raw(`DROP DATABASE ${name}`));
    }
    await handle.db.execute(sql`CHECKPOINT`);
    if (!handle.dump) throw new Error('a PGlite handle can dump its data');
    const dump = await handle.dump();
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  templateGlobals[removeTemplateKey] = () => rm(file, { force: true });
  process.env[PGLITE_SNAPSHOT_FILE] = file;
}

/** jest globalTeardown. */
export async function removeTemplate(): Promise<void> {
  await templateGlobals[removeTemplateKey]?.();
  delete templateGlobals[removeTemplateKey];
}

/** The migrated PGlite cluster to start from, or undefined without the global setup. */
export async function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_SNAPSHOT_FILE];
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** The migrated PostgreSQL database to copy, or undefined without the global setup. */
export function postgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE];
}
