import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors';
import type { App } from '../../http/app-type';
import { errors } from '../../http/schemas';
import { isImageKey, type ImageStore } from '../images/store';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;
/** A key names its bytes (images/store.ts), so a browser or proxy may keep the file for good. */
const FOREVER = 'public, max-age=31536000, immutable';

const PhotoParams = Type.Object({
  shard: Type.String({ pattern: '^[0-9a-f]{2}$', description: 'the first two hex digits of the file name' }),
  file: Type.String({ maxLength: 40, description: '32 hex digits and .avif or .webp' }),
});

/**
 * GET /media/photos/{shard}/{file}: a processed photo from the image store. Only a key the pipeline makes is read
 * (isImageKey: hex digits and the two extensions), so no path can leave the store; anything else is a 404.
 */
export function registerPhotoFiles(app: App, store: ImageStore): void {
  app.get('/photos/:shard/:file', {
    schema: {
      tags: ['media'],
      summary: 'An uploaded product or category photo (AVIF or WebP), cached for good',
      params: PhotoParams,
      produces: Object.values(CONTENT_TYPES),
      response: { 200: Type.Unknown({ description: 'the image' }), 304: Type.Null({ description: 'not modified' }), ...errors(404) },
    },
  }, async (request, reply) => {
    const key = `${request.params.shard}/${request.params.file}`;
    if (!isImageKey(key) || request.url.includes('%')) throw notFound('Photo');
    const etag = `"${key.slice(3, 35)}"`;
    reply.header('cache-control', FOREVER).header('etag', etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send(null);
    }
    const data = await store.get(key);
    if (!data) {
      reply.removeHeader('cache-control').removeHeader('etag');
      throw notFound('Photo');
    }
    const format = key.endsWith('.avif') ? 'avif' : 'webp';
    return reply.type(CONTENT_TYPES[format]).send(data);
  });
}
