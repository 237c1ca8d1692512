import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { inCategoryTree } from '../category-tree';
import type { Executor } from '../../db/client';
import { brands, categories, colors, products, productSizeVariants } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import type { CategoryFilters } from '../../../contract/product';

const letterSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const numberSize = /^\d+(\.\d+)?$/;

/** Letters in the run shoppers know (not the alphabet's L, M, S), then numbers as numbers (9 before 36), then the rest. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = letterSizes.indexOf(size);
    if (letter >= 0) return [0, letter] as const;
    if (numberSize.test(size)) return [1, Number(size)] as const;
    return [2, 0] as const;
  };
  const [groupA, valueA] = rank(a);
  const [groupB, valueB] = rank(b);
  if (groupA !== groupB) return groupA - groupB;
  if (valueA !== valueB) return valueA - valueB;
  return a.localeCompare(b);
}

/**
 * The brands, sizes and colours of a category's active products (subcategories included) with their counts, or
 * null for an unknown category. Sizes are upper-cased, as the size filter compares them, and count only products
 * with that size in stock: offering a size the filter would then find nothing for is a dead end.
 */
export async function categoryFilters(db: Executor, categoryId: number): Promise<CategoryFilters | null> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) return null;
  const inCategory = and(eq(products.active, true), inCategoryTree(qualified(products.id), categoryId));
  const upperSize = sql<string>`upper(${productSizeVariants.size})`;
  const [brandRows, sizeRows, colourRows] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name, count: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inCategory)
      .groupBy(brands.id)
      .orderBy(asc(brands.name)),
    db
      .select({ size: upperSize, count: sql<number>`count(distinct ${productSizeVariants.productId})::int` })
      .from(products)
      .innerJoin(productSizeVariants, eq(productSizeVariants.productId, products.id))
      .where(and(inCategory, sql`${productSizeVariants.quantity} > 0`))
      .groupBy(upperSize),
    db
      .select({ id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode, count: count() })
      .from(products)
      .innerJoin(colors, eq(colors.id, products.colorId))
      .where(inCategory)
      .groupBy(colors.id)
      .orderBy(desc(count()), asc(colors.id)),
  ]);
  return {
    brands: brandRows,
    sizes: sizeRows.map((row) => ({ size: row.size, count: Number(row.count) })).sort((a, b) => compareSizes(a.size, b.size)),
    colours: colourRows,
  };
}
