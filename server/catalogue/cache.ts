import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Clock } from '../clock';
import type { DomainOptions } from '../http/app-type';
import { announceInvalidation } from '../shared/invalidation';

/**
 * Public catalogue reads are the same for every visitor and change rarely, so their serialized answers are kept
 * for a short while. Two things end an entry: its time-to-live, and `invalidateCatalogue()`, which every write to
 * catalogue or stock data calls so no shopper waits out the TTL to see a price, product or size quantity change.
 */
let catalogueVersion = 0;

/**
 * Call after any write to products, categories, sizes/stock, looks, banners, sliders or tiers: ends this server's
 * entries, and the other servers' too when they share a Redis (server/shared/cache-sync.ts).
 */
export function invalidateCatalogue(): void {
  forgetCatalogueHere();
  announceInvalidation('catalogue');
}

/** Ends this process's entries only: for a change another server announced. */
export function forgetCatalogueHere(): void {
  catalogueVersion += 1;
}

export function currentCatalogueVersion(): number {
  return catalogueVersion;
}

export interface CacheEntry {
  /** The UTF-8 bytes, encoded once: a hit then costs no encoding and no length count. */
  body: Buffer;
  etag: string;
  version: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Upper bound on the summed size of kept bodies, so a few huge answers cannot take the memory. */
  maxBytes: number;
  ttlMs: number;
}

export const defaultCacheOptions: ResponseCacheOptions = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024, ttlMs: 30_000 };

/** A least-recently-used map of serialized JSON answers (Map keeps insertion order: first key = oldest use). */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private bytes = 0;
  readonly options: ResponseCacheOptions;

  constructor(
    private readonly clock: Clock,
    options: Partial<ResponseCacheOptions> = {},
  ) {
    this.options = { ...defaultCacheOptions, ...options };
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== catalogueVersion || entry.expiresAt <= this.clock.now().getTime()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** `version` is the catalogue version when the read began, so a write during the read leaves the entry stale. */
  set(key: string, json: string, version: number, ttlMs = this.options.ttlMs): CacheEntry {
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    const body = Buffer.from(json, 'utf8');
    const entry: CacheEntry = { body, etag: etagOf(body), version, expiresAt: this.clock.now().getTime() + ttlMs };
    if (body.length > this.options.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** A weak validator from the body itself: equal answers share it even across TTL refreshes and versions. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Method and URL with the query's `name=value` pairs sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. The
 * pairs stay as sent (no decoding): on the hot path of every hit, and only ever compared with each other.
 */
export function cacheKey(method: string, url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return `${method} ${url}`;
  const pairs = url.slice(mark + 1).split('&').filter((pair) => pair !== '');
  if (pairs.length === 0) return `${method} ${url.slice(0, mark)}`;
  return `${method} ${url.slice(0, mark)}?${pairs.sort().join('&')}`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * The options of a domain whose public reads are kept: the app's one catalogue cache, made by buildApp, so those
 * domains share one memory budget (every test app has its own database, so its own cache).
 */
export interface CachedDomainOptions extends DomainOptions {
  catalogueCache: ResponseCache;
}

interface PendingRead {
  key: string;
  version: number;
}

export interface CachedRouteHooks {
  onRequest: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => void;
}

const CACHE_CONTROL = 'public, no-cache';

/**
 * The hooks that make one route cached: spread into the route's options (`...cached(cache)`). A hit is answered
 * in onRequest, before validation and the handler; a miss runs normally and its 200 answer is kept in onSend.
 * Errors are never kept.
 */
export function cached(cache: ResponseCache, ttlMs?: number): CachedRouteHooks {
  const pending = new WeakMap<FastifyRequest, PendingRead>();
  return {
    onRequest(request, reply, done) {
      if (request.method !== 'GET') return done();
      const key = cacheKey(request.method, request.url);
      const entry = cache.get(key);
      if (!entry) {
        pending.set(request, { key, version: catalogueVersion });
        return done();
      }
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'HIT');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
      else reply.type('application/json; charset=utf-8').send(entry.body);
    },
    onSend(request, reply, payload, done) {
      const read = pending.get(request);
      if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
      pending.delete(request);
      const entry = cache.set(read.key, payload, read.version, ttlMs);
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'MISS');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return done(null, '');
      }
      done(null, payload);
    },
  };
}
