import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredMedia } from './media-store';

/** For a picture whose name never points at other bytes: a browser or proxy may keep it for good. */
export const FOREVER = 'public, max-age=31536000, immutable';

/** Whether the request's If-None-Match names `etag` (weak forms too: a proxy may have weakened ours). */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers with a stored picture, or 304 when the browser already holds these bytes, with the same ETag and
 * cache-control on both. The ETag comes from the store, so every server of a cluster answers the same one.
 */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, found: StoredMedia, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', found.etag);
  if (etagMatches(request, found.etag)) return reply.code(304).send();
  return reply.type(found.contentType).send(found.bytes);
}
