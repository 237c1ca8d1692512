import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openPglite, openPostgres, pgliteHandle, type Database, type DatabaseHandle } from '../../server/db/client';
import { customers } from '../../server/db/schema/people';
import { hashPassword } from '../../server/shared/passwords';
import type { Clock } from '../../server/clock';
import type { App } from '../../server/http/app-type';
import type { MediaStore } from '../../server/media/store/media-store';
import type { PhotoProcessor } from '../../server/media/images/process';
import { fakePhotoProcessor } from '../../server/media/images/testing/fake-processor';
import { TokenService } from '../../server/http/tokens';
import { jobHandlers } from '../../server/job-handlers';
import { runDueJobs } from '../../server/jobs/worker';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { scratchPostgres } from '../support/shop-process';
import { injectFetch } from './inject-fetch';
import { pgliteSnapshot, postgresTemplate } from './database-template';
import { WORKER_DATABASE, type WorkerDatabase } from './worker-database-key';

/** A clock tests can move: `clock.advance(ms)`. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-11-20T09:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * A migrated, empty database: in-memory PGlite (the jest worker's shared one when it is free), or, when
 * DATABASE_URL is set, a fresh database on that server made for this test file and dropped afterwards. Both are
 * copies of the run's migrated template (database-template.ts), or migrated here when there is none.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // The jest worker's PGlite, emptied back to the template, unless this file already holds it (environment.ts).
    const worker = (globalThis as { [WORKER_DATABASE]?: WorkerDatabase })[WORKER_DATABASE];
    const shared = await worker?.take();
    if (worker && shared) return borrowed(shared, () => worker.give());
    const snapshot = await pgliteSnapshot();
    const handle = await openPglite(undefined, { loadDataDir: snapshot });
    if (!snapshot) await handle.migrate();
    return handle;
  }
  const template = postgresTemplate();
  const scratch = await scratchPostgres(url, `libos_test_${process.pid}`, template);
  const handle = await openPostgres(scratch.url, 5);
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A handle over the worker's PGlite that hands it back on close and from then on answers every call as a closed
 * PGlite does, so a test of a database gone away still sees one gone.
 */
function borrowed(client: PGlite, giveBack: () => void): DatabaseHandle {
  let closed = false;
  const view = new Proxy(client, {
    get(target, property) {
      if (closed) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    ...pgliteHandle(view),
    close: async () => {
      if (closed) return;
      closed = true;
      giveBack();
    },
  };
}

export interface TestContext {
  app: App;
  db: Database;
  sms: SandboxSmsProvider;
  tokens: TokenService;
  clock: TestClock;
  config: Config;
  /** Delivers the outbox's due jobs (SMS, fiscal submissions) as the server's worker would; answers how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  seed?: (db: Database) => Promise<unknown>;
  /** The database to serve, closed with the app; a fresh one from openTestDatabase by default. */
  database?: DatabaseHandle;
  /** Where pictures and avatars go; unset: files under the test's DATA_DIR/uploads, as a single server keeps them. */
  media?: (db: Database) => MediaStore;
  /** What uploaded photos go through; unset: the flat-picture stand-in, since only the pipeline's own tests need its pixel work. */
  processPhoto?: PhotoProcessor;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const handle = options.database ?? (await openTestDatabase());
  if (options.seed) await options.seed(handle.db);
  const config: Config = {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), `libos-test-${process.pid}-${randomBytes(4).toString('hex')}`),
    webDir: path.join(os.tmpdir(), 'libos-no-web'),
    publicUrl: 'http://shop.test',
  };
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256');
  const sms = new SandboxSmsProvider();
  const clock = options.clock ?? new TestClock();
  const app = await buildApp(
    { db: handle.db, config, tokens, sms, clock, media: options.media?.(handle.db), processPhoto: options.processPhoto ?? fakePhotoProcessor },
    // A file calls a few of the app's routes: the others' schemas are never compiled.
    { compileSchemasOnFirstUse: true },
  );
  await app.ready();
  return {
    app,
    db: handle.db,
    sms,
    tokens,
    clock,
    config,
    // Click's fiscalisation reaches the app's own sandbox Click through inject: a test app listens on no port.
    runJobs: () => runDueJobs({ db: handle.db, clock, log: app.log }, jobHandlers({ db: handle.db, sms, config, clock, clickFetch: injectFetch(app) })),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

let phoneCounter = 0;

/** A registered customer and a bearer header for them, without going through SMS. */
export async function createCustomer(
  context: Pick<TestContext, 'db' | 'tokens'>,
  overrides: Partial<typeof customers.$inferInsert> & { password?: string } = {},
) {
  phoneCounter += 1;
  const { password = 'secret12', ...fields } = overrides;
  const [customer] = await context.db
    .insert(customers)
    .values({
      fullName: 'Dilnoza Karimova',
      phoneNumber: `+99890${String(1_000_000 + phoneCounter * 7919 + (process.pid % 1000)).slice(-7)}`,
      birthDate: '1995-04-12',
      gender: 'Ayol',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  const token = await context.tokens.sign({ kind: 'customer', customerId: customer.id });
  return { customer, token, headers: { authorization: `Bearer ${token}` } };
}
