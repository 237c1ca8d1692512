import { makeTemplate } from './database-template';

/** jest globalSetup of the server project: one migrated database per run for every test file to copy. */
export default makeTemplate;
