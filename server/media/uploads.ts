import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A plain name: no leading dot (so no "." or ".." and no hidden files), no slashes of either kind. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_DEPTH = 4;

export interface FoundUpload {
  file: string;
  contentType: string;
}

const inside = (root: string, candidate: string) => candidate.startsWith(root + path.sep);

/**
 * The uploaded image a request names, or undefined for anything that is not plainly a jpg, png or
 * webp file under `root`. The raw URL is checked too: the router has already decoded `%2F` and `%2e`,
 * and an encoded path is never one this shop hands out, so any percent sign is refused outright.
 */
export async function findUpload(root: string, rawUrl: string, relative: string): Promise<FoundUpload | undefined> {
  const rawPath = rawUrl.split('?')[0] ?? '';
  if (rawPath.includes('%') || rawPath.includes('\\')) return undefined;
  const segments = relative.split('/');
  if (segments.length > MAX_DEPTH || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return undefined;
  const contentType = CONTENT_TYPES[path.extname(relative).toLowerCase()];
  if (!contentType) return undefined;

  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!inside(base, file)) return undefined;
  try {
    // A symbolic link inside uploads must not lead out of it.
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
    if (!inside(realBase, realFile)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { file: realFile, contentType } : undefined;
  } catch {
    return undefined;
  }
}
