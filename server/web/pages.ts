import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentCatalogueVersion, ResponseCache } from '../catalogue/cache';
import { categoryWithProductCount, subCategoriesOf } from '../catalogue/service';
import type { AppDeps } from '../deps';
import { isLook } from '../home/service';
import type { App } from '../http/app-type';
import { shopOrigin } from '../http/shop-origin';
import { categoryCards, findProduct } from '../catalogue/products/service';
import { injectHead, type PageHead } from './head';
import { productImageHint, withImagePreloads, type ImageHint } from './image-preloads';
import { CARD_PICTURE_SIZES, GALLERY_PICTURE_SIZES, GALLERY_WHOLE_ROW_SIZES, galleryFirstSpansRow } from '../../contract/limits';
import { catalogHead, categoryHead, productHead } from './page-meta';

export interface PageTemplate {
  /**
   * The SPA's index.html as built (read once: a release replaces the process too), with the preloads of the page at
   * `pathname` when given. The same for every visitor, so it may be cached.
   */
  html(pathname?: string): Promise<string>;
  /** A page as this visitor gets it (their language's texts preloaded, its first reads answered); after any cache. */
  forVisitor(html: string, request: FastifyRequest, pathname: string): Promise<string>;
}

type PageKind = 'product' | 'category' | 'catalog';

const MAX_ID = 2_147_483_647;

/** A database id, or null for anything else (letters, zero, leading zeros, out of integer range). */
export function pageId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const PageParams = Type.Object({ id: Type.String() });

/** The cards a category page shows first and loads at once (src/features/catalogue/.../CategoryProducts.tsx). */
const CATEGORY_FIRST_CARDS = 4;
/** The address parameters that change which cards a category page shows first (categoryView.ts); `page` does not. */
const LISTING_PARAMS = ['sort', 'minPrice', 'maxPrice', 'sizes', 'colorIds', 'brandIds'];

/** Whether a category address shows its default listing: newest first, unfiltered. */
function showsDefaultListing(url: string): boolean {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return !LISTING_PARAMS.some((name) => query.has(name));
}

/** The encoding to send a page in: brotli or gzip when the browser takes it, else none. */
function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export function sendPage(reply: FastifyReply, html: string | Buffer, status = 200): FastifyReply {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // Pages differ by the visitor's language (PageTemplate.forVisitor): its cookie, else the browser's language.
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  // Compressed per answer: a page carries its first API reads (inline-data.ts), tens of kilobytes of JSON that a
  // phone would otherwise download whole. Brotli at a quick level: a few milliseconds, most of the saving.
  const encoding = html.length > 1024 ? pageEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  const body = Buffer.from(html);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Product and category addresses answered with their own title, description, Open Graph tags and JSON-LD in the
 * HTML, so crawlers and link previews see the page without running JavaScript. The SPA then starts as on any
 * other address. Unknown ids get the plain page with status 404 (the SPA shows its not-found page), and so do looks.
 */
export function registerSeoPages(app: App, deps: AppDeps, template: PageTemplate): void {
  // Its own instance: catalogue writes end its entries through the shared catalogue version.
  const cache = new ResponseCache(deps.clock, { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 });

  /**
   * The page's head tags, with links on the shop's address `publicUrl`, and the pictures it shows first and largest
   * (preloaded beside the scripts): a product's first picture, a category's first cards when it shows its default listing.
   */
  async function headOf(kind: PageKind, id: number, defaultListing: boolean, publicUrl: string): Promise<{ head: PageHead; images: ImageHint[] } | null> {
    if (kind === 'product') {
      const product = await findProduct(deps.db, id, deps.clock.now());
      const firstImage = product?.productImages[0];
      const sizes = galleryFirstSpansRow(product?.productImages.length ?? 0) ? GALLERY_WHOLE_ROW_SIZES : GALLERY_PICTURE_SIZES;
      return product && { head: productHead(product, publicUrl), images: firstImage ? [productImageHint(firstImage, sizes)] : [] };
    }
    const category = await categoryWithProductCount(deps.db, id);
    if (!category) return null;
    if (kind === 'category') {
      const firstCards = defaultListing
        ? await categoryCards(deps.db, id, { page: 0, size: CATEGORY_FIRST_CARDS, sort: 'new' }, deps.clock.now())
        : null;
      const images = (firstCards?.cards ?? []).flatMap((card) => card.productImages.slice(0, 1).map((image) => productImageHint(image, CARD_PICTURE_SIZES)));
      return { head: categoryHead(category, publicUrl), images };
    }
    return { head: catalogHead(category, (await subCategoriesOf(deps.db, { id })) ?? [], publicUrl), images: [] };
  }

  const routes: Array<[path: string, kind: PageKind]> = [
    ['/productDetail/:id', 'product'],
    ['/categoryDetail/:id', 'category'],
    ['/catalog/:id', 'catalog'],
  ];
  for (const [path, kind] of routes) {
    app.get(path, { schema: { hide: true, params: PageParams } }, async (request, reply) => {
      const id = pageId(request.params.id);
      const pathname = path.replace(':id', String(id));
      const send = async (html: string | Buffer, status?: number) =>
        sendPage(reply, await template.forVisitor(html.toString(), request, pathname), status);
      if (id === null) return send(await template.html(), 404);
      const defaultListing = kind === 'category' && showsDefaultListing(request.url);
      // PUBLIC_URL, or without it the address the visitor used: the head's links differ by it.
      const publicUrl = shopOrigin(request, deps.config);
      const key = `${publicUrl} ${kind}:${id}${defaultListing ? ':first-cards' : ''}`;
      const hit = cache.get(key);
      if (hit) return send(hit.body);
      const version = currentCatalogueVersion();
      const found = await headOf(kind, id, defaultListing, publicUrl);
      if (!found) return send(await template.html(), 404);
      const page = withImagePreloads(injectHead(await template.html(pathname), found.head), found.images);
      return send(cache.set(key, page, version).body);
    });
  }

  // A look's page has no head of its own; a look that does not exist answers 404 like a product.
  app.get('/looksDetail/:id', { schema: { hide: true, params: PageParams } }, async (request, reply) => {
    const id = pageId(request.params.id);
    const pathname = `/looksDetail/${request.params.id}`;
    const found = id !== null && (await isLook(deps.db, id));
    return sendPage(reply, await template.forVisitor(await template.html(pathname), request, pathname), found ? 200 : 404);
  });
}
