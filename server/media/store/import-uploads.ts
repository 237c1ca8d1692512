import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { mediaStoreFor } from './choose';
import { uploadsRoot } from './disk-store';
import { contentTypeOfKey, isMediaKey, type MediaStore } from './media-store';

/**
 * `npm run media:import`: copies the pictures and avatars a single server kept under DATA_DIR/uploads into the store
 * the configuration names now (S3_* or DATABASE_URL), so a shop moving to several servers keeps them. Run it once on
 * the server that has them, with the same environment the servers use; running it again copies only what is missing.
 */

export interface ImportCount {
  copied: number;
  alreadyThere: number;
  /** Files that are not pictures the shop serves (another type, a hidden or oddly named file). */
  skipped: number;
}

/** The keys of every file under `root`, a folder of the disk store (DATA_DIR/uploads), as paths with "/". */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export async function importUploads(root: string, target: MediaStore): Promise<ImportCount> {
  const count: ImportCount = { copied: 0, alreadyThere: 0, skipped: 0 };
  for (const key of await filesUnder(root)) {
    if (!isMediaKey(key)) {
      count.skipped += 1;
    } else if (await target.exists(key)) {
      count.alreadyThere += 1;
    } else {
      await target.put(key, await readFile(path.join(root, ...key.split('/'))), contentTypeOfKey(key)!);
      count.copied += 1;
    }
  }
  return count;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3 && !config.databaseUrl) throw new Error('Set S3_* or DATABASE_URL: without either, the pictures already are where the server reads them');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const target = mediaStoreFor(config, database.db);
    const root = uploadsRoot(config.dataDir);
    const count = await importUploads(root, target);
    console.log(`${root} -> ${target.kind}: ${count.copied} copied, ${count.alreadyThere} already there, ${count.skipped} not pictures (left)`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
