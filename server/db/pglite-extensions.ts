import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite of the shop loads (the search's trigram index), the server's and the tests' alike. */
export const pgliteExtensions = { pg_trgm };
