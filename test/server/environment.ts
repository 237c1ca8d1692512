import { TestEnvironment } from 'jest-environment-node';
import { workerDatabase } from './worker-database';
import { WORKER_DATABASE } from './worker-database-key';

/**
 * The server project's test environment: node's, plus the worker's shared PGlite on each test file's global. Jest
 * loads this module once per worker, outside the files' module registries, which is what lets the database outlive
 * a file (test/server/worker-database.ts).
 */
export default class ServerTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.assign(this.global, { [WORKER_DATABASE]: workerDatabase });
  }

  override async teardown(): Promise<void> {
    // A file that never closed its handle still hands the database on to the next.
    workerDatabase.give();
    await super.teardown();
  }
}
