import { detectLanguage, languageStorageKey, storeLanguage } from './languages';
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
