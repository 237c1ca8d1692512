import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { SEARCH_KEY_VERSION } from '../../transliterate';
import type { Executor } from '../../../db/client';
import { brands, categories, colors, productCategories, productImages, products, productSizeVariants } from '../../../db/schema/catalogue';

/* The staff's writes of products and the checks before them; how staff read products is in list-queries.ts. */

/** The stored product fields staff write; the reference number, search key and version are set apart. */
export interface ProductValues {
  nameUZB: string;
  nameRUS: string;
  descriptionUZB: string;
  descriptionRUS: string;
  brandId: number;
  colorId: number;
  sellPrice: number;
  sale: number;
  active: boolean;
  mxikCode: string | null;
  packageCode: string | null;
  vatPercent: number;
}

/** The product's row, locked until the transaction ends, so two saves of it run one after the other. */
export async function lockProduct(db: Executor, id: number) {
  const [row] = await db
    .select({ id: products.id, version: products.version, referenceNumber: products.referenceNumber, colorId: products.colorId, publishedAt: products.publishedAt })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

/** Whether another product already has this reference number in this colour. */
export async function referenceTaken(db: Executor, referenceNumber: string, colorId: number, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.referenceNumber, referenceNumber), eq(products.colorId, colorId), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Which of the brand, colour and categories a body names do not exist. */
export async function missingReferences(db: Executor, brandId: number, colorId: number, categoryIds: number[]) {
  const [brand, color, found] = await Promise.all([
    db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)),
    db.select({ id: colors.id }).from(colors).where(eq(colors.id, colorId)),
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
  ]);
  const known = new Set(found.map((row) => row.id));
  return { brand: brand.length === 0, color: color.length === 0, categoryIds: categoryIds.filter((id) => !known.has(id)) };
}

/** A new product, made a draft: published apart (publishProductRow), once it has what shoppers need. */
export async function insertProductRow(db: Executor, values: ProductValues & { referenceNumber: string; searchKey: string }, now: Date) {
  const [row] = await db
    .insert(products)
    .values({
      referenceNumber: values.referenceNumber,
      nameUZB: values.nameUZB,
      nameRUS: values.nameRUS,
      descriptionUZB: values.descriptionUZB,
      descriptionRUS: values.descriptionRUS,
      brandId: values.brandId,
      colorId: values.colorId,
      sellPrice: values.sellPrice,
      sale: values.sale,
      active: values.active,
      mxikCode: values.mxikCode,
      packageCode: values.packageCode,
      vatPercent: values.vatPercent,
      searchKey: values.searchKey,
      searchKeyVersion: SEARCH_KEY_VERSION,
      stockedAt: now,
      createdAt: now,
      publishedAt: null,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** Writes the fields and raises the version. */
export async function updateProductRow(db: Executor, id: number, values: ProductValues & { searchKey: string }): Promise<void> {
  await db
    .update(products)
    .set({
      nameUZB: values.nameUZB,
      nameRUS: values.nameRUS,
      descriptionUZB: values.descriptionUZB,
      descriptionRUS: values.descriptionRUS,
      brandId: values.brandId,
      colorId: values.colorId,
      sellPrice: values.sellPrice,
      sale: values.sale,
      active: values.active,
      mxikCode: values.mxikCode,
      packageCode: values.packageCode,
      vatPercent: values.vatPercent,
      searchKey: values.searchKey,
      searchKeyVersion: SEARCH_KEY_VERSION,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, id));
}

export async function updateReferenceNumber(db: Executor, id: number, referenceNumber: string, searchKey: string): Promise<void> {
  await db
    .update(products)
    .set({ referenceNumber, searchKey, searchKeyVersion: SEARCH_KEY_VERSION, version: sql`${products.version} + 1` })
    .where(eq(products.id, id));
}

/** What a draft lacks before shoppers may see it: a photo, a size with stock. */
export async function publishingGaps(db: Executor, id: number): Promise<{ photo: boolean; stock: boolean }> {
  const [photo, stocked] = await Promise.all([
    db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, id)).limit(1),
    db.select({ id: productSizeVariants.id }).from(productSizeVariants).where(and(eq(productSizeVariants.productId, id), gt(productSizeVariants.quantity, 0))).limit(1),
  ]);
  return { photo: photo.length === 0, stock: stocked.length === 0 };
}

/** Publishes a draft: on sale from now, and first among the new arrivals. */
export async function publishProductRow(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(products)
    .set({ publishedAt: now, stockedAt: now, active: true, version: sql`${products.version} + 1` })
    .where(eq(products.id, id));
}

export async function deactivateProduct(db: Executor, id: number): Promise<void> {
  await db
    .update(products)
    .set({ active: false, version: sql`${products.version} + 1` })
    .where(eq(products.id, id));
}

export async function replaceProductCategories(db: Executor, productId: number, categoryIds: number[]): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  await db.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

export async function sizeIdsOfProduct(db: Executor, id: number): Promise<number[]> {
  const rows = await db.select({ id: productSizeVariants.id }).from(productSizeVariants).where(eq(productSizeVariants.productId, id));
  return rows.map((row) => row.id);
}

/** Deletes the product with its pictures, sizes and filings (their foreign keys cascade). */
export async function deleteProductRow(db: Executor, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
