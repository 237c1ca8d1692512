import type { PGlite } from '@electric-sql/pglite';

/** The environment variable naming the run's migrated PGlite dump (database-template.ts), read in jest's workers. */
export const PGLITE_SNAPSHOT_FILE = 'LIBOS_TEST_PGLITE_SNAPSHOT';

/** How a server test file finds its jest worker's shared PGlite (test/server/worker-database.ts) on its global. */
export const WORKER_DATABASE = Symbol.for('libos.test.workerDatabase');

export interface WorkerDatabase {
  /** The worker's PGlite as the migrated template left it, or undefined while this file already holds it. */
  take(): Promise<PGlite | undefined>;
  /** Hands it back (the file closed its handle, or the file is over). */
  give(): void;
}
