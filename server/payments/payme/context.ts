import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** What every PayMe method handler is given: the database, the moment of the request and its log. */
export interface PaymeContext {
  db: Database;
  now: Date;
  log: FastifyBaseLogger;
}
