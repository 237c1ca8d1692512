import { ru, uz } from './translations';
import { createI18n } from './setup';

/** Every leaf key as a dotted path, e.g. "common.retry". */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

function leafValues(tree: unknown): unknown[] {
  if (typeof tree !== 'object' || tree === null) return [tree];
  return Object.values(tree).flatMap(leafValues);
}

describe('translations', () => {
  it('uz and ru have exactly the same keys', () => {
    expect(keyPaths(ru).sort()).toEqual(keyPaths(uz).sort());
  });

  it('has no empty or non-string texts', () => {
    for (const value of [...leafValues(uz), ...leafValues(ru)]) {
      expect(typeof value).toBe('string');
      expect(String(value).trim()).not.toBe('');
    }
  });

  it('writes Uzbek’s o‘, g‘ and the sign ’ with typographic marks, never a straight apostrophe inside a word', () => {
    const straight = (tree: unknown) => keyPaths(tree).filter((key) => /\p{L}'\p{L}/u.test(String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree))));
    expect(straight(uz)).toEqual([]);
    expect(straight(ru)).toEqual([]);
  });

  it('calls what the shop sells “товар” in Russian, never “продукт”', () => {
    expect(leafValues(ru).filter((text) => /продукт/i.test(String(text)))).toEqual([]);
  });

  it('keeps the English 404 title in both languages', () => {
    expect(uz.notFound.title).toBe('Page Not Found');
    expect(ru.notFound.title).toBe('Page Not Found');
  });
});

describe('createI18n', () => {
  it('translates in the requested language and switches at once', async () => {
    const i18n = createI18n('uz');
    expect(i18n.t('common.retry')).toBe(uz.common.retry);
    await i18n.changeLanguage('ru');
    expect(i18n.t('common.retry')).toBe(ru.common.retry);
    expect(document.documentElement.lang).toBe('ru');
  });

  it('falls back to Uzbek for an unsupported language', async () => {
    const i18n = createI18n('uz');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.retry')).toBe(uz.common.retry);
  });
});
