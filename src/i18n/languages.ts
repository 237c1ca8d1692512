export const supportedLanguages = ['uz', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'uz';
/** The chosen language is kept in local storage under this key. */
export const languageStorageKey = 'language';
/** The interface language, mirrored for the server (it preloads that language's texts); server/web/language.ts. */
export const languageCookieName = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The address parameter that opens a page in one language (`?lang=ru`): each page has an address per language. */
export const languageParam = 'lang';

/** The language an address's query names, or undefined when it names none this shop speaks. */
export function addressLanguage(search: string | undefined): Language | undefined {
  const named = new URLSearchParams(search ?? '').get(languageParam);
  return isLanguage(named) ? named : undefined;
}

/**
 * The query with its language parameter set to `language`, every other parameter kept in its place; null when the
 * query names no language, so there is nothing to follow (the address without one is the visitor's own language).
 */
export function searchWithLanguage(search: string, language: Language): string | null {
  const query = new URLSearchParams(search);
  if (!query.has(languageParam) || query.get(languageParam) === language) return null;
  query.set(languageParam, language);
  return `?${query.toString()}`;
}

type LanguageSources = {
  storage?: Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'setItem'>>;
  navigatorLanguage?: string;
  /** The address's query (location.search). */
  search?: string;
};

/**
 * The language to start in: the address's (`?lang=`), then local storage, then the browser (any Russian locale means
 * ru), otherwise Uzbek. An address's language is remembered as the shopper's choice, so the pages opened from it
 * (whose addresses name none) stay in it, as after a switch.
 */
export function detectLanguage({ storage, navigatorLanguage, search }: LanguageSources): Language {
  const named = addressLanguage(search);
  if (named) {
    readSafely(() => storage?.setItem?.(languageStorageKey, named));
    return named;
  }
  const stored = readSafely(() => storage?.getItem(languageStorageKey));
  if (isLanguage(stored)) return stored;
  if (navigatorLanguage?.toLowerCase().startsWith('ru')) return 'ru';
  return defaultLanguage;
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  readSafely(() => storage?.setItem(languageStorageKey, language));
}

// Storage access throws in some private-browsing modes; the language then simply is not remembered.
function readSafely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
