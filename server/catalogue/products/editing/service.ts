import type { SQL } from 'drizzle-orm';
import { searchKey, searchTokens } from '../../transliterate';
import type { Executor } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { badRequest, conflict, notFound } from '../../../errors';
import { page } from '../../../http/schemas';
import { tokenCondition, withoutFullScans } from '../search';
import { invalidateSearchVocabulary, isFuzzy, searchVocabulary } from '../vocabulary';
import { STAFF_LIST_COUNT_CAP } from '../../../../contract/limits';
import type { AddProductBody, DeletedProduct, EditProductBody, EditRefnumberBody, StaffProduct } from '../../../../contract/staff';
import { writeAudit } from '../../../staff/audit';
import {
  deactivateProduct,
  deleteProductRow,
  insertProductRow,
  lockProduct,
  publishingGaps,
  publishProductRow,
  missingReferences,
  sizeIdsOfProduct,
  referenceTaken,
  replaceProductCategories,
  updateProductRow,
  updateReferenceNumber,
  type ProductValues,
} from './queries';
import { salesNowOf, staffProductById, staffProductPage } from './list-queries';
import { unitPrice } from '../pricing';
import { salesInForce } from '../pricing-sql';
import type { StaffProductsQuery } from './schemas';
import type { CatalogueHolders } from '../../holders';

/** A save that named an older version than the stored one: nothing was written; `current` is what is stored now. */
export class StaleVersionError extends Error {
  constructor(readonly current: StaffProduct) {
    super('The product was changed meanwhile; look at the new values and save again');
    this.name = 'StaleVersionError';
  }
}

/**
 * The products with what the shop charges for them now: a running sale group takes more off than a product's own
 * sale, and staff see the price the shopper pays, not only the one they typed (the audit keeps the rows as stored).
 */
async function withShopPrices(deps: AppDeps, products: StaffProduct[]): Promise<StaffProduct[]> {
  const sales = await salesInForce(deps.db, deps.clock.now());
  if (sales.length === 0 || products.length === 0) return products;
  const salesNow = await salesNowOf(deps.db, products.map((product) => product.id), sales);
  return products.map((product) => {
    const saleNow = salesNow.get(product.id) ?? product.sale;
    return { ...product, saleNow, priceNow: unitPrice(product.sellPrice, saleNow) };
  });
}

const withShopPrice = async (deps: AppDeps, product: StaffProduct) => (await withShopPrices(deps, [product]))[0]!;

export async function listStaffProducts(deps: AppDeps, query: StaffProductsQuery) {
  const sort = query.sort ?? 'created';
  const direction = query.direction ?? (sort === 'created' ? 'desc' : 'asc');
  let words: SQL[] | undefined;
  if (query.text !== undefined) {
    const tokens = searchTokens(query.text);
    if (tokens.length === 0) throw badRequest('Type a word to search for', { text: 'must contain a letter or a digit' });
    const fuzzy = tokens.filter(isFuzzy);
    const similar = fuzzy.length ? await searchVocabulary(deps.db, deps.clock).similarWords(fuzzy) : new Map();
    words = tokens.map((token) => tokenCondition(token, similar.get(token) ?? []));
  }
  const read = (db: Executor) =>
    staffProductPage(
      db,
      { categoryId: query.categoryId, active: query.active, draft: query.draft, referenceNumber: query.referenceNumber, words },
      { sort, direction },
      { limit: query.size, offset: query.page * query.size, countCap: STAFF_LIST_COUNT_CAP },
    );
  // The words' conditions are the storefront search's, with its planner's misjudgement (withoutFullScans).
  const found = words ? await withoutFullScans(deps.db, read) : await read(deps.db);
  return { ...page(await withShopPrices(deps, found.rows), query, found.total), totalIsCapped: found.capped };
}

export async function getStaffProduct(deps: AppDeps, id: number): Promise<StaffProduct> {
  const product = await staffProductById(deps.db, id);
  if (!product) throw notFound('Product');
  return withShopPrice(deps, product);
}

type ProductBody = AddProductBody | EditProductBody;

