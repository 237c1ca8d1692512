import { and, asc, count, eq, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, productImages, products } from '../../../db/schema/catalogue';
import type { Image } from '../../../../contract/common';
import type { PictureOrientation, ProductPhoto } from '../../../../contract/photos';

/** The product row locked until the transaction ends, so two staff changing its photos take turns; false if absent. */
export async function lockProductRow(tx: Executor, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return row !== undefined;
}

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/** A product's photos in the storefront's order, each as the API's Image with its id (seed pictures are `{id, url}`). */
export async function photosOf(db: Executor, productId: number): Promise<ProductPhoto[]> {
  const rows = await db
    .select({ id: productImages.id, url: productImages.url, width: productImages.width, height: productImages.height, srcset: productImages.srcset })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(({ id, url, width, height, srcset }) => ({
    id,
    url,
    ...(width !== null && height !== null ? { width, height } : {}),
    ...(srcset ? { srcset } : {}),
  }));
}

export async function photoCount(tx: Executor, productId: number): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(productImages).where(eq(productImages.productId, productId));
  return Number(row?.total ?? 0);
}

/** Appends the photo after the product's last one. */
export async function insertPhotoLast(tx: Executor, productId: number, photo: Required<Image>): Promise<number> {
  const [last] = await tx.select({ position: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
  const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const [row] = await tx
    .insert(productImages)
    .values({ productId, url: photo.url, position, width: photo.width, height: photo.height, srcset: photo.srcset })
    .returning({ id: productImages.id });
  return row!.id;
}

/** Positions 0, 1, 2, ... in the order of `ids` (each a photo of the product). */
export async function setPhotoOrder(tx: Executor, productId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(productImages).set({ position }).where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  }
}

export async function photoById(tx: Executor, imageId: number) {
  const [row] = await tx.select({ id: productImages.id, productId: productImages.productId }).from(productImages).where(eq(productImages.id, imageId));
  return row;
}

export async function deletePhotoRow(tx: Executor, imageId: number): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.id, imageId));
}

/** The category's pictures, locked until the transaction ends; undefined when there is no such category. */
export async function lockCategoryPictures(tx: Executor, categoryId: number) {
  const [row] = await tx
    .select({ id: categories.id, verticalImage: categories.verticalImage, horizontalImage: categories.horizontalImage })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  return row;
}

export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

export async function setCategoryPicture(tx: Executor, categoryId: number, orientation: PictureOrientation, url: string): Promise<void> {
  const where = eq(categories.id, categoryId);
  if (orientation === 'vertical') await tx.update(categories).set({ verticalImage: url }).where(where);
  else await tx.update(categories).set({ horizontalImage: url }).where(where);
}

/**
 * A product's pictures in order as the API's Image list (contract/common.ts): the size and srcsets only where an
 * uploaded photo has them, so a seed picture stays `{url}`. `productId` is the SQL of the product's id.
 */
export const productImagesJson = (productId: AnyColumn | SQL): SQL<Image[]> => sql<Image[]>`coalesce((
    select json_agg(json_strip_nulls(json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'srcset', i.srcset)) order by i.position, i.id)
    from product_images i where i.product_id = ${productId}), '[]'::json)`;
