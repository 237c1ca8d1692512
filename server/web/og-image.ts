import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { errorBody, notFound } from '../errors';
import type { App } from '../http/app-type';
import { ErrorResponse, errors } from '../http/schemas';
import { BUSY_RETRY_AFTER_SECONDS } from '../media/images/upload';
import { Semaphore, SemaphoreFull } from '../media/images/semaphore';
import { etagOf } from '../media/store/media-store';
import { sendMedia } from '../media/store/serve';
import { ogImagePath, type OgSubject } from './og-paths';
import { ogJpegOf, shopJpeg } from './og-picture';
import { pageId } from './page-id';

type RecordKind = Exclude<OgSubject, { kind: 'shop' }>['kind'];

/**
 * A day: a messenger fetches a preview once and keeps it, and the addresses pages name carry a `?v=` stamp that
 * changes with the record's picture (og-paths.ts), so a longer life would only delay a bare address's new picture.
 */
const OG_CACHE_CONTROL = 'public, max-age=86400';

/*
 * Made pictures are kept in this process's memory, up to this many bytes (a 1200x630 JPEG is 15-120 KB: some
 * hundreds of them), the least recently asked dropped first. Not in the media store: a picture is re-made from
 * what every server can read in well under a second, and a messenger asks for a link's preview about once, so
 * copies there would cost a write to S3 or PostgreSQL per picture and need a sweep of their own (the store's sweep
 * of unnamed files knows only the pictures rows name); each server of a cluster makes a picture at most once.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
/*
 * One picture made at a time in the whole process, the rest waiting their turn: a crawler asking for every product
 * at once must not take the cores from the shop's requests. A queue past this answers 503 to retry.
 */
const MAKING_TURNS = new Semaphore(1, 32);

export interface OgPicture {
  bytes: Buffer;
  etag: string;
}

/**
 * The pictures made, by key, within a byte budget, most recently used last; and those being made, so that a second
 * request for a key waits for the first one's picture instead of making it again.
 */
export class OgPictureCache {
  private readonly made = new Map<string, OgPicture>();
  private readonly making = new Map<string, Promise<OgPicture>>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, make: () => Promise<Buffer>): Promise<OgPicture> {
    const known = this.made.get(key);
    if (known) {
      this.made.delete(key);
      this.made.set(key, known);
      return Promise.resolve(known);
    }
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = make()
      .then((bytes) => this.keep(key, { bytes, etag: etagOf(bytes) }))
      .finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private keep(key: string, picture: OgPicture): OgPicture {
    if (picture.bytes.length > this.maxBytes) return picture;
    this.made.set(key, picture);
    this.size += picture.bytes.length;
    for (const [oldKey, old] of this.made) {
      if (this.size <= this.maxBytes) break;
      this.made.delete(oldKey);
      this.size -= old.bytes.length;
    }
    return picture;
  }
}

/** The public read of each kind of record: the same visibility (a draft product is no product) and cache as the SPA's. */
const RECORD_READS: Record<RecordKind, (id: number) => string> = {
  product: (id) => `/api/product/getProductById/${id}`,
  category: (id) => `/api/categories/getCategoryById/${id}`,
  look: (id) => `/api/lookCollection/getLookCollectionById/${id}`,
};

const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);

/**
 * The sharpest source of an uploaded photo worth reading for a 1200 px picture: the narrowest WebP of its srcset at
 * least 1200 wide, else its widest; the fallback address for a seed picture (an SVG, sharp at any size).
 */
function photoSource(image: unknown): string | undefined {
  const entries = (text(field(field(image, 'srcset'), 'webp')) ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width ?? '', 10) }))
    .filter((entry): entry is { url: string; width: number } => text(entry.url) !== undefined && Number.isFinite(entry.width))
    .sort((a, b) => a.width - b.width);
  return (entries.find((entry) => entry.width >= 1200) ?? entries.at(-1))?.url ?? text(field(image, 'url'));
}

/** The picture a record shows first, from its public JSON: a product's first photo, a category's wide (else tall) cover, a look's picture. */
const PICTURE_OF: Record<RecordKind, (record: unknown) => string | undefined> = {
  product: (record) => photoSource(first(field(record, 'productImages'))),
  category: (record) => text(field(record, 'horizontalImage')) ?? text(field(record, 'verticalImage')),
  look: (record) => text(field(first(field(record, 'images')), 'url')),
};

/** The record's picture address; null for a record without one, undefined for no such record. */
async function pictureOfRecord(app: App, kind: RecordKind, id: number): Promise<string | null | undefined> {
  const url = RECORD_READS[kind](id);
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  if (response.statusCode === 404) return undefined;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return PICTURE_OF[kind](JSON.parse(response.body) as unknown) ?? null;
}

/** The only addresses read: the shop's own pictures (server/media/routes.ts), never another host or route. */
const MEDIA_ADDRESS = /^\/media\/[A-Za-z0-9_\-./,=?&]+$/;

