import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { scratchPostgres } from '../../test/support/shop-process';
import { openPostgres, type DatabaseHandle } from './client';
import { categories, products } from './schema/catalogue';
import { seedIfEmpty } from './seed/index';

/*
 * Two servers started at the same moment on one empty PostgreSQL database both come up: each migrates (under
 * the migration lock, one after the other), each seeds or finds the shop seeded, and both answer. This runs
 * on PostgreSQL whatever database the other server tests use, because only separate connections truly race:
 * the machine's server when DATABASE_URL is unset, and a run that cannot reach it fails here.
 */

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const journal = JSON.parse(readFileSync(path.join(__dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

type Scratch = Awaited<ReturnType<typeof scratchPostgres>>;
const scratches: Scratch[] = [];
const handles: DatabaseHandle[] = [];
const apps: TestContext[] = [];

async function emptyDatabase(prefix: string): Promise<Scratch> {
  const scratch = await scratchPostgres(serverUrl, prefix);
  scratches.push(scratch);
  return scratch;
}

async function openHandle(url: string): Promise<DatabaseHandle> {
  const handle = await openPostgres(url, 5);
  handles.push(handle);
  return handle;
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) if (!apps.some((app) => app.db === handle.db)) await handle.close();
  for (const scratch of scratches) await scratch.drop();
});

async function query<Row>(url: string, statement: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Every column, index, constraint and extension, in a fixed order: equal exactly when the schemas are. */
async function describeSchema(url: string): Promise<unknown[]> {
  return Promise.all([
    query(url, `select table_schema, table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
                where table_schema in ('public', 'drizzle') order by 1, 2, 3`),
    query(url, `select schemaname, indexname, indexdef from pg_indexes where schemaname in ('public', 'drizzle') order by 1, 2`),
    query(url, `select conrelid::regclass::text as owner, conname, pg_get_constraintdef(oid) as definition from pg_constraint
                where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace) order by 1, 2`),
    query(url, `select extname from pg_extension order by 1`),
  ]);
}

it('two servers starting together on one empty database both migrate, one seeds, and both answer', async () => {
  const raced = await emptyDatabase('libos_start_race');
  const first = await openHandle(raced.url);
  const second = await openHandle(raced.url);
  // Connected before the race, so that neither migration has a head start of a connection handshake.
  await Promise.all([first.db.execute('select 1'), second.db.execute('select 1')]);

  await Promise.all([first.migrate(), second.migrate()]);

  const applied = await query<{ hash: string }>(raced.url, 'select hash from drizzle.__drizzle_migrations');
  expect(applied).toHaveLength(journal.entries.length);
  expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
  // The schema is the one a database migrated alone gets.
  const alone = await emptyDatabase('libos_start_alone');
  const reference = await openHandle(alone.url);
  await reference.migrate();
  const schema = await describeSchema(raced.url);
  expect(schema).toEqual(await describeSchema(alone.url));
  expect((schema[0] as Array<{ table_name: string }>).map((row) => row.table_name)).toEqual(expect.arrayContaining(['products', 'orders', 'customers']));

  const outcomes = await Promise.all([seedIfEmpty(first.db, { demo: true }), seedIfEmpty(second.db, { demo: true })]);
  expect([...outcomes].sort()).toEqual(['demo', 'none']);
  const [parents] = await first.db.select({ n: count() }).from(categories).where(isNull(categories.parentId));
  expect(parents?.n).toBe(10);
  const [productRows] = await second.db.select({ n: count() }).from(products);
  expect(productRows?.n).toBe(320);

  apps.push(await createTestApp({ database: first }), await createTestApp({ database: second }));
  const homes = await Promise.all(apps.map((app) => app.app.inject({ method: 'GET', url: '/api/homePage/getHomePage' })));
  for (const home of homes) expect(home.statusCode).toBe(200);
  expect(homes[0]!.json()).toEqual(homes[1]!.json());
}, 120_000);