/** The body's fields checked and brought to what is stored: trimmed names, the sale as a percent. */
function valuesOf(body: ProductBody): ProductValues {
  const fields: Record<string, string> = {};
  const nameUZB = body.nameUZB.trim();
  const nameRUS = body.nameRUS.trim();
  if (!nameUZB) fields.nameUZB = 'must not be blank';
  if (!nameRUS) fields.nameRUS = 'must not be blank';
  let sale = body.sale ?? 0;
  if (body.sale !== undefined && body.salePrice !== undefined && body.salePrice !== null) {
    fields.salePrice = 'give either sale or salePrice, not both';
  } else if (body.salePrice !== undefined && body.salePrice !== null) {
    if (body.salePrice >= body.sellPrice) fields.salePrice = 'must be below sellPrice';
    else {
      sale = Math.round(100 - (body.salePrice * 100) / body.sellPrice);
      if (sale < 1) fields.salePrice = 'must be at least 1% below sellPrice';
      if (sale > 99) fields.salePrice = 'must be at most 99% below sellPrice';
    }
  }
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return {
    nameUZB,
    nameRUS,
    descriptionUZB: body.descriptionUZB?.trim() ?? '',
    descriptionRUS: body.descriptionRUS?.trim() ?? '',
    brandId: body.brandId,
    colorId: body.colorId,
    sellPrice: body.sellPrice,
    sale,
    active: body.active ?? true,
    mxikCode: body.mxikCode,
    packageCode: body.packageCode,
    vatPercent: body.vatPercent,
  };
}

async function requireReferences(tx: Executor, values: ProductValues, categoryIds: number[]): Promise<void> {
  const missing = await missingReferences(tx, values.brandId, values.colorId, categoryIds);
  const fields: Record<string, string> = {};
  if (missing.brand) fields.brandId = 'no such brand';
  if (missing.color) fields.colorId = 'no such colour';
  if (missing.categoryIds.length) fields.categoryIds = `no such category: ${missing.categoryIds.join(', ')}`;
  if (Object.keys(fields).length) throw badRequest('The product names something that does not exist', fields);
}

async function requireFreeReference(tx: Executor, referenceNumber: string, colorId: number, exceptId?: number): Promise<void> {
  if (await referenceTaken(tx, referenceNumber, colorId, exceptId)) {
    throw conflict('DUPLICATE', `Another product already has reference number ${referenceNumber} in this colour`, {
      referenceNumber: 'already used in this colour',
    });
  }
}

/** After a write commits: the storefront's cached pages and the search's words are read again on the next request. */
function storefrontFollows(): void {
  invalidateSearchVocabulary();
}

export async function addProduct(deps: AppDeps, userId: number, body: AddProductBody): Promise<StaffProduct> {
  const values = valuesOf(body);
  const referenceNumber = body.referenceNumber;
  const now = deps.clock.now();
  const product = await deps.db.transaction(async (tx) => {
    await requireReferences(tx, values, body.categoryIds);
    await requireFreeReference(tx, referenceNumber, values.colorId);
    // A draft is not sold until it is published, whatever the form said.
    const id = await insertProductRow(tx, { ...values, active: false, referenceNumber, searchKey: searchKey(values.nameUZB, values.nameRUS, referenceNumber) }, now);
    await replaceProductCategories(tx, id, body.categoryIds);
    const after = (await staffProductById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'product', entityId: id, before: null, after }, now);
    return after;
  });
  storefrontFollows();
  return withShopPrice(deps, product);
}

/** Locks the product and checks the version the editor read; the current product when they differ. */
async function lockCurrent(tx: Executor, id: number, version: number) {
  const locked = await lockProduct(tx, id);
  if (!locked) throw notFound('Product');
  const before = (await staffProductById(tx, id))!;
  if (locked.version !== version) throw new StaleVersionError(before);
  return { locked, before };
}

