import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaObjects } from '../../db/schema/media';
import { assertMediaKey, etagOf, type MediaStore, type StoredMedia } from './media-store';

/** Rows of media_objects: every server on the one database reads what any of them wrote. */
export class PostgresMediaStore implements MediaStore {
  readonly kind = 'postgres';

  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    // Two servers putting one content key at once both succeed: the second finds the first's row.
    await this.db
      .insert(mediaObjects)
      .values({ key, contentType, bytes, etag: etagOf(bytes), size: bytes.length })
      .onConflictDoNothing({ target: mediaObjects.key });
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
}
