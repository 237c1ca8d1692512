import type { i18n as I18n } from 'i18next';
import type { Translation } from './translations';

/*
 * How the texts reach a browser (see loadTexts.ts): the first load carries only the active language's texts for
 * the shell and the catalogue pages; every other area follows in one file per language, fetched when a page or
 * pop-up needs it (or when the browser is idle). Tests build i18n from translations.ts, which has everything.
 */

/** Mounted under their own key (t('layout.header.search')); common.json holds the top-level keys. */
export type TextArea = Exclude<keyof Translation, keyof typeof import('./uz/common.json')>;

/** The areas the layout and the catalogue pages (home, category, catalogs) use: in the first load. */
export const firstLoadAreas = ['layout', 'catalogue', 'productCard'] as const satisfies readonly TextArea[];

/** Every area; i18n's test keeps it equal to translations.ts, so an added area is never left unloaded. */
export const allAreas = [
  ...firstLoadAreas,
  'search',
  'account',
  'payment',
  'product',
  'looks',
  'cart',
  'favourites',
  'profile',
  'info',
  'orders',
  'checkout',
  'staff',
  'reviews',
  'notifications',
  'coupons',
  'returns',
  'telegram',
] as const satisfies readonly TextArea[];

/** Pages whose texts are all in the first load (the catalogue pages), so they never wait for the rest. */
export function firstLoadTextsSuffice(pathname: string): boolean {
  return /^\/(categoryDetail\/[^/]+|catalogs|catalog\/[^/]+)?\/?$/.test(pathname);
}

/** The product page: a landing page too, whose first load adds its own area to the first load's texts. */
const productPagePattern = /^\/productDetail\/[^/]+\/?$/;

/**
 * What a page's first load brings of the texts: the first load's alone (the catalogue pages), those and the product
 * area (the product page, whose reviews wait for the rest below the fold), or every area (any other page).
 */
export type LandingTexts = 'first' | 'product' | 'all';

export function landingTexts(pathname: string): LandingTexts {
  if (firstLoadTextsSuffice(pathname)) return 'first';
  return productPagePattern.test(pathname) ? 'product' : 'all';
}

/** Whether the page at `pathname` can render with the texts `i18n` holds, or must wait for the rest (TextsGate). */
export function pageTextsPresent(i18n: I18n, pathname: string): boolean {
  const landing = landingTexts(pathname);
  if (landing === 'first') return true;
  const bundle: unknown = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'translation');
  if (landing === 'product' && typeof bundle === 'object' && bundle !== null && 'product' in bundle) return true;
  return hasAllTexts(i18n);
}

/** True when `i18n` holds every area of its current language (always, for an instance built from translations.ts). */
export function hasAllTexts(i18n: I18n, language: string = i18n.resolvedLanguage ?? i18n.language): boolean {
  const bundle: unknown = i18n.getResourceBundle(language, 'translation');
  if (typeof bundle !== 'object' || bundle === null) return false;
  return allAreas.every((area) => area in bundle);
}
