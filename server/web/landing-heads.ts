import { CARD_PICTURE_SIZES, GALLERY_PICTURE_SIZES, GALLERY_WHOLE_ROW_SIZES, galleryFirstSpansRow } from '../../contract/limits';
import type { Language } from '../../src/i18n/languages';
import { localizedName } from '../../src/i18n/localized';
import { categoryCards, findProduct } from '../catalogue/products/service';
import { categoryNamesByIds, categoryTree, categoryWithProductCount, subCategoriesOf } from '../catalogue/service';
import type { Executor } from '../db/client';
import type { AppDeps } from '../deps';
import { lookForPage } from '../home/service';
import { languageAddresses, ogImage, summarize, type PageHead } from './head';
import { headTexts, titled, type InfoTopic } from './head-texts';
import { homeImageHints, productImageHint, type ImageHint } from './image-preloads';
import { breadcrumbs, catalogHead, categoryHead, productHead, shopImage, type TrailStep } from './page-meta';
import { pageId } from './page-id';
import { isSpaPage } from './spa-pages';
import { organizationJsonLd } from './structured-data';

/*
 * The head of every landing page (the addresses a shopper or a crawler arrives at from outside), in the page's
 * language, with the pictures it shows first and largest. server/web/routes.ts serves them; private pages (cart,
 * profile, checkout, staff) keep the plain shell.
 */

export interface LandingPage {
  status: 200 | 404;
  head: PageHead;
  /** The page's Largest Contentful Paint candidates, preloaded beside the scripts (image-preloads.ts). */
  images: ImageHint[];
}

export interface LandingAddress {
  pathname: string;
  /** The address's query, with or without its `?`. */
  search: string;
  language: Language;
  /** The shop's address, no trailing slash: PUBLIC_URL or the one the visitor used (shopOrigin). */
  publicUrl: string;
}

type RecordKind = 'catalog' | 'category' | 'product' | 'look';
type Route =
  | { kind: 'home' | 'catalogs' | 'looks' | 'search' | 'notFound' }
  | { kind: 'info'; topic: InfoTopic }
  | { kind: RecordKind; id: number | null };

const INFO_TOPICS: readonly InfoTopic[] = ['about', 'terms', 'branches', 'contact', 'privacy'];
const FIXED: Record<string, Route> = {
  '/': { kind: 'home' },
  '/catalogs': { kind: 'catalogs' },
  '/looks': { kind: 'looks' },
  '/searchresult': { kind: 'search' },
  ...Object.fromEntries(INFO_TOPICS.map((topic) => [`/${topic}`, { kind: 'info', topic }])),
};
const RECORDS: Record<string, RecordKind> = { catalog: 'catalog', categorydetail: 'category', productdetail: 'product', looksdetail: 'look' };


/** Which landing page an address is, matched as React Router matches (any case, a trailing slash); null: none. */
function landingRoute(pathname: string): Route | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path.toLowerCase()];
  if (fixed) return fixed;
  const record = /^\/(catalog|categoryDetail|productDetail|looksDetail)\/([^/]+)$/i.exec(path);
  if (record) return { kind: RECORDS[record[1]!.toLowerCase()]!, id: pageId(record[2]!) };
  // Any other page of the SPA is a private or staff page: no head of its own.
  return isSpaPage(path) ? null : { kind: 'notFound' };
}

/** The cards a category page shows first and loads at once (src/features/catalogue/.../CategoryProducts.tsx). */
const CATEGORY_FIRST_CARDS = 4;
/** The address parameters that change which cards a category page shows first (categoryView.ts); `page` does not. */
const LISTING_PARAMS = ['sort', 'minPrice', 'maxPrice', 'sizes', 'colorIds', 'brandIds'];
/** The search field's longest text (src/features/search/searchText.ts); the server refuses longer ones. */
const MAX_SEARCH_LENGTH = 100;

// The home banner's hints, cached per app (image-preloads.ts keeps them a minute, or until the catalogue changes).
const homeHints = new WeakMap<AppDeps, ReturnType<typeof homeImageHints>>();
function homeImages(deps: AppDeps, language: Language): Promise<ImageHint[]> {
  let hints = homeHints.get(deps);
  if (!hints) {
    hints = homeImageHints(deps);
    homeHints.set(deps, hints);
  }
  return hints(language);
}

/** The category `id` and the one above it, as the SPA's trails name them: a top category opens at its catalogue page. */
async function categorySteps(db: Executor, id: number, withSelf: boolean): Promise<TrailStep[]> {
  const parents = new Map((await categoryTree(db)).map((category) => [category.id, category.parentId]));
  const parentId = parents.get(id) ?? null;
  const ids = [...(parentId === null ? [] : [parentId]), ...(withSelf ? [id] : [])];
  const names = await categoryNamesByIds(db, ids);
  return ids.flatMap((stepId) => {
    const named = names.get(stepId);
    const topLevel = parents.get(stepId) === null && stepId !== id;
    return named ? [{ ...named, path: `/${topLevel ? 'catalog' : 'categoryDetail'}/${stepId}` }] : [];
  });
}

type Found = Omit<LandingPage, 'status'> | null;

