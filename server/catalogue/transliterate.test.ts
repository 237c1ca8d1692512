import { searchKey, searchText, searchTokens } from './transliterate';

describe('searchText', () => {
  it('brings Latin, Latin without apostrophes and Cyrillic Uzbek to one spelling', () => {
    expect(searchText("Ko'ylak")).toBe('koylak');
    expect(searchText('koylak')).toBe('koylak');
    expect(searchText('кўйлак')).toBe('koylak');
    expect(searchText('Koʻylak')).toBe('koylak');
  });

  it('transliterates Russian Cyrillic', () => {
    expect(searchText('Футболка')).toBe('futbolka');
    expect(searchText('Худи оверсайз')).toBe('xudi oversayz');
    expect(searchText('hudi')).toBe('xudi');
    expect(searchText('Qora shim')).toBe('kora shim');
    expect(searchText('Қора')).toBe('kora');
  });

  it('drops punctuation and keeps digits of reference numbers', () => {
    expect(searchText('  LB-2041!  ')).toBe('lb 2041');
  });
});

describe('searchKey and searchTokens', () => {
  it('joins every name into one key', () => {
    expect(searchKey("Ko'ylak", 'Рубашка', 'LB-1')).toBe('koylak rubashka lb 1');
  });

  it('splits a query into distinct words', () => {
    expect(searchTokens('Qora  qora FUTBOLKA')).toEqual(['kora', 'futbolka']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
