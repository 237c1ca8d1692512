import { removeTemplate } from './database-template';
import { closeWorkerDatabase } from './worker-database';

/** jest globalTeardown of the server project: drops what the global setup made, and closes an in-band run's PGlite. */
export default async function teardown(): Promise<void> {
  await closeWorkerDatabase();
  await removeTemplate();
}
