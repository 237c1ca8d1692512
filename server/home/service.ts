import type { Executor } from '../db/client';
import { activeBanners, categoryUsesOnHomePage, lookCollection, productOnHomePage } from './queries';
import { everyHomePicture, homePicturesNamed } from './editing/picture-queries';

/** The banner the home page shows first, or undefined when none is active (the web page preloads its pictures). */
export async function firstActiveBanner(db: Executor, now: Date) {
  const [first] = await activeBanners(db, now);
  return first;
}

/** One look as its page shows it (names, pictures, product cards), or undefined when there is none (the page's head). */
export async function lookForPage(db: Executor, lookId: number, now: Date) {
  const [look] = await lookCollection(db, now, lookId);
  return look;
}

/** Whether a look or a banner names the product: it then stays, no longer sold (catalogue/products/editing). */
export function productIsOnHomePage(db: Executor, productId: number): Promise<boolean> {
  return productOnHomePage(db, productId);
}

/** How many sliders show the category and banners lead to it: either keeps it (catalogue/taxonomy). */
export function categoryOnHomePage(db: Executor, categoryId: number): Promise<{ sliders: number; banners: number }> {
  return categoryUsesOnHomePage(db, categoryId);
}

/** Which of these picture addresses a banner or a look shows: their files stay (catalogue/products/photos). */
export function picturesOnHomePage(db: Executor, urls: string[]): Promise<Set<string>> {
  return homePicturesNamed(db, urls);
}

/** Every picture address a banner or a look shows (the sweep of unnamed pictures, server/main.ts). */
export function everyPictureOnHomePage(db: Executor): Promise<string[]> {
  return everyHomePicture(db);
}
