import { asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { categories, categoryBlocks } from '../db/schema/catalogue';
import { qualified } from '../db/sql';
import { inCategoryTree } from './category-tree';

const categoryImages = {
  verticalImage: categories.verticalImage,
  horizontalImage: categories.horizontalImage,
};

export function menuBlocks(db: Executor, type: 'MENU_1' | 'MENU_2') {
  return db
    .select({
      id: categoryBlocks.id,
      categoryBlockType: categoryBlocks.categoryBlockType,
      placementNumber: categoryBlocks.placementNumber,
      category: {
        id: categories.id,
        nameUZB: categories.nameUZB,
        nameRUS: categories.nameRUS,
        ...categoryImages,
        parentId: categories.parentId,
      },
    })
    .from(categoryBlocks)
    .innerJoin(categories, eq(categories.id, categoryBlocks.categoryId))
    .where(eq(categoryBlocks.categoryBlockType, type))
    .orderBy(asc(categoryBlocks.placementNumber), asc(categoryBlocks.id));
}

export function parentCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      nameUZB: categories.nameUZB,
      nameRUS: categories.nameRUS,
      parentId: categories.parentId,
      ...categoryImages,
    })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id));
}

const parent = alias(categories, 'parent');

/**
 * The children of the parent named by id or by its nameUZB (any letter case; a top-level category wins a tie).
 * Null when there is no such parent; an empty list when it has no children.
 */
export async function subCategories(db: Executor, parentRef: { id: number } | { name: string }) {
  const match = 'id' in parentRef ? sql`c.id = ${parentRef.id}` : sql`lower(c.name_uzb) = lower(${parentRef.name})`;
  const rows = await db
    .select({
      parentId: parent.id,
      child: {
        id: categories.id,
        nameUZB: categories.nameUZB,
        nameRUS: categories.nameRUS,
        ...categoryImages,
      },
    })
    .from(parent)
    .leftJoin(categories, eq(categories.parentId, parent.id))
    .where(
      eq(parent.id, sql`(select c.id from categories c where ${match} order by c.parent_id nulls first, c.id limit 1)`),
    )
    .orderBy(asc(categories.position), asc(categories.id));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.child ? [row.child] : []));
}

/** One category with the number of active products shoppers find under it (its subcategories included). */
export async function categoryWithCount(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      nameUZB: categories.nameUZB,
      nameRUS: categories.nameRUS,
      parentId: categories.parentId,
      ...categoryImages,
      productCount: sql<number>`(select count(*)::int from products p where p.active and ${inCategoryTree(sql`p.id`, qualified(categories.id))})`,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return row ? { ...row, productCount: Number(row.productCount) } : null;
}
