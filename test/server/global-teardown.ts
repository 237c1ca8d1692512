import { removeTemplate } from './database-template';

/** jest globalTeardown of the server project: drops what the global setup made. */
export default removeTemplate;
