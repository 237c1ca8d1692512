import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from './languages';
import { hasAllTexts } from './texts';

type Texts = Record<string, unknown>;
type JsonModule = { default: unknown };

// The first load's texts, one small file per language: the server preloads the visitor's (server/web/language.ts).
const firstTexts: Record<Language, () => Promise<Texts>> = {
  uz: () => import(/* webpackChunkName: "i18n-uz" */ './first/uz').then((module) => module.texts),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './first/ru').then((module) => module.texts),
};

// The product page's own area, beside the first load's texts when a visit starts on a product page.
const productTexts: Record<Language, () => Promise<JsonModule>> = {
  uz: () => import(/* webpackChunkName: "i18n-uz-product" */ './uz/product.json'),
  ru: () => import(/* webpackChunkName: "i18n-ru-product" */ './ru/product.json'),
};

// Every area of a language in one file (all/<language>.ts), so a page or pop-up that needs more than the first load
// waits for one request, and the next ones for none. Which files make a language is that module's business: the
// first load carries no index of them.
const allTexts: Record<Language, () => Promise<Texts>> = {
  uz: () => import(/* webpackChunkName: "i18n-uz-all" */ './all/uz').then((module) => module.texts),
  ru: () => import(/* webpackChunkName: "i18n-ru-all" */ './all/ru').then((module) => module.texts),
};

const allTextLoads = new Map<Language, Promise<Texts>>();

/** The whole of a language's texts, as translations.ts has them; fetched once per language. */
export function loadAllTexts(language: Language): Promise<Texts> {
  let load = allTextLoads.get(language);
  if (!load) {
    load = allTexts[language]();
    // A failed fetch (offline, a release replaced the files) is tried again by the next caller.
    load.catch(() => allTextLoads.delete(language));
    allTextLoads.set(language, load);
  }
  return load;
}

// Once anything has needed the whole texts, a language switch fetches the whole of the other language at once,
// so the page on screen never shows a key while the rest follows.
let allTextsWanted = false;

/** From now on i18next reads whole languages: for a first page that needs more than the first load's texts. */
export function wantAllTexts(): void {
  allTextsWanted = true;
}

// A visit that starts on a product page reads the product area with the first load's texts (texts.ts, landingTexts).
let productTextsWanted = false;

export function wantProductTexts(): void {
  productTextsWanted = true;
}

/**
 * What i18next's backend reads for `language`: the first load's texts (with the product area for a visit that starts
 * on a product page), or everything once that was needed.
 */
export function readTexts(language: Language): Promise<Texts> {
  if (allTextsWanted) return loadAllTexts(language);
  if (!productTextsWanted) return firstTexts[language]();
  return Promise.all([firstTexts[language](), productTexts[language]()]).then(([first, product]) => ({ ...first, product: product.default }));
}

const additions = new WeakMap<I18n, Map<Language, Promise<void>>>();

/**
 * Null when `i18n` already has every text of its current language; else the (same, until it settles) promise of
 * adding them, for React's `use` to wait on.
 */
export function ensureAllTexts(i18n: I18n): Promise<void> | null {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!isLanguage(language) || hasAllTexts(i18n, language)) return null;
  allTextsWanted = true;
  let pending = additions.get(i18n);
  if (!pending) {
    pending = new Map();
    additions.set(i18n, pending);
  }
  let addition = pending.get(language);
  if (!addition) {
    addition = loadAllTexts(language).then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        pending.delete(language);
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, addition);
  }
  return addition;
}
