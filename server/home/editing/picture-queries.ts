import { inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners, lookImages } from '../../db/schema/home';

/*
 * The home page's rows that name a picture file: banners (both languages' pictures) and looks. The catalogue's
 * product photos and category pictures name files too: a file is removed only when no row of either shows it.
 */

/** Which of these addresses a banner or a look still shows. */
export async function homePicturesNamed(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [bannerPictures, lookPictures] = await Promise.all([
    db
      .select({ a: banners.desktopImage, b: banners.mobileImage, c: banners.desktopImageRUS, d: banners.mobileImageRUS })
      .from(banners)
      .where(or(inArray(banners.desktopImage, urls), inArray(banners.mobileImage, urls), inArray(banners.desktopImageRUS, urls), inArray(banners.mobileImageRUS, urls))),
    db.select({ url: lookImages.url }).from(lookImages).where(inArray(lookImages.url, urls)),
  ]);
  return new Set(
    [...bannerPictures.flatMap((row) => [row.a, row.b, row.c, row.d]), ...lookPictures.map((row) => row.url)].filter((url): url is string => url !== null),
  );
}

/** Every address a banner or a look shows: what the sweep of unnamed pictures keeps. */
export async function everyHomePicture(db: Executor): Promise<string[]> {
  const [bannerPictures, lookPictures] = await Promise.all([
    db.select({ a: banners.desktopImage, b: banners.mobileImage, c: banners.desktopImageRUS, d: banners.mobileImageRUS }).from(banners),
    db.select({ url: lookImages.url }).from(lookImages),
  ]);
  return [...bannerPictures.flatMap((row) => [row.a, row.b, row.c, row.d]), ...lookPictures.map((row) => row.url)].filter((url): url is string => url !== null);
}
