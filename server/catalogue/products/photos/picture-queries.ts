import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { banners, categories, lookImages, productImages } from '../../../db/schema/catalogue';
import type { Image } from '../../../../contract/common';

/*
 * Every row that names a picture file: product photos (and their srcsets), category pictures, banners and looks. A
 * file is removed, by whoever uploaded it, only when none of them shows it: the same bytes make the same file.
 */

/**
 * Which of these addresses a picture row still shows (products, categories, banners, looks), so an upload's file
 * is removed only when nothing shows it: the same bytes make the same file, whoever uploaded them.
 */
export async function picturesNamed(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [images, pictures, bannerPictures, lookPictures] = await Promise.all([
    db.select({ url: productImages.url }).from(productImages).where(inArray(productImages.url, urls)),
    db
      .select({ vertical: categories.verticalImage, horizontal: categories.horizontalImage })
      .from(categories)
      .where(or(inArray(categories.verticalImage, urls), inArray(categories.horizontalImage, urls))),
    db
      .select({ a: banners.desktopImage, b: banners.mobileImage, c: banners.desktopImageRUS, d: banners.mobileImageRUS })
      .from(banners)
      .where(or(inArray(banners.desktopImage, urls), inArray(banners.mobileImage, urls), inArray(banners.desktopImageRUS, urls), inArray(banners.mobileImageRUS, urls))),
    db.select({ url: lookImages.url }).from(lookImages).where(inArray(lookImages.url, urls)),
  ]);
  // A product photo's wider files are named only in its srcset: a 1600 px banner picture may be one of them.
  const inSrcsets = await Promise.all(
    urls.map(async (url) => {
      const [row] = await db.select({ id: productImages.id }).from(productImages).where(sql`position(${url} in ${productImages.srcset}::text) > 0`).limit(1);
      return row ? [url] : [];
    }),
  );
  return new Set(
    [
      ...images.map((row) => row.url),
      ...pictures.flatMap((row) => [row.vertical, row.horizontal]),
      ...bannerPictures.flatMap((row) => [row.a, row.b, row.c, row.d]),
      ...lookPictures.map((row) => row.url),
      ...inSrcsets.flat(),
    ].filter((url): url is string => url !== null),
  );
}

/**
 * Every picture a row shows, as the Image it is (a product photo with its srcsets, the others an address): what
 * the sweep of unnamed pictures keeps. One read of each table, however many pictures the shop has.
 */
export async function everyNamedPicture(db: Executor): Promise<Image[]> {
  const [images, pictures, bannerPictures, lookPictures] = await Promise.all([
    db.select({ url: productImages.url, srcset: productImages.srcset }).from(productImages),
    db.select({ vertical: categories.verticalImage, horizontal: categories.horizontalImage }).from(categories),
    db.select({ a: banners.desktopImage, b: banners.mobileImage, c: banners.desktopImageRUS, d: banners.mobileImageRUS }).from(banners),
    db.select({ url: lookImages.url }).from(lookImages),
  ]);
  const addresses = [
    ...pictures.flatMap((row) => [row.vertical, row.horizontal]),
    ...bannerPictures.flatMap((row) => [row.a, row.b, row.c, row.d]),
    ...lookPictures.map((row) => row.url),
  ].filter((url): url is string => url !== null);
  return [...images.map((row) => (row.srcset ? { url: row.url, srcset: row.srcset } : { url: row.url })), ...addresses.map((url) => ({ url }))];
}
