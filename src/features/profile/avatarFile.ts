/*
 * docs/api.md: the profile picture is a JPEG, PNG or WebP of at most 5 MB. Checked before the upload so a
 * shopper on a slow connection does not wait for the server to refuse it.
 */

import { MAX_UPLOAD_BYTES } from '../../../contract/limits';

export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

export type AvatarProblem = 'type' | 'size' | 'empty';

export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarProblem | undefined {
  if (!(avatarMimeTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}