async function productPage(deps: AppDeps, id: number, address: LandingAddress): Promise<Found> {
  const product = await findProduct(deps.db, id, deps.clock.now());
  if (!product) return null;
  // The most specific category is listed last, as the product page's own breadcrumbs take it.
  const category = product.categories.at(-1);
  const trail = category ? await categorySteps(deps.db, category.id, true) : [];
  const firstImage = product.productImages[0];
  const sizes = galleryFirstSpansRow(product.productImages.length) ? GALLERY_WHOLE_ROW_SIZES : GALLERY_PICTURE_SIZES;
  return { head: productHead(product, address.publicUrl, address.language, trail), images: firstImage ? [productImageHint(firstImage, sizes)] : [] };
}

async function categoryPage(deps: AppDeps, id: number, address: LandingAddress): Promise<Found> {
  const category = await categoryWithProductCount(deps.db, id);
  if (!category) return null;
  const query = new URLSearchParams(address.search);
  const defaultListing = !LISTING_PARAMS.some((name) => query.has(name));
  const firstCards = defaultListing ? await categoryCards(deps.db, id, { page: 0, size: CATEGORY_FIRST_CARDS, sort: 'new' }, deps.clock.now()) : null;
  const images = (firstCards?.cards ?? []).flatMap((card) => card.productImages.slice(0, 1).map((image) => productImageHint(image, CARD_PICTURE_SIZES)));
  const trail = await categorySteps(deps.db, id, false);
  return { head: categoryHead(category, address.publicUrl, address.language, trail), images };
}

async function catalogPage(deps: AppDeps, id: number, address: LandingAddress): Promise<Found> {
  const category = await categoryWithProductCount(deps.db, id);
  if (!category) return null;
  const children = (await subCategoriesOf(deps.db, { id })) ?? [];
  return { head: catalogHead(category, children, address.publicUrl, address.language), images: [] };
}

async function lookPage(deps: AppDeps, id: number, { publicUrl, language }: LandingAddress): Promise<Found> {
  const look = await lookForPage(deps.db, id, deps.clock.now());
  if (!look) return null;
  const texts = headTexts(language);
  const path = `/looksDetail/${id}`;
  const name = localizedName(look, language) || texts.lookName(id);
  const picture = look.images[0]?.url;
  return {
    head: {
      language,
      title: titled(name),
      description: summarize(`${name}: ${texts.lookItems(look.products.length)}. ${texts.looksDescription}`, 160),
      ...languageAddresses(publicUrl, path, language),
      ogType: 'website',
      image: picture ? ogImage(publicUrl, { kind: 'look', id }, picture) : shopImage(publicUrl),
      jsonLd: [breadcrumbs(publicUrl, language, [{ path: '/looks', name: texts.looksTitle }, { path, name }])],
    },
    images: [],
  };
}

/** A page whose words are the SPA's own: home, the catalogues, the looks, an information page. */
function fixedPage(path: string, language: Language, publicUrl: string, title: string, description: string): PageHead {
  return { language, title, description, ...languageAddresses(publicUrl, path, language), ogType: 'website', image: shopImage(publicUrl) };
}

/** Search results: a page per text, titled by it (escaped with the rest of the head), never indexed itself. */
function searchPage({ search, language, publicUrl }: LandingAddress): PageHead {
  const texts = headTexts(language);
  const text = (new URLSearchParams(search).get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return {
    language,
    title: titled(texts.searchTitle(text)),
    description: texts.searchDescription,
    ...languageAddresses(publicUrl, '/searchResult', language, text ? [['search', text]] : []),
    ogType: 'website',
    image: shopImage(publicUrl),
    robots: 'noindex, follow',
  };
}

/** The head of the not-found page: an unknown address, or a record that does not exist. */
function notFoundPage(language: Language): LandingPage {
  const texts = headTexts(language);
  return {
    status: 404,
    head: { language, title: titled(texts.notFoundTitle), description: texts.notFoundDescription, ogType: 'website', robots: 'noindex' },
    images: [],
  };
}

const recordPages: Record<RecordKind, (deps: AppDeps, id: number, address: LandingAddress) => Promise<Found>> = {
  product: productPage,
  category: categoryPage,
  catalog: catalogPage,
  look: lookPage,
};

/**
 * The landing page at `pathname` in `language`: its head and first pictures, status 404 (with the not-found page's
 * head) for an unknown address or a record that does not exist; null for an address that is not a landing page.
 */
export async function landingPage(deps: AppDeps, address: LandingAddress): Promise<LandingPage | null> {
  const route = landingRoute(address.pathname);
  if (!route) return null;
  const { language, publicUrl } = address;
  const texts = headTexts(language);
  const ok = (head: PageHead, images: ImageHint[] = []): LandingPage => ({ status: 200, head, images });
  switch (route.kind) {
    case 'home': {
      const head = fixedPage('/', language, publicUrl, texts.homeTitle, texts.shopDescription);
      return ok({ ...head, jsonLd: [organizationJsonLd(publicUrl)] }, await homeImages(deps, language));
    }
    case 'catalogs':
      return ok(fixedPage('/catalogs', language, publicUrl, titled(texts.catalogsTitle), texts.catalogsDescription));
    case 'looks':
      return ok(fixedPage('/looks', language, publicUrl, titled(texts.looksTitle), texts.looksDescription));
    case 'info':
      return ok(fixedPage(`/${route.topic}`, language, publicUrl, titled(texts.infoTitle(route.topic)), texts.infoDescription(route.topic)));
    case 'search':
      return ok(searchPage(address));
    case 'notFound':
      return notFoundPage(language);
    default: {
      const found = route.id === null ? null : await recordPages[route.kind](deps, route.id, address);
      return found ? { status: 200, ...found } : notFoundPage(language);
    }
  }
}
