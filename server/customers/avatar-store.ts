import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

const URL_PREFIX = '/media/uploads/avatars/';
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'avatars');
}

/**
 * Writes the picture under a fresh random name (never the client's file name) and gives its public URL. Only
 * the picture itself is kept: whatever followed its end marker is dropped (see ImageType.byteLength).
 */
export async function storeAvatar(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const directory = avatarDir(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await writeFile(path.join(directory, name), bytes.subarray(0, type.byteLength), { flag: 'wx' });
  return `${URL_PREFIX}${name}`;
}

/** The file behind an avatar URL this store made, or undefined for any other URL (never a path it did not write). */
export function storedAvatarFile(dataDir: string, url: string | null): string | undefined {
  if (!url?.startsWith(URL_PREFIX)) return undefined;
  const name = url.slice(URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(avatarDir(dataDir), name) : undefined;
}

/** Deletes a replaced avatar; a file already gone is no failure. */
export async function removeAvatar(dataDir: string, url: string | null): Promise<void> {
  const file = storedAvatarFile(dataDir, url);
  if (!file) return;
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
