import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** PostgreSQL's bytea as a Buffer, whichever driver reads it (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Pictures and avatars when the shop runs on PostgreSQL without object storage (server/media/store/): every server
 * of a cluster reads the same rows, where files on one server's disk would be missing on the others. A key is
 * written once and never changed (product photos are named by their bytes, avatars by a fresh random name).
 */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  // The strong ETag it is served with: made from its bytes when written, so every server answers the same one.
  etag: text('etag').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