export async function editProduct(deps: AppDeps, userId: number, id: number, body: EditProductBody): Promise<StaffProduct> {
  const values = valuesOf(body);
  const now = deps.clock.now();
  const product = await deps.db.transaction(async (tx) => {
    const { locked, before } = await lockCurrent(tx, id, body.version);
    await requireReferences(tx, values, body.categoryIds);
    if (values.colorId !== locked.colorId) await requireFreeReference(tx, locked.referenceNumber, values.colorId, id);
    const draft = locked.publishedAt === null;
    await updateProductRow(tx, id, { ...values, active: draft ? false : values.active, searchKey: searchKey(values.nameUZB, values.nameRUS, locked.referenceNumber) });
    await replaceProductCategories(tx, id, body.categoryIds);
    const after = (await staffProductById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'product', entityId: id, before, after }, now);
    return after;
  });
  storefrontFollows();
  return withShopPrice(deps, product);
}

/**
 * Puts a draft on sale: refused (NOT_READY, naming each gap) while it has no photo or no size in stock, since a
 * shopper would meet a letter placeholder marked "out of stock". A published product is returned as it is.
 */
export async function publishProduct(deps: AppDeps, userId: number, id: number): Promise<StaffProduct> {
  const now = deps.clock.now();
  const product = await deps.db.transaction(async (tx) => {
    const locked = await lockProduct(tx, id);
    if (!locked) throw notFound('Product');
    const before = (await staffProductById(tx, id))!;
    if (locked.publishedAt !== null) return before;
    const gaps = await publishingGaps(tx, id);
    if (gaps.photo || gaps.stock) {
      throw conflict('NOT_READY', 'The product needs a photo and a size in stock before shoppers can see it', {
        ...(gaps.photo ? { photos: 'add at least one photo' } : {}),
        ...(gaps.stock ? { sizes: 'give at least one size a stock above 0' } : {}),
      });
    }
    await publishProductRow(tx, id, now);
    const after = (await staffProductById(tx, id))!;
    await writeAudit(tx, { userId, action: 'PUBLISH', entity: 'product', entityId: id, before, after }, now);
    return after;
  });
  storefrontFollows();
  return withShopPrice(deps, product);
}

export async function editReferenceNumber(deps: AppDeps, userId: number, id: number, body: EditRefnumberBody): Promise<StaffProduct> {
  const now = deps.clock.now();
  const product = await deps.db.transaction(async (tx) => {
    const { locked, before } = await lockCurrent(tx, id, body.version);
    await requireFreeReference(tx, body.referenceNumber, locked.colorId, id);
    await updateReferenceNumber(tx, id, body.referenceNumber, searchKey(before.nameUZB, before.nameRUS, body.referenceNumber));
    const after = (await staffProductById(tx, id))!;
    await writeAudit(tx, { userId, action: 'EDIT_REFERENCE_NUMBER', entity: 'product', entityId: id, before, after }, now);
    return after;
  });
  storefrontFollows();
  return withShopPrice(deps, product);
}

/** Deletes a product no order, review, look or banner names; one that is named is deactivated instead, and says so. */
export async function deleteProduct(deps: AppDeps, holders: CatalogueHolders, userId: number, id: number): Promise<DeletedProduct> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<DeletedProduct> => {
    const locked = await lockProduct(tx, id);
    if (!locked) throw notFound('Product');
    const before = (await staffProductById(tx, id))!;
    if (await holders.productIsKept(tx, id)) {
      await deactivateProduct(tx, id);
      const after = (await staffProductById(tx, id))!;
      await writeAudit(tx, { userId, action: 'DEACTIVATE', entity: 'product', entityId: id, before, after }, now);
      return {
        id,
        outcome: 'DEACTIVATED',
        message: 'An order, a review, a look or a banner names this product, so it was deactivated (no longer sold) instead of deleted',
        product: after,
      };
    }
    // The cart lines and favourites that named it go with it.
    await holders.releaseProduct(tx, id, await sizeIdsOfProduct(tx, id));
    await deleteProductRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'product', entityId: id, before, after: null }, now);
    return { id, outcome: 'DELETED', message: 'The product was deleted', product: null };
  });
  storefrontFollows();
  return outcome.product ? { ...outcome, product: await withShopPrice(deps, outcome.product) } : outcome;
}
