import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DiskMediaStore, uploadsRoot } from './disk-store';
import type { MediaStore } from './media-store';
import { PostgresMediaStore } from './postgres-store';
import { S3MediaStore } from './s3-store';

/**
 * The store the configuration names: object storage when S3_* is set, else the PostgreSQL database when
 * DATABASE_URL is set (servers sharing the database share the pictures), else files under DATA_DIR/uploads as a
 * single server with the embedded database always kept them.
 */
export function mediaStoreFor(config: Pick<Config, 's3' | 'databaseUrl' | 'dataDir'>, db: Database): MediaStore {
  if (config.s3) return new S3MediaStore(config.s3);
  if (config.databaseUrl) return new PostgresMediaStore(db);
  return new DiskMediaStore(uploadsRoot(config.dataDir));
}
