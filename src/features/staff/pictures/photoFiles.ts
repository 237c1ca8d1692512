import { MAX_PRODUCT_PHOTO_BYTES, type PhotoErrorCode } from '../../../../contract/limits';

/** What the file chooser offers; the server checks the real content whatever the name or type says. */
export const ACCEPTED_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * A refusal known before sending: a file over the size limit (no need to send 15 MB to hear it), or one the
 * browser calls HEIC/HEIF. Anything else goes to the server, whose word is final.
 */
export function refusedBeforeUpload(file: File): PhotoErrorCode | null {
  if (file.size > MAX_PRODUCT_PHOTO_BYTES) return 'PAYLOAD_TOO_LARGE';
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return 'HEIC_NOT_ACCEPTED';
  return null;
}
