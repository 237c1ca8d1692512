import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, productImages } from '../../../db/schema/catalogue';
import type { Image } from '../../../../contract/common';

/*
 * The catalogue's rows that name a picture file: product photos (and their srcsets) and category pictures. The home
 * page's banners and looks name files too (home/editing/picture-queries.ts): a file is removed, by whoever uploaded
 * it, only when none of them shows it, since the same bytes make the same file.
 */

/** Which of these addresses a product photo, its srcset or a category picture still shows. */
export async function picturesNamed(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [images, pictures] = await Promise.all([
    db.select({ url: productImages.url }).from(productImages).where(inArray(productImages.url, urls)),
    db
      .select({ vertical: categories.verticalImage, horizontal: categories.horizontalImage })
      .from(categories)
      .where(or(inArray(categories.verticalImage, urls), inArray(categories.horizontalImage, urls))),
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
      ...inSrcsets.flat(),
    ].filter((url): url is string => url !== null),
  );
}

/**
 * Every picture a catalogue row shows, as the Image it is (a product photo with its srcsets, a category picture an
 * address): what the sweep of unnamed pictures keeps. One read of each table, however many pictures the shop has.
 */
export async function everyNamedPicture(db: Executor): Promise<Image[]> {
  const [images, pictures] = await Promise.all([
    db.select({ url: productImages.url, srcset: productImages.srcset }).from(productImages),
    db.select({ vertical: categories.verticalImage, horizontal: categories.horizontalImage }).from(categories),
  ]);
  const addresses = pictures.flatMap((row) => [row.vertical, row.horizontal]).filter((url): url is string => url !== null);
  return [...images.map((row) => (row.srcset ? { url: row.url, srcset: row.srcset } : { url: row.url })), ...addresses.map((url) => ({ url }))];
}
