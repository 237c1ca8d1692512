import type { Database, DatabaseHandle } from '../../server/db/client';
import type { App } from '../../server/http/app-type';
import { openTestDatabase } from './harness';

/**
 * For test files that build several apps (each with its own limits or clock) over one database: the database
 * is opened before the file's tests and closed, with every app kept here, after them.
 */
export function appsOnOneDatabase() {
  let handle: DatabaseHandle | undefined;
  const apps: App[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle?.close();
  });
  return {
    db(): Database {
      if (!handle) throw new Error('the database opens in beforeAll');
      return handle.db;
    },
    keep(app: App): App {
      apps.push(app);
      return app;
    },
  };
}
