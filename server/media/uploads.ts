import { isMediaKey } from './store/media-store';

/** An avatar's key (customers/avatar-store.ts): a fresh random name, written once, so its bytes never change. */
const AVATAR_KEY = /^avatars\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * The media key a request under /media/uploads/ names, or undefined for anything that is not plainly a picture's
 * key (store/media-store.ts isMediaKey). The raw URL is checked too: the router has already decoded `%2F` and
 * `%2e`, and an encoded path is never one this shop hands out, so any percent sign is refused outright.
 */
export function uploadKey(rawUrl: string, relative: string): string | undefined {
  const rawPath = rawUrl.split('?')[0] ?? '';
  if (rawPath.includes('%') || rawPath.includes('\\')) return undefined;
  return isMediaKey(relative) ? relative : undefined;
}

/** Avatars are never rewritten; anything else under uploads (a file put there by hand) may be, so it is kept an hour. */
export const uploadCacheControl = (key: string, forever: string): string => (AVATAR_KEY.test(key) ? forever : 'public, max-age=3600');