/**
 * The bytes at one of the shop's picture addresses, through the media routes themselves: an upload from the media
 * store, or a generated SVG, with the same checks as for a browser. Undefined when the picture is gone or is not
 * the shop's (an address on another host is never fetched: a link preview must not make this server a proxy).
 */
async function readPicture(app: App, publicUrl: string, address: string): Promise<Buffer | undefined> {
  const local = publicUrl && address.startsWith(`${publicUrl}/`) ? address.slice(publicUrl.length) : address;
  if (!MEDIA_ADDRESS.test(local) || local.includes('..')) return undefined;
  const response = await app.inject({ method: 'GET', url: local });
  if (response.statusCode === 404) return undefined;
  if (response.statusCode !== 200) throw new Error(`${local} answered ${response.statusCode}`);
  return response.rawPayload;
}

const ImageResponse = {
  200: Type.Unknown({ description: 'the 1200x630 JPEG' }),
  304: Type.Null({ description: 'not modified (If-None-Match)' }),
  ...errors(404),
  503: ErrorResponse,
};
const OgQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64, description: "the picture's stamp, so a messenger caching by address fetches a new one; not read" })),
});
const OgParams = Type.Object({ id: Type.String({ description: 'the record id (anything else: 404)' }) });
const schemaOf = (summary: string) => ({ tags: ['media'], summary, produces: ['image/jpeg'], querystring: OgQuery, response: ImageResponse });

const RECORD_NAMES: Record<RecordKind, string> = { product: 'Product', category: 'Category', look: 'Look' };
const SUMMARIES: Record<RecordKind, string> = {
  product: "A product's link preview picture (its first photo), 1200x630 JPEG",
  category: "A category's link preview picture (its wide, else tall, cover), 1200x630 JPEG",
  look: "A look's link preview picture, 1200x630 JPEG",
};

/**
 * GET /og/{kind}/{id}.jpg and /og/shop.jpg (og-paths.ts): the raster pictures link previews show, since Telegram
 * and other messengers show no SVG. Each is made once per picture address (a new upload is a new address, so a new
 * picture) and kept (OgPictureCache); a record without a picture gets the shop's picture, an unknown one a JSON
 * 404. HEAD is answered by fastify from the same handler.
 */
export function registerOgImageRoutes(app: App, deps: AppDeps): void {
  const cache = new OgPictureCache(CACHE_BYTES);
  const publicUrl = deps.config.publicUrl?.replace(/\/+$/, '') ?? '';
  const made = (key: string, make: () => Promise<Buffer>) => cache.get(key, () => MAKING_TURNS.run(make));
  // One fixed picture, drawn in some tens of milliseconds: made once, outside the turns and the byte budget, so a
  // record's picture that falls back to it while holding the one turn never waits for a turn itself.
  let shop: Promise<OgPicture> | undefined;
  const shopPicture = (): Promise<OgPicture> => {
    if (!shop) {
      shop = shopJpeg().then((bytes) => ({ bytes, etag: etagOf(bytes) }));
      shop.catch(() => {
        shop = undefined;
      });
    }
    return shop;
  };

  /**
   * A picture made from the record's own; the shop's when it is gone, or is no picture sharp can read. Keyed by the
   * picture's address alone: the JPEG depends on nothing else, so records showing one picture share it, and a
   * record given a new picture (a new upload is a new address) gets a new one.
   */
  const recordPicture = (address: string) =>
    made(`picture:${address}`, async () => {
      const source = await readPicture(app, publicUrl, address);
      try {
        if (source) return await ogJpegOf(source);
      } catch (error) {
        app.log.warn({ err: error, address }, 'a link preview picture could not be made: the shop picture stands in');
      }
      return (await shopPicture()).bytes;
    });

  async function send(request: FastifyRequest, reply: FastifyReply, picture: () => Promise<OgPicture>): Promise<FastifyReply> {
    try {
      const { bytes, etag } = await picture();
      return sendMedia(request, reply, { bytes, etag, contentType: 'image/jpeg' }, OG_CACHE_CONTROL);
    } catch (error) {
      if (!(error instanceof SemaphoreFull)) throw error;
      const message = 'Too many preview pictures are being made: try again in a moment';
      return reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody('SERVICE_UNAVAILABLE', message));
    }
  }

  app.get(ogImagePath({ kind: 'shop' }), { schema: schemaOf("The shop's link preview picture (its name on its colours), 1200x630 JPEG") }, (request, reply) =>
    send(request, reply, shopPicture),
  );

  for (const kind of Object.keys(RECORD_READS) as RecordKind[]) {
    // ogImagePath's `/og/{kind}/{id}.jpg`.
    app.get(`/og/${kind}/:id.jpg`, { schema: { ...schemaOf(SUMMARIES[kind]), params: OgParams } }, async (request, reply) => {
      const id = pageId(request.params.id);
      const address = id === null ? undefined : await pictureOfRecord(app, kind, id);
      if (id === null || address === undefined) throw notFound(RECORD_NAMES[kind]);
      return send(request, reply, address === null ? shopPicture : () => recordPicture(address));
    });
  }
}
