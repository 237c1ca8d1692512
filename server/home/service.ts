import type { Executor } from '../db/client';
import { activeBanners, lookExists, productOnHomePage } from './queries';

/** The banner the home page shows first, or undefined when none is active (the web page preloads its pictures). */
export async function firstActiveBanner(db: Executor, now: Date) {
  const [first] = await activeBanners(db, now);
  return first;
}

/** Whether the look exists (its page answers 404 otherwise). */
export function isLook(db: Executor, lookId: number): Promise<boolean> {
  return lookExists(db, lookId);
}

/** Whether a look or a banner names the product: it then stays, no longer sold (catalogue/products/editing). */
export function productIsOnHomePage(db: Executor, productId: number): Promise<boolean> {
  return productOnHomePage(db, productId);
}
