import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inCategoryTree } from '../../category-tree';
import type { Executor } from '../../../db/client';
import { brands, colors, products } from '../../../db/schema/catalogue';
import { qualified } from '../../../db/sql';
import { salePrice, unitPrice } from '../pricing';
import { effectiveSale, type SaleInForce } from '../pricing-sql';
import type { StaffProduct } from '../../../../contract/staff';
import { categoryPageIds, type StaffOrder, type StaffSort, type StaffWindow } from './category-page';

/*
 * The products as staff read them: one by id, and the staff's list (filtered, searched, sorted, paged, counted).
 * The writes are in queries.ts.
 */
const categoriesJson = sql<StaffProduct['categories']>`coalesce((
  select json_agg(json_build_object('id', c.id, 'nameUZB', c.name_uzb, 'nameRUS', c.name_rus) order by c.position, c.id)
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = ${qualified(products.id)}), '[]'::json)`;

const firstImage = sql<string | null>`(select i.url from product_images i
  where i.product_id = ${qualified(products.id)} order by i.position, i.id limit 1)`;

const staffColumns = {
  id: products.id,
  referenceNumber: products.referenceNumber,
  nameUZB: products.nameUZB,
  nameRUS: products.nameRUS,
  descriptionUZB: products.descriptionUZB,
  descriptionRUS: products.descriptionRUS,
  brand: { id: brands.id, name: brands.name },
  color: { id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode },
  categories: categoriesJson,
  sellPrice: products.sellPrice,
  sale: products.sale,
  active: products.active,
  mxikCode: products.mxikCode,
  packageCode: products.packageCode,
  vatPercent: products.vatPercent,
  version: products.version,
  image: firstImage,
  createdAt: products.createdAt,
  publishedAt: products.publishedAt,
};

type StaffRow = Omit<StaffProduct, 'salePrice' | 'saleNow' | 'priceNow' | 'createdAt' | 'publishedAt'> & {
  createdAt: Date | string;
  publishedAt: Date | string | null;
};

/** A row as staff read it; its price now is its own sale's until withShopPrices (service.ts) adds the sale groups. */
function toStaffProduct(row: StaffRow): StaffProduct {
  return {
    ...row,
    salePrice: salePrice(row.sellPrice, row.sale),
    saleNow: row.sale,
    priceNow: unitPrice(row.sellPrice, row.sale),
    createdAt: new Date(row.createdAt).toISOString(),
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt).toISOString(),
  };
}

/** The percent off the shop charges now for each of these products, sale groups in force included (pricing-sql.ts). */
export async function salesNowOf(db: Executor, ids: number[], sales: readonly SaleInForce[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, saleNow: effectiveSale(sales) }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, Number(row.saleNow)]));
}

export async function staffProductById(db: Executor, id: number): Promise<StaffProduct | null> {
  const [row] = await db
    .select(staffColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(eq(products.id, id));
  return row ? toStaffProduct(row) : null;
}


const sortColumns: Record<StaffSort, SQL | AnyPgColumn> = {
  name: sql`lower(${products.nameUZB})`,
  price: products.sellPrice,
  created: products.createdAt,
  referenceNumber: products.referenceNumber,
};

interface StaffListFilter {
  categoryId?: number;
  active?: boolean;
  /** Drafts only (true) or published products only (false). */
  draft?: boolean;
  /** Exactly this reference number: the colours of one item. */
  referenceNumber?: string;
  /** Every condition a search word puts on the search key. */
  words?: SQL[];
}

/**
 * One page of products for staff, with the count of those that pass the filter, counted up to `countCap` + 1: an
 * exact count of 100 000 rows (or of a big category) costs more than the page itself, and beyond a few thousand
 * no one pages through a list; they narrow it. `capped` says the total is a floor.
 */
export async function staffProductPage(
  db: Executor,
  filter: StaffListFilter,
  order: StaffOrder,
  window: StaffWindow,
): Promise<{ rows: StaffProduct[]; total: number; capped: boolean }> {
  if (filter.categoryId !== undefined && !filter.words?.length && filter.referenceNumber === undefined && filter.draft === undefined) {
    const found = await categoryPageIds(db, { categoryId: filter.categoryId, active: filter.active }, order, window);
    return { rows: await staffProductsByIds(db, found.ids), total: found.total, capped: found.capped };
  }
  const conditions: SQL[] = [...(filter.words ?? [])];
  if (filter.active !== undefined) conditions.push(eq(products.active, filter.active));
  if (filter.draft !== undefined) conditions.push(filter.draft ? isNull(products.publishedAt) : isNotNull(products.publishedAt));
  if (filter.referenceNumber !== undefined) conditions.push(eq(products.referenceNumber, filter.referenceNumber));
  if (filter.categoryId !== undefined) conditions.push(inCategoryTree(qualified(products.id), filter.categoryId));
  const where = conditions.length ? and(...conditions) : undefined;
  if (filter.words?.length) return searchedPage(db, where, order, window);
  const by = order.direction === 'asc' ? asc : desc;
  const ordering = [by(sortColumns[order.sort]), by(products.id)];
  // The page is chosen on plain columns first; the joined and gathered columns are computed for its rows only.
  const paged = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ordering)
    .limit(window.limit)
    .offset(window.offset)
    .as('paged');
  const [rows, [counted]] = await Promise.all([
    db
      .select(staffColumns)
      .from(paged)
      .innerJoin(products, eq(products.id, paged.id))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(colors, eq(colors.id, products.colorId))
      .orderBy(...ordering),
    db
      .select({ total: count() })
      .from(
        db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .limit(window.countCap + 1)
          .as('counted'),
      ),
  ]);
  const total = Number(counted?.total ?? 0);
  return { rows: rows.map(toStaffProduct), total: Math.min(total, window.countCap), capped: total > window.countCap };
}

/**
 * A page of the products a search finds, in the staff's order, and how many they are. The matches are gathered
 * once through the search key's trigram index (a LIMIT keeps PostgreSQL from merging the two queries), then sorted
 * and counted together: left to itself, the planner walks the sort's index and tests every product against the
 * words (a third of a second when the matches are few and sort late), and a separate count gathers them again.
 */
const ALL_MATCHES = 2_147_483_647;

async function searchedPage(
  db: Executor,
  where: SQL | undefined,
  order: StaffOrder,
  window: StaffWindow,
): Promise<{ rows: StaffProduct[]; total: number; capped: boolean }> {
  const matches = db
    .select({ id: products.id, sortKey: sql`${sortColumns[order.sort]}`.as('sort_key') })
    .from(products)
    .where(where)
    .limit(ALL_MATCHES)
    .as('matches');
  const by = order.direction === 'asc' ? asc : desc;
  const page = await db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(by(matches.sortKey), by(matches.id))
    .limit(window.limit)
    .offset(window.offset);
  // A page past the last has no row to carry the count.
  const total = page[0]?.total ?? (window.offset > 0 ? Number((await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0) : 0);
  const rows = await staffProductsByIds(db, page.map((row) => row.id));
  return { rows, total: Math.min(total, window.countCap), capped: total > window.countCap };
}

/** These products, in the order of `ids`. */
async function staffProductsByIds(db: Executor, ids: number[]): Promise<StaffProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(staffColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStaffProduct(row)] : [];
  });
}
