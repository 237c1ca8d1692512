import { searchKey, searchKeyWords, searchText, searchTokens } from './transliterate';

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
  it('joins every name into one key: its words, the Uzbek typings, then the marked stems, a space around each', () => {
    expect(searchKey("Ko'ylak", 'Рубашка', 'LB-1')).toBe(' koylak kuylak rubashka lb 1 ~koylak ~kuylak ~rubashk ');
  });

  it('reads ё as е in names and queries, so "лён" is not inside "зелёное"', () => {
    expect(searchText('Лён')).toBe('len');
    expect(searchText('Зелёное')).toBe('zelenoe');
    expect(searchTokens('лён лен')).toEqual(['len']);
  });

  it('keeps each way Uzbek is typed without its letters: o‘ and ў as u, ё and yo, a first е and ye', () => {
    const words = (nameUZB: string) => searchKeyWords(nameUZB, '');
    expect(words('Zig‘ir ko‘ylak')).toEqual(['zigir', 'koylak', 'kuylak']);
    expect(words('Зиғир кўйлак')).toEqual(['zigir', 'koylak', 'kuylak']);
    expect(words('Baland yoqali')).toEqual(['baland', 'yokali', 'ekali']);
    expect(words('Ёқали')).toEqual(['ekali', 'yokali']);
    expect(words('Yengil')).toEqual(['yengil', 'engil']);
    expect(words('Енгил')).toEqual(['engil', 'yengil']);
    // yo‘ is йў in Cyrillic, not ё.
    expect(words('Yo‘l-yo‘l')).toEqual(['yol', 'yul']);
    // The Russian name keeps its one spelling.
    expect(searchKeyWords('', 'Зелёное')).toEqual(['zelenoe']);
  });

  it('splits a query into distinct words', () => {
    expect(searchTokens('Qora  qora FUTBOLKA')).toEqual(['kora', 'futbolka']);
    expect(searchTokens('   ')).toEqual([]);
  });

  it('drops prepositions and conjunctions, unless the query holds nothing else', () => {
    expect(searchTokens('платье в цветочек')).toEqual(['plate', 'tsvetochek']);
    expect(searchTokens('ayollar uchun ko‘ylak va sumka')).toEqual(['ayollar', 'koylak', 'sumka']);
    expect(searchTokens('для')).toEqual(['dlya']);
  });
});
