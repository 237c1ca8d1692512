import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/staff';

/** What other domains ask of the staff's accounts (their tables are the staff's: docs/architecture.md, Import rules). */

/**
 * The full names of these staff accounts, by id, for lists that show who did something; a removed account is
 * absent, as an outer join would leave its name null.
 */
export async function staffNamesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}
