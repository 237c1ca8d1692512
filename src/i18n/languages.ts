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

type LanguageSources = {
  storage?: Pick<Storage, 'getItem'>;
  navigatorLanguage?: string;
};

/** The language to start in: local storage first, then the browser (any Russian locale means ru), otherwise Uzbek. */
export function detectLanguage({ storage, navigatorLanguage }: LanguageSources): Language {
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
