import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories, categoryBlocks, productCategories, products } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import type { CategoryBlockType, StaffBrand, StaffCategory, StaffCategoryBlock, TaxonomyUsage } from '../../../contract/taxonomy';

/** The reads and writes behind the staff's brands, categories and menu blocks; every write names its columns. */

const countOf = (query: SQL) => sql<number>`(${query})::int`;

// ---- brands

const brandColumns = {
  id: brands.id,
  name: brands.name,
  productCount: countOf(sql`select count(*) from products p where p.brand_id = ${qualified(brands.id)}`),
};

export function allBrands(db: Executor): Promise<StaffBrand[]> {
  return db.select(brandColumns).from(brands).orderBy(sql`lower(${brands.name})`, asc(brands.id));
}

export async function brandById(db: Executor, id: number, lock = false): Promise<StaffBrand | undefined> {
  const query = db.select(brandColumns).from(brands).where(eq(brands.id, id));
  const [row] = lock ? await query.for('update', { of: brands }) : await query;
  return row;
}

/** Whether another brand has this name, letter case aside (Zara and ZARA are one brand to a shopper). */
export async function brandNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${brands.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(exceptId === undefined ? sameName : and(sameName, ne(brands.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertBrandRow(db: Executor, name: string): Promise<number> {
  const [row] = await db.insert(brands).values({ name }).returning({ id: brands.id });
  return row!.id;
}

export async function renameBrandRow(db: Executor, id: number, name: string): Promise<void> {
  await db.update(brands).set({ name }).where(eq(brands.id, id));
}

export async function deleteBrandRow(db: Executor, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

// ---- categories

const categoryColumns = {
  id: categories.id,
  nameUZB: categories.nameUZB,
  nameRUS: categories.nameRUS,
  parentId: categories.parentId,
  position: categories.position,
  verticalImage: categories.verticalImage,
  horizontalImage: categories.horizontalImage,
  productCount: countOf(sql`select count(*) from product_categories pc where pc.category_id = ${qualified(categories.id)}`),
};

const categoryOrder = [sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id)];

/** Every category: the top-level ones first, then each parent's subcategories, each by position. */
export function allCategories(db: Executor): Promise<StaffCategory[]> {
  return db.select(categoryColumns).from(categories).orderBy(...categoryOrder);
}

/** The children of a parent (null: the top-level categories), by position. */
export function childCategories(db: Executor, parentId: number | null): Promise<StaffCategory[]> {
  const ofParent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
  return db.select(categoryColumns).from(categories).where(ofParent).orderBy(asc(categories.position), asc(categories.id));
}

export async function categoryById(db: Executor, id: number, lock = false): Promise<StaffCategory | undefined> {
  const query = db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update', { of: categories }) : await query;
  return row;
}

/** Locks a parent's children (null: the top level) so positions are handed out and reordered one writer at a time. */
export async function lockChildren(db: Executor, parentId: number | null): Promise<Array<{ id: number; position: number }>> {
  const ofParent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
  return db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(ofParent)
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
}

export async function nextPosition(db: Executor, parentId: number | null): Promise<number> {
  const children = await lockChildren(db, parentId);
  return children.reduce((last, child) => Math.max(last, child.position + 1), 0);
}

export interface CategoryValues {
  nameUZB: string;
  nameRUS: string;
  parentId: number | null;
  position: number;
}

export async function insertCategoryRow(db: Executor, values: CategoryValues): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ nameUZB: values.nameUZB, nameRUS: values.nameRUS, parentId: values.parentId, position: values.position })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategoryRow(db: Executor, id: number, values: CategoryValues): Promise<void> {
  await db
    .update(categories)
    .set({ nameUZB: values.nameUZB, nameRUS: values.nameRUS, parentId: values.parentId, position: values.position })
    .where(eq(categories.id, id));
}

export async function setCategoryPosition(db: Executor, id: number, position: number): Promise<void> {
  await db.update(categories).set({ position }).where(eq(categories.id, id));
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** What of the catalogue uses a category: products filed under it, its subcategories, menu blocks. */
export async function categoryUsage(db: Executor, id: number): Promise<Pick<Required<TaxonomyUsage>, 'products' | 'subcategories' | 'menuBlocks'>> {
  return {
    products: await db.$count(productCategories, eq(productCategories.categoryId, id)),
    subcategories: await db.$count(categories, eq(categories.parentId, id)),
    menuBlocks: await db.$count(categoryBlocks, eq(categoryBlocks.categoryId, id)),
  };
}

export async function brandUsage(db: Executor, id: number): Promise<TaxonomyUsage> {
  return { products: await db.$count(products, eq(products.brandId, id)) };
}

// ---- category blocks (the header's menus)

const blockColumns = {
  id: categoryBlocks.id,
  categoryBlockType: categoryBlocks.categoryBlockType,
  placementNumber: categoryBlocks.placementNumber,
  category: { id: categories.id, nameUZB: categories.nameUZB, nameRUS: categories.nameRUS, parentId: categories.parentId },
};

/** Every block of both menus, each menu by placement as the storefront shows it. */
export function allCategoryBlocks(db: Executor): Promise<StaffCategoryBlock[]> {
  return db
    .select(blockColumns)
    .from(categoryBlocks)
    .innerJoin(categories, eq(categories.id, categoryBlocks.categoryId))
    .orderBy(asc(categoryBlocks.categoryBlockType), asc(categoryBlocks.placementNumber), asc(categoryBlocks.id));
}

export async function categoryBlockById(db: Executor, id: number, lock = false): Promise<StaffCategoryBlock | undefined> {
  const query = db
    .select(blockColumns)
    .from(categoryBlocks)
    .innerJoin(categories, eq(categories.id, categoryBlocks.categoryId))
    .where(eq(categoryBlocks.id, id));
  const [row] = lock ? await query.for('update', { of: categoryBlocks }) : await query;
  return row;
}

/** Whether the menu already holds this category (another block than `exceptId`). */
export async function blockTaken(db: Executor, type: CategoryBlockType, categoryId: number, exceptId?: number): Promise<boolean> {
  const same = and(eq(categoryBlocks.categoryBlockType, type), eq(categoryBlocks.categoryId, categoryId));
  const [row] = await db
    .select({ id: categoryBlocks.id })
    .from(categoryBlocks)
    .where(exceptId === undefined ? same : and(same, ne(categoryBlocks.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export interface BlockValues {
  categoryBlockType: CategoryBlockType;
  placementNumber: number;
  categoryId: number;
}

export async function insertBlockRow(db: Executor, values: BlockValues): Promise<number> {
  const [row] = await db
    .insert(categoryBlocks)
    .values({ categoryBlockType: values.categoryBlockType, placementNumber: values.placementNumber, categoryId: values.categoryId })
    .returning({ id: categoryBlocks.id });
  return row!.id;
}

export async function updateBlockRow(db: Executor, id: number, values: BlockValues): Promise<void> {
  await db
    .update(categoryBlocks)
    .set({ categoryBlockType: values.categoryBlockType, placementNumber: values.placementNumber, categoryId: values.categoryId })
    .where(eq(categoryBlocks.id, id));
}

export async function deleteBlockRow(db: Executor, id: number): Promise<void> {
  await db.delete(categoryBlocks).where(eq(categoryBlocks.id, id));
}
