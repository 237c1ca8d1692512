import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../server/db/pglite-extensions';
import { PGLITE_SNAPSHOT_FILE, type WorkerDatabase } from './worker-database-key';

/*
 * One PGlite per jest worker, which the worker's test files take in turn, instead of one started per file: starting
 * one (loading the migrated cluster, then PostgreSQL's own start) cost about a second a file, hundreds of seconds
 * over the suite. This module lives outside the test files' module registries (the server project's test
 * environment loads it, once per worker) so that the database outlives each file; test files reach it through
 * their global (test/server/environment.ts).
 *
 * A file gets it back as the migrated template left it: every table emptied and refilled with the rows the
 * migrations wrote, every sequence set back, and the session's state (settings, advisory locks, an open
 * transaction) dropped. A second database asked for while the file holds this one is a fresh PGlite, as before.
 */

const PRISTINE_SCHEMA = 'libos_pristine';

interface Opened {
  client: PGlite;
  reset: string;
}

let opening: Promise<Opened> | undefined;
let taken = false;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(client: PGlite, query: string): Promise<T[]> {
  return (await client.query<T>(query)).rows;
}

/** Copies the rows the migrations wrote aside, and answers the script that brings the database back to them. */
async function resetScript(client: PGlite): Promise<string> {
  const tables = await rows<{ name: string }>(client, `select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const refills: string[] = [];
  await client.exec(`create schema ${PRISTINE_SCHEMA}`);
  for (const { name } of tables) {
    const [{ count }] = (await rows<{ count: number }>(client, `select count(*)::int as count from public.${quote(name)}`)) as [{ count: number }];
    if (count === 0) continue;
    await client.exec(`create table ${PRISTINE_SCHEMA}.${quote(name)} as table public.${quote(name)}`);
    const columns = await rows<{ name: string }>(
      client,
      `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = '${name.replaceAll("'", "''")}' and is_generated = 'NEVER' order by ordinal_position`,
    );
    const list = columns.map((column) => quote(column.name)).join(', ');
    refills.push(`insert into public.${quote(name)} (${list}) overriding system value select ${list} from ${PRISTINE_SCHEMA}.${quote(name)};`);
  }
  const sequences = await rows<{ name: string; last: string | null; start: string }>(
    client,
    `select sequencename as name, last_value::text as last, start_value::text as start from pg_sequences where schemaname = 'public'`,
  );
  const setvals = sequences.map(({ name, last, start }) => `select setval('public.${quote(name)}', ${last ?? start}, ${last !== null});`);
  const truncate = tables.length ? `truncate ${tables.map(({ name }) => `public.${quote(name)}`).join(', ')} restart identity cascade;` : '';
  return [truncate, ...refills, ...setvals].join('\n');
}

async function open(snapshotFile: string): Promise<Opened> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(snapshotFile)]), extensions: pgliteExtensions });
  return { client, reset: await resetScript(client) };
}

export const workerDatabase: WorkerDatabase = {
  async take() {
    const snapshotFile = process.env[PGLITE_SNAPSHOT_FILE];
    if (taken || !snapshotFile) return undefined;
    taken = true;
    try {
      let opened = await (opening ??= open(snapshotFile));
      if (opened.client.closed) opened = await (opening = open(snapshotFile));
      if (opened.client.isInTransaction()) await opened.client.exec('rollback');
      // On its own: several statements in one call run as one transaction, which DISCARD refuses.
      await opened.client.exec('discard all');
      await opened.client.exec(opened.reset);
      return opened.client;
    } catch (error) {
      taken = false;
      opening = undefined;
      throw error;
    }
  },
  give() {
    taken = false;
  },
};

/**
 * Closes the worker's PGlite if this process opened one: in a worker process jest ends the process, but a run in
 * band (one worker) keeps it in jest's own process, which its wasm runtime would keep from exiting.
 */
export async function closeWorkerDatabase(): Promise<void> {
  const opened = opening;
  opening = undefined;
  if (opened) await (await opened).client.close();
}
