import { openPostgres } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed/index';
import { bundleServer } from '../support/server-bundle';
import { scratchPostgres } from '../support/shop-process';

/*
 * What every server process of the cluster project shares in one jest run, made once by the project's global setup:
 * - a database migrated and seeded with the demo shop as a first server leaves it (server/main.ts: migrate, then
 *   seedIfEmpty), which each test's shop copies (CREATE DATABASE ... TEMPLATE: a fraction of a second, where
 *   migrating and seeding take several); its servers then find the shop ready. The test of a first start itself
 *   (two-servers.test.ts) starts on an empty database;
 * - the server compiled once (test/support/server-bundle.ts), rather than by tsx in every process.
 */

/** The machine's PostgreSQL; it runs on every machine of this project and in CI, so an unreachable one fails. */
export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Environment variables, because they are what reaches jest's worker processes from the global setup. */
const SEEDED_TEMPLATE = 'LIBOS_TEST_SEEDED_SHOP_TEMPLATE';
const SERVER_BUNDLE = 'LIBOS_TEST_SERVER_BUNDLE';

/** The global teardown runs in the process of the global setup, and jest lets it read the setup's globals. */
const removeKey = Symbol.for('libos.test.removeClusterRunSetup');
const setupGlobals = globalThis as typeof globalThis & { [removeKey]?: Array<() => Promise<void>> };

/** jest globalSetup of the cluster project. */
export async function makeRunSetup(): Promise<void> {
  const removals: Array<() => Promise<void>> = [];
  setupGlobals[removeKey] = removals;
  const bundling = bundleServer();
  const template = await scratchPostgres(postgresServerUrl, `libos_shop_template_${process.pid}`);
  removals.push(template.drop);
  // One connection, closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
  const handle = await openPostgres(template.url, 1);
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db, { demo: true });
  } finally {
    await handle.close();
  }
  process.env[SEEDED_TEMPLATE] = template.name;
  const bundle = await bundling;
  removals.push(bundle.remove);
  process.env[SERVER_BUNDLE] = bundle.script;
}

/** jest globalTeardown of the cluster project. */
export async function removeRunSetup(): Promise<void> {
  await Promise.all((setupGlobals[removeKey] ?? []).map((remove) => remove()));
  delete setupGlobals[removeKey];
}

function madeBySetup(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is unset: run the cluster tests through jest's cluster project, whose global setup sets it`);
  return value;
}

/** The seeded database to copy. */
export const seededShopTemplate = () => madeBySetup(SEEDED_TEMPLATE);

/** The compiled server to run. */
export const serverBundle = () => madeBySetup(SERVER_BUNDLE);
