import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
export const BATCH_ROWS = 500;

/** Inserts rows in slices so one statement never grows past the parameter limit. */
export async function insertInSlices<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][], size = BATCH_ROWS): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * The seed writes explicit ids (so they are the same on every machine); afterwards each serial
 * sequence must continue after the largest id, or the shop's first own insert would collide.
 */
export async function continueSequences(db: Executor, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT max(id) FROM "${name}"), 0) + 1, false)`),
    );
  }
}
