import { and, asc, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema/catalogue';
import { SEARCH_KEY_VERSION, searchKey } from './transliterate';

/** Rows rewritten by one statement: few enough that no edit waits on the rewrite for long. */
const BATCH_ROWS = 1000;

/**
 * Rewrites every search key written by older rules (search_key_version below SEARCH_KEY_VERSION) with the
 * current ones, so a shop's existing products are found by what the current rules find; a start runs it after
 * migrating and seeding, and a database already current costs one indexed read. The keys are made here rather
 * than in SQL because the rules (transliterate.ts) are the application's.
 *
 * In batches of `batchRows` by id, each one UPDATE of its own: the trigram index (without a pending list, migration
 * 0001) takes each new key as any edit does, so it is never dropped or rebuilt and searches use it throughout, and
 * each batch's row locks last one statement. A row a staff member saved meanwhile (its version moved on) keeps
 * the key that save wrote with the current rules. Answers how many rows it rewrote.
 */
export async function refreshSearchKeys(db: Executor, batchRows = BATCH_ROWS): Promise<number> {
  let after = 0;
  let rewritten = 0;
  for (;;) {
    const rows = await db
      .select({ id: products.id, version: products.version, nameUZB: products.nameUZB, nameRUS: products.nameRUS, referenceNumber: products.referenceNumber })
      .from(products)
      .where(and(gt(products.id, after), lt(products.searchKeyVersion, SEARCH_KEY_VERSION)))
      .orderBy(asc(products.id))
      .limit(batchRows);
    if (rows.length === 0) return rewritten;
    after = rows.at(-1)!.id;
    const fresh = rows.map((row) => sql`(${row.id}::integer, ${row.version}::integer, ${searchKey(row.nameUZB, row.nameRUS, row.referenceNumber)}::text)`);
    const result = (await db.execute(sql`
      update products set search_key = fresh.key, search_key_version = ${SEARCH_KEY_VERSION}
      from (values ${sql.join(fresh, sql`, `)}) as fresh(id, version, key)
      where products.id = fresh.id and products.version = fresh.version and products.search_key_version < ${SEARCH_KEY_VERSION}
      returning products.id`)) as unknown as { rows: unknown[] };
    rewritten += result.rows.length;
  }
}
