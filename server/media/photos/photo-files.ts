import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors';
import type { App } from '../../http/app-type';
import { errors } from '../../http/schemas';
import { PRODUCT_PHOTO_PREFIX } from '../images/photo-store';
import { isImageKey } from '../images/store';
import type { MediaStore } from '../store/media-store';
import { etagMatches, FOREVER, sendMedia } from '../store/serve';

const PhotoParams = Type.Object({
  shard: Type.String({ pattern: '^[0-9a-f]{2}$', description: 'the first two hex digits of the file name' }),
  file: Type.String({ maxLength: 40, description: '32 hex digits and .avif or .webp' }),
});

/**
 * GET /media/photos/{shard}/{file}: a processed photo from the media store. Only a key the pipeline makes is read
 * (isImageKey: hex digits and the two extensions), so no path can leave the store; anything else is a 404. A key
 * names its bytes (images/store.ts), so it is cached for good and its ETag is the hash it names.
 */
export function registerPhotoFiles(app: App, media: MediaStore): void {
  app.get('/photos/:shard/:file', {
    schema: {
      tags: ['media'],
      summary: 'An uploaded product or category photo (AVIF or WebP), cached for good',
      params: PhotoParams,
      produces: ['image/avif', 'image/webp'],
      response: { 200: Type.Unknown({ description: 'the image' }), 304: Type.Null({ description: 'not modified' }), ...errors(404) },
    },
  }, async (request, reply) => {
    const key = `${request.params.shard}/${request.params.file}`;
    if (!isImageKey(key) || request.url.includes('%')) throw notFound('Photo');
    // The hash in the name is the ETag the store gives these bytes (etagOf), so a revalidation needs no read.
    const etag = `"${key.slice(3, 35)}"`;
    if (etagMatches(request, etag)) return reply.code(304).header('cache-control', FOREVER).header('etag', etag).send();
    const found = await media.get(PRODUCT_PHOTO_PREFIX + key);
    if (!found) throw notFound('Photo');
    return sendMedia(request, reply, found, FOREVER);
  });
}
