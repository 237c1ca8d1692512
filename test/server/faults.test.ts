import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import type { App } from '../../server/http/app-type';
import { TokenService } from '../../server/http/tokens';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { insertProduct } from './fixtures';
import { TestClock, createCustomer, openTestDatabase } from './harness';

/**
 * The database going away: 503 in the error shape while it is gone, and the server recovering by itself when
 * it is back. The connection-killing part needs a real PostgreSQL (DATABASE_URL); on PGlite it is skipped.
 */

const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256');
const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-faults'), webDir: path.join(os.tmpdir(), 'libos-no-web') };

async function appOn(handle: DatabaseHandle): Promise<App> {
  const app = await buildApp({ db: handle.db, config, tokens, sms: new SandboxSmsProvider(), clock: new TestClock() }, { compileSchemasOnFirstUse: true });
  // A request that holds its connection for a while, so a test can cut it mid-request.
  app.get('/test/slow', async () => {
    await handle.db.execute(sql`select pg_sleep(3)`);
    return { slept: true };
  });
  app.get('/test/transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    return { done: true };
  });
  app.get('/test/slow-transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(3)`);
    });
    return { slept: true };
  });
  await app.ready();
  return app;
}

type Answer = Awaited<ReturnType<App['inject']>>;

function expectUnavailable(response: Answer) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
  expect(response.headers['retry-after']).toBeTruthy();
}

/** 2xx, or 503 in the error shape: never a 500, never another shape. */
function expectServedOrUnavailable(response: Answer) {
  if (response.statusCode === 503) expectUnavailable(response);
  else expect(response.statusCode).toBeLessThan(300);
}

describe('GET /api/health', () => {
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await appOn(handle);
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers 200 {status: "ok"} while the database answers, uncached, and is documented', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/health');
  });
});

describe('a database nobody answers at (connection refused)', () => {
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens there, so every connection attempt is refused at once.
    handle = await openPostgres('postgres://libos@127.0.0.1:1/libos', 2);
    app = await appOn(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it.each(['/api/health', '/api/product/getAllProducts', '/api/categories/getParentCategories', '/api/product/searchProduct/futbolka'])(
    '%s answers 503 in the error shape',
    async (url) => expectUnavailable(await app.inject({ method: 'GET', url })),
  );

  it('a customer route answers 503 too, after the token is checked', async () => {
    const token = await tokens.sign({ kind: 'customer', customerId: 1 });
    const response = await app.inject({ method: 'GET', url: '/api/cartItem/byCustomerId/1', headers: { authorization: `Bearer ${token}` } });
    expectUnavailable(response);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('connections killed by PostgreSQL (pg_terminate_backend; skipped without DATABASE_URL)', () => {
  let handle: DatabaseHandle;
  let app: App;
  let databaseName: string;
  let admin: Client;
  let shopper: Awaited<ReturnType<typeof createCustomer>>;
  let variantId: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await appOn(handle);
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // The scratch database the harness made for this file: the only one whose connections are killed.
    const [row] = await handle.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
    databaseName = row!.name;
    shopper = await createCustomer({ db: handle.db, tokens });
    const { variants } = await insertProduct(handle.db, { sizes: { M: 1000 } });
    variantId = variants[0]!.id;
  }, 30_000);
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await handle?.close();
  });

  /** The pids of the connections last killed, to wait for them to be gone. */
  let killed: number[] = [];

  /** Ends every connection of the app's scratch database (only that one), from a separate admin connection. */
  async function killAppConnections(): Promise<number> {
    const result = await admin.query<{ pid: number; killed: boolean }>(
      'select pid, pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    killed = result.rows.filter((row) => row.killed).map((row) => row.pid);
    return killed.length;
  }

  /**
   * Until the killed backends are gone and the app has heard their goodbyes. pg_terminate_backend only
   * signals; a request sent in the same instant may still be handed a connection that is about to die.
   */
  async function waitForKilledConnectionsToClose(): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      const result = await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [killed]);
      if (result.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function waitForActiveQuery(text: string): Promise<void> {
    for (let tries = 0; tries < 100; tries++) {
      const result = await admin.query('select 1 from pg_stat_activity where datname = $1 and state = $2 and query like $3', [databaseName, 'active', `%${text}%`]);
      if (result.rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no active query like ${text}`);
  }

  /** A read, a customer read and a write in a transaction: all must work again. */
  async function expectWorking(round: number) {
    const reads = [
      '/api/health',
      '/api/product/getAllProducts',
      `/api/product/searchProduct/futbolka${round}`,
      `/api/customers/getCustomerById/${shopper.customer.id}`,
      `/api/cartItem/byCustomerId/${shopper.customer.id}`,
    ];
    for (const url of reads) {
      const response = await app.inject({ method: 'GET', url, headers: shopper.headers });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/cartItem/addCartItem',
      headers: shopper.headers,
      payload: { customerId: shopper.customer.id, productSizeVariantId: variantId, quantity: 1 },
    });
    expect(write.statusCode).toBeLessThan(300);
  }

  it('between requests: the next request is served or gets 503, and the ones after it are served', async () => {
    await expectWorking(0);
    expect(await killAppConnections()).toBeGreaterThan(0);
    expectServedOrUnavailable(await app.inject({ method: 'GET', url: '/api/product/getAllProducts' }));
    await waitForKilledConnectionsToClose();
    await expectWorking(1);
  });

  it.each(['/test/slow', '/test/slow-transaction'])('mid-request (%s): that request gets 503, the next ones are served', async (url) => {
    const pending = app.inject({ method: 'GET', url });
    await waitForActiveQuery('pg_sleep');
    await killAppConnections();
    expectUnavailable(await pending);
    await waitForKilledConnectionsToClose();
    await expectWorking(2);
  });

  it('a transaction whose connection dies under its BEGIN gives the connection back: none stays checked out', async () => {
    const burst = (count: number) => Promise.all(Array.from({ length: count }, () => app.inject({ method: 'GET', url: '/test/transaction' })));
    for (let round = 0; round < 6; round++) {
      await burst(5); // the pool now holds idle connections...
      await killAppConnections();
      for (const answer of await burst(5)) expectServedOrUnavailable(answer); // ...that die under the next BEGINs
      await waitForKilledConnectionsToClose();
    }
    const after = await burst(12); // more than the pool holds: each waits for a connection given back
    expect(after.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const { total, idle, waiting } = handle.connections!();
    expect({ checkedOut: total - idle, waiting }).toEqual({ checkedOut: 0, waiting: 0 });
  }, 30_000);

  it('during a burst of concurrent requests, killed again and again: no 500, then everything works', async () => {
    const urls = ['/api/health', '/api/product/getAllProducts', `/api/customers/getCustomerById/${shopper.customer.id}`, `/api/cartItem/byCustomerId/${shopper.customer.id}`];
    const answers: Array<Promise<Answer>> = [];
    for (let wave = 0; wave < 5; wave++) {
      for (let index = 0; index < 8; index++) {
        answers.push(app.inject({ method: 'GET', url: urls[(wave + index) % urls.length]!, headers: shopper.headers }));
      }
      answers.push(app.inject({ method: 'GET', url: '/test/slow-transaction' }));
      await new Promise((resolve) => setTimeout(resolve, 15));
      await killAppConnections();
    }
    for (const answer of await Promise.all(answers)) expectServedOrUnavailable(answer);
    await waitForKilledConnectionsToClose();
    await expectWorking(3);
    const { total, idle } = handle.connections!();
    expect(total - idle).toBe(0);
  }, 30_000);
});
