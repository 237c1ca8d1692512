import { categoryImageUrl } from '../../media/urls';
import type { Executor } from '../client';
import { brands, categories, colors } from '../schema/catalogue';
import { insertInSlices } from './batch';
import { BRANDS, COLORS, flattenCategories } from '../../media/demo-catalogue';

/** Brands, colours and the category tree, each with fixed ids (category 7 is the sale). */
export async function insertCatalogueSkeleton(db: Executor): Promise<{ brands: number; colors: number; categories: number }> {
  await db.insert(brands).values(BRANDS.map((name, index) => ({ id: index + 1, name })));
  await db.insert(colors).values(
    COLORS.map((color, index) => ({ id: index + 1, nameUZB: color.nameUZB, nameRUS: color.nameRUS, colorCode: color.colorCode })),
  );
  const rows = flattenCategories().map((category) => ({
    id: category.id,
    nameUZB: category.nameUZB,
    nameRUS: category.nameRUS,
    parentId: category.parentId,
    position: category.position,
    verticalImage: categoryImageUrl(category.slug, 'vertical'),
    horizontalImage: categoryImageUrl(category.slug, 'horizontal'),
  }));
  // Parents first, so every parent_id already exists when its children arrive.
  await insertInSlices(db, categories, rows);
  return { brands: BRANDS.length, colors: COLORS.length, categories: rows.length };
}
