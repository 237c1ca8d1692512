import { addressLanguage, detectLanguage, languageStorageKey, searchWithLanguage, storeLanguage } from './languages';
import { localizedName } from './localized';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === languageStorageKey ? value : null) };
}

describe('detectLanguage', () => {
  it('prefers the language stored in local storage', () => {
    expect(detectLanguage({ storage: storageWith('ru'), navigatorLanguage: 'uz-UZ' })).toBe('ru');
    expect(detectLanguage({ storage: storageWith('uz'), navigatorLanguage: 'ru-RU' })).toBe('uz');
  });

  it('uses the browser language when nothing usable is stored', () => {
    expect(detectLanguage({ storage: storageWith(null), navigatorLanguage: 'ru-RU' })).toBe('ru');
    expect(detectLanguage({ storage: storageWith('en'), navigatorLanguage: 'ru' })).toBe('ru');
  });

  it('defaults to Uzbek for any other browser language', () => {
    expect(detectLanguage({ storage: storageWith(null), navigatorLanguage: 'en-US' })).toBe('uz');
    expect(detectLanguage({ storage: storageWith(null), navigatorLanguage: 'uz-Cyrl-UZ' })).toBe('uz');
    expect(detectLanguage({})).toBe('uz');
  });

  it('survives storage that throws (private browsing)', () => {
    const throwing: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(detectLanguage({ storage: throwing, navigatorLanguage: 'ru-RU' })).toBe('ru');
    expect(() => storeLanguage(throwing, 'ru')).not.toThrow();
  });

  it('round-trips a stored choice through real local storage', () => {
    storeLanguage(window.localStorage, 'ru');
    expect(window.localStorage.getItem('language')).toBe('ru');
    expect(detectLanguage({ storage: window.localStorage, navigatorLanguage: 'uz' })).toBe('ru');
  });
});

describe('the address’s language', () => {
  it('wins over the stored one and the browser’s, and is remembered as the choice', () => {
    const stored = new Map([[languageStorageKey, 'uz']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    expect(detectLanguage({ storage, navigatorLanguage: 'uz-UZ', search: '?from=share&lang=ru' })).toBe('ru');
    expect(stored.get(languageStorageKey)).toBe('ru');
    expect(detectLanguage({ storage, navigatorLanguage: 'uz-UZ' })).toBe('ru');
  });

  it('is ignored when it names no language the shop speaks', () => {
    expect(detectLanguage({ storage: storageWith('uz'), navigatorLanguage: 'ru-RU', search: '?lang=en' })).toBe('uz');
    expect(detectLanguage({ storage: storageWith(null), navigatorLanguage: 'ru-RU', search: '?lang=' })).toBe('ru');
    expect(addressLanguage('lang=uz')).toBe('uz');
    expect(addressLanguage(undefined)).toBeUndefined();
  });

  it('is replaced by a newly chosen one, every other parameter kept; an address without one gets none', () => {
    expect(searchWithLanguage('?search=ko%27ylak&lang=uz&page=2', 'ru')).toBe('?search=ko%27ylak&lang=ru&page=2');
    expect(searchWithLanguage('?lang=ru', 'ru')).toBeNull();
    expect(searchWithLanguage('?search=x', 'ru')).toBeNull();
    expect(searchWithLanguage('', 'uz')).toBeNull();
  });
});

describe('localizedName', () => {
  const category = { nameUZB: 'Ayollar', nameRUS: 'Женщинам' };

  it('picks the name of the interface language', () => {
    expect(localizedName(category, 'uz')).toBe('Ayollar');
    expect(localizedName(category, 'ru')).toBe('Женщинам');
  });

  it('falls back to the other language when a translation is blank', () => {
    expect(localizedName({ nameUZB: 'Sumkalar', nameRUS: ' ' }, 'ru')).toBe('Sumkalar');
    expect(localizedName({ nameUZB: null, nameRUS: 'Сумки' }, 'uz')).toBe('Сумки');
  });
});
