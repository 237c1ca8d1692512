import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { cached, type CachedDomainOptions } from '../cache';
import { searchTokens } from '../transliterate';
import { badRequest, notFound } from '../../errors';
import type { DomainPlugin } from '../../http/app-type';
import { errors, IdParams, page, PageQuery } from '../../http/schemas';
import { Page } from '../../../contract/page';
import { CategoryFilters, FullProduct, ProductCard } from '../../../contract/product';
import { categoryFilters } from './filter-queries';
import { categoryProductPage, newestProductPage, productById } from './queries';
import { CategoryIdParams, CategoryProductsQuery, LIST_PARAMS, SearchParams, SearchQuery, SimilarQuery } from './schemas';
import { similarProducts } from './similar-queries';
import { searchProducts } from './search';
import { searchVocabulary } from './vocabulary';

/** `colorIds=1,2&colorIds=3` becomes `['1','2','3']` before validation, so each item is checked on its own. */
function splitListParams(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const query = request.query as Record<string, unknown>;
  for (const name of LIST_PARAMS) {
    const value = query[name];
    if (value === undefined) continue;
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((item) => String(item).split(','))
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.length) query[name] = items;
    else delete query[name];
  }
  done();
}

export const productsPlugin: DomainPlugin<CachedDomainOptions> = async (app, { deps, catalogueCache: cache }) => {
  const vocabulary = searchVocabulary(deps.db, deps.clock);
  const tags = ['products'];

  app.get(
    '/getProductByCategoryId/:categoryId',
    {
      schema: {
        tags,
        summary: 'A page of the active products of a category and its subcategories, filtered and sorted',
        params: CategoryIdParams,
        querystring: CategoryProductsQuery,
        response: { 200: Page(ProductCard), ...errors(400, 404) },
      },
      preValidation: splitListParams,
      ...cached(cache),
    },
    async (request) => {
      const { query } = request;
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('Invalid querystring', { minPrice: 'must not be above maxPrice' });
      }
      const found = await categoryProductPage(deps.db, request.params.categoryId, query, deps.clock.now());
      if (!found) throw notFound('Category');
      return page(found.cards, query, found.total);
    },
  );

  app.get(
    '/getCategoryFilters/:categoryId',
    {
      schema: {
        tags,
        summary: 'The brands, sizes (in stock) and colours of the active products of a category and its subcategories, with counts',
        params: CategoryIdParams,
        response: { 200: CategoryFilters, ...errors(400, 404) },
      },
      ...cached(cache),
    },
    async (request) => {
      const found = await categoryFilters(deps.db, request.params.categoryId);
      if (!found) throw notFound('Category');
      return found;
    },
  );

  app.get(
    '/getProductById/:id',
    {
      schema: {
        tags,
        summary: 'The full product: card, descriptions, brand, categories, sizes with stock, other colours',
        params: IdParams,
        response: { 200: FullProduct, ...errors(400, 404) },
      },
      ...cached(cache),
    },
    async (request) => {
      const product = await productById(deps.db, request.params.id, deps.clock.now());
      if (!product) throw notFound('Product');
      return product;
    },
  );

  app.get(
    '/getSimilarProducts/:id',
    {
      schema: {
        tags,
        summary: 'Products like this one: its subcategory first, then its category; in stock first within each; never itself',
        params: IdParams,
        querystring: SimilarQuery,
        response: { 200: Type.Array(ProductCard), ...errors(400, 404) },
      },
      ...cached(cache),
    },
    async (request) => {
      const similar = await similarProducts(deps.db, request.params.id, request.query.size, deps.clock.now());
      if (!similar) throw notFound('Product');
      return similar;
    },
  );

  app.get(
    '/searchProduct/:text',
    {
      schema: {
        tags,
        summary: 'Products by either name (Latin or Cyrillic, typos tolerated) or reference number',
        params: SearchParams,
        querystring: SearchQuery,
        response: { 200: Type.Array(ProductCard), ...errors(400) },
      },
      ...cached(cache),
    },
    async (request) => {
      const { text } = request.params;
      if (searchTokens(text).length === 0) {
        throw badRequest('Type a word to search for', { text: 'must contain a letter or a digit' });
      }
      return searchProducts(deps.db, vocabulary, text, request.query.limit, deps.clock.now());
    },
  );

  app.get(
    '/getAllProducts',
    {
      schema: {
        tags,
        summary: 'A page of the newest active products',
        querystring: PageQuery,
        response: { 200: Page(ProductCard), ...errors(400) },
      },
      ...cached(cache),
    },
    async (request) => {
      const found = await newestProductPage(deps.db, request.query, deps.clock.now());
      return page(found.cards, request.query, found.total);
    },
  );
};
