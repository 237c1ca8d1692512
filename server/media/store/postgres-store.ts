import { and, asc, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaObjects } from '../../db/schema/media';
import { assertMediaKey, etagOf, LIST_BATCH, type MediaStore, type StoredMedia } from './media-store';

/** Rows of media_objects: every server on the one database reads what any of them wrote. */
export class PostgresMediaStore implements MediaStore {
  readonly kind = 'postgres';

  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    // Two servers putting one content key at once both succeed: the second finds the first's row, which it renews
    // (written again: young again for the sweep of unnamed pictures).
    await this.db
      .insert(mediaObjects)
      .values({ key, contentType, bytes, etag: etagOf(bytes), size: bytes.length })
      .onConflictDoUpdate({ target: mediaObjects.key, set: { createdAt: sql`now()` } });
  }

  async get(key: string): Promise<StoredMedia | undefined> {
    assertMediaKey(key);
    const [row] = await this.db
      .select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType, etag: mediaObjects.etag })
      .from(mediaObjects)
      .where(eq(mediaObjects.key, key));
    return row;
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key);
    const [row] = await this.db.select({ found: sql<number>`1` }).from(mediaObjects).where(eq(mediaObjects.key, key));
    return row !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.db.delete(mediaObjects).where(eq(mediaObjects.key, key));
  }

  /** By key, a batch a query: each starts after the last key of the one before, so deleting between batches is safe. */
  async *list(prefix: string, before: Date): AsyncIterable<string[]> {
    const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ key: mediaObjects.key })
        .from(mediaObjects)
        .where(and(like(mediaObjects.key, pattern), lt(mediaObjects.createdAt, before), gt(mediaObjects.key, after)))
        .orderBy(asc(mediaObjects.key))
        .limit(LIST_BATCH);
      if (rows.length === 0) return;
      yield rows.map((row) => row.key);
      after = rows[rows.length - 1]!.key;
    }
  }
}
