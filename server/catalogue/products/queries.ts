import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { publishedProduct } from '../published';
import { inCategoryTree } from '../category-tree';
import type { Executor } from '../../db/client';
import { brands, categories, colors, products } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import type { FullProduct, ProductCard } from '../../../contract/product';
import { cardColumns, toCard } from './cards';
import { paidPriceAt, salesInForce, type SaleInForce } from './pricing-sql';
import type { CategoryProductsQuery, ProductSort } from './schemas';

const newestFirst = [desc(products.stockedAt), desc(products.id)];

/** The sort keys; price sorts by what the shopper pays, with the sale groups in force. */
function orderingOf(sort: ProductSort, sales: readonly SaleInForce[]): SQL[] {
  switch (sort) {
    case 'priceAsc':
      return [asc(paidPriceAt(sales)), ...newestFirst];
    case 'priceDesc':
      return [desc(paidPriceAt(sales)), ...newestFirst];
    case 'popular':
      return [desc(products.popularity), ...newestFirst];
    default:
      return newestFirst;
  }
}

export interface CardPage {
  cards: ProductCard[];
  total: number;
}

function filtersOf(query: CategoryProductsQuery, sales: readonly SaleInForce[]): SQL[] {
  const filters: SQL[] = [];
  if (query.minPrice !== undefined) filters.push(gte(paidPriceAt(sales), query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(paidPriceAt(sales), query.maxPrice));
  if (query.colorIds?.length) filters.push(inArray(products.colorId, query.colorIds));
  if (query.brandIds?.length) filters.push(inArray(products.brandId, query.brandIds));
  if (query.sizes?.length) {
    const sizes = sql.join(
      query.sizes.map((size) => sql`${size.toUpperCase()}`),
      sql`, `,
    );
    // A size filter means "I can buy it in this size": only sizes still in stock count.
    filters.push(sql`exists (select 1 from product_size_variants v
      where v.product_id = ${qualified(products.id)} and v.quantity > 0 and upper(v.size) in (${sizes}))`);
  }
  return filters;
}

/*
 * Lists are one statement in two layers: the inner query filters, sorts and cuts the page on plain product
 * columns; the outer one joins the page back to products and computes the card columns (images, rating,
 * stock) for those few rows only, sorting them again by the same keys.
 */

/**
 * One page of the active products of a category and its subcategories, in one round trip (the total rides along
 * as a window count). Null for an unknown category.
 */
export async function categoryProductPage(
  db: Executor,
  categoryId: number,
  query: CategoryProductsQuery,
  now: Date,
): Promise<CardPage | null> {
  const sales = await salesInForce(db, now);
  const where = and(eq(products.active, true), inCategoryTree(qualified(products.id), categoryId), ...filtersOf(query, sales));
  const order = orderingOf(query.sort, sales);
  const pageRows = db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size)
    .as('page_rows');
  const rows = await db
    .select({ ...cardColumns(sales), total: pageRows.total })
    .from(pageRows)
    .innerJoin(products, eq(products.id, pageRows.id))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .orderBy(...order);
  if (rows.length > 0) {
    return { cards: rows.map(({ total: _total, ...row }) => toCard(row, now)), total: Number(rows[0]!.total) };
  }
  // An empty page: an unknown category, an empty one, or a page past the end.
  const [category] = await db
    .select({ total: sql<number>`(select count(*)::int from ${products} where ${where})` })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return category ? { cards: [], total: Number(category.total) } : null;
}

/** The newest active products; the count runs beside the page so the page itself can walk the stocked_at index. */
export async function newestProductPage(db: Executor, query: { page: number; size: number }, now: Date): Promise<CardPage> {
  const pageRows = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(...newestFirst)
    .limit(query.size)
    .offset(query.page * query.size)
    .as('page_rows');
  const sales = await salesInForce(db, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardColumns(sales))
      .from(pageRows)
      .innerJoin(products, eq(products.id, pageRows.id))
      .innerJoin(colors, eq(colors.id, products.colorId))
      .orderBy(...newestFirst),
    db.select({ total: count() }).from(products).where(eq(products.active, true)),
  ]);
  return { cards: rows.map((row) => toCard(row, now)), total: Number(counted?.total ?? 0) };
}

const productCategoriesJson = sql<FullProduct['categories']>`coalesce((
  select json_agg(json_build_object('id', c.id, 'nameUZB', c.name_uzb, 'nameRUS', c.name_rus) order by c.position, c.id)
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = ${qualified(products.id)}), '[]'::json)`;

const sizesJson = sql<FullProduct['sizes']>`coalesce((
  select json_agg(json_build_object('productSizeVariantId', v.id, 'size', v.size, 'quantity', v.quantity)
    order by v.position, v.id)
  from product_size_variants v where v.product_id = ${qualified(products.id)}), '[]'::json)`;

/** The other colours of the same item: products sharing the reference number. */
const colorVariantsJson = sql<FullProduct['colorVariants']>`coalesce((
  select json_agg(json_build_object(
      'productId', o.id,
      'color', json_build_object('id', oc.id, 'nameUZB', oc.name_uzb, 'nameRUS', oc.name_rus, 'colorCode', oc.color_code),
      'active', o.active)
    order by o.id)
  from products o join colors oc on oc.id = o.color_id
  where o.reference_number = ${qualified(products.referenceNumber)} and o.id <> ${qualified(products.id)} and o.published_at is not null), '[]'::json)`;

/** The whole product page in one query; inactive products are returned too, so old links still open; drafts are not. */
export async function productById(db: Executor, id: number, now: Date): Promise<FullProduct | null> {
  const [row] = await db
    .select({
      ...cardColumns(await salesInForce(db, now)),
      descriptionUZB: products.descriptionUZB,
      descriptionRUS: products.descriptionRUS,
      referenceNumber: products.referenceNumber,
      brand: { id: brands.id, name: brands.name },
      categories: productCategoriesJson,
      sizes: sizesJson,
      colorVariants: colorVariantsJson,
    })
    .from(products)
    .innerJoin(colors, eq(colors.id, products.colorId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), publishedProduct));
  if (!row) return null;
  const { descriptionUZB, descriptionRUS, referenceNumber, brand, categories: filedUnder, sizes, colorVariants, ...card } = row;
  return {
    ...toCard(card, now),
    descriptionUZB,
    descriptionRUS,
    referenceNumber,
    brand,
    categories: filedUnder,
    sizes,
    colorVariants,
  };
}
