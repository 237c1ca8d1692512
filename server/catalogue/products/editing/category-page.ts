import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, productCategories } from '../../../db/schema/catalogue';

export type StaffSort = 'name' | 'price' | 'created' | 'referenceNumber';
export type StaffOrder = { sort: StaffSort; direction: 'asc' | 'desc' };
/** The page asked for, and how far the count goes before it stops at a floor. */
export type StaffWindow = { limit: number; offset: number; countCap: number };

/** The copies of each product's sort keys that its category filings carry (migration 0011 keeps them). */
const filingKeys = {
  name: productCategories.nameKey,
  price: productCategories.sellPrice,
  created: productCategories.createdAt,
  referenceNumber: productCategories.referenceNumber,
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * How many products the tree's categories hold, counted up to `cap` + 1. One category holds each product once; a
 * tree may hold one twice (filed under a category and its subcategory), so its products are told apart, which
 * is only needed when no single category already passes the cap.
 */
async function countInTree(db: Executor, treeIds: SQL, categoryCount: number, onlyActive: SQL, cap: number): Promise<number> {
  const perCategory = rowsOf<{ held: number }>(
    await db.execute(sql`
      select (select count(*)::int from (
        select 1 from ${productCategories} where ${productCategories.categoryId} = tree.id ${onlyActive} limit ${cap + 1}
      ) as filed) as held
      from unnest(array[${treeIds}]) as tree(id)`),
  ).map((row) => Number(row.held));
  const largest = Math.max(0, ...perCategory);
  if (categoryCount === 1 || largest > cap) return largest;
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select count(*)::int as total from (
        select ${productCategories.productId} from ${productCategories}
        where ${productCategories.categoryId} in (${treeIds}) ${onlyActive}
        group by ${productCategories.productId}
        limit ${cap + 1}
      ) as matching`),
  );
  return Number(counted?.total ?? 0);
}

export interface CategoryFilter {
  categoryId: number;
  active?: boolean;
}

/**
 * The ids of one page of a category's products (the category and its subcategories) in the staff's order, with the
 * count of them up to `countCap` + 1. Each category of the tree gives its first offset + limit filings from its own
 * index; the page is chosen among those few (a product filed twice counted once). Filtering the products table by
 * category instead means sorting every product of the category, or walking the sort index past every product of the
 * others: a second on a category whose products were added last.
 */
export async function categoryPageIds(
  db: Executor,
  filter: CategoryFilter,
  order: StaffOrder,
  window: StaffWindow,
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const tree = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, filter.categoryId), eq(categories.parentId, filter.categoryId)));
  if (tree.length === 0) return { ids: [], total: 0, capped: false };
  const treeIds = sql.join(
    tree.map((category) => sql`${category.id}::int`),
    sql`, `,
  );
  const onlyActive: SQL = filter.active === undefined ? sql`` : sql`and ${productCategories.active} = ${filter.active}`;
  const key = filingKeys[order.sort];
  const direction = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
  const [paged, total] = await Promise.all([
    db.execute(sql`
      select page.product_id as id
      from unnest(array[${treeIds}]) as tree(id)
      cross join lateral (
        select ${productCategories.productId} as product_id, ${key} as sort_key
        from ${productCategories}
        where ${productCategories.categoryId} = tree.id ${onlyActive}
        order by ${key} ${direction}, ${productCategories.productId} ${direction}
        limit ${window.offset + window.limit}
      ) as page
      group by page.product_id, page.sort_key
      order by page.sort_key ${direction}, page.product_id ${direction}
      limit ${window.limit} offset ${window.offset}`),
    countInTree(db, treeIds, tree.length, onlyActive, window.countCap),
  ]);
  // Both drivers answer { rows }.
  const ids = rowsOf<{ id: number }>(paged).map((row) => Number(row.id));
  return { ids, total: Math.min(total, window.countCap), capped: total > window.countCap };
}
