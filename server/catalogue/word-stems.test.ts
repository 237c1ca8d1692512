import { searchText } from './transliterate';
import { hasStem, stemOf } from './word-stems';

/** The stem of a word as typed, through the search spelling as the key and the query take it. */
const stem = (typed: string) => stemOf(searchText(typed));

describe('stemOf', () => {
  it.each([
    ['a Russian adjective in every gender and case', ['хлопковый', 'хлопковая', 'хлопковое', 'хлопковые', 'хлопкового', 'хлопковому', 'хлопковую']],
    ['a Russian noun', ['куртка', 'куртки', 'куртку', 'куртке', 'курткой', 'куртками']],
    ['платье', ['платье', 'платья', 'платьев']],
    ['an Uzbek plural and its cases', ['ko‘ylak', 'ko‘ylaklar', 'ko‘ylaklarni', 'koylaklarga', 'кўйлаклар']],
    ['an Uzbek plural over a Russian ending', ['sumka', 'sumkalar', 'сумки']],
  ])('gives every form of %s one stem', (_what, forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it.each([
    ['len', ['лён', 'лен', 'льна', 'льну', 'льном', 'льняной', 'льняная', 'льняное', 'льняные', 'льняную', 'льняного']],
    ['xlopok', ['хлопок', 'хлопка', 'хлопковый', 'хлопковые']],
    ['sherst', ['шерсть', 'шерсти', 'шерстью', 'шерстяной', 'шерстяное']],
    ['koj', ['кожа', 'кожи', 'кожей', 'кожаный', 'кожаная', 'кожаные']],
    ['shelk', ['шёлк', 'шелк', 'шелка', 'шёлковый', 'шелковое']],
    ['zamsh', ['замша', 'замши', 'замшевый', 'замшевые']],
    ['djins', ['джинсы', 'джинсовый', 'джинсовая']],
  ])('brings the forms of a fabric to its stem "%s", whose root changes with the form', (fabric, forms) => {
    expect(forms.map(stem)).toEqual(forms.map(() => fabric));
  });

  it('keeps apart words that only share letters', () => {
    expect(stem('зелёное')).toBe('zelen');
    expect(stem('зелёное')).not.toBe(stem('лён'));
    expect(stem('платок')).not.toBe(stem('платье'));
    // A fabric stem is a whole word: "lenta" is not linen.
    expect(stem('лента')).toBe('lent');
  });

  it('leaves a word whole when its stem would be too short to say anything', () => {
    expect(stem('шим')).toBe('shim');
    expect(stem('кора')).toBe('kor');
    expect(stem('ona')).toBe('ona');
  });
});

describe('hasStem', () => {
  it('stems words of three letters or more without digits', () => {
    expect(['len', 'futbolka'].map(hasStem)).toEqual([true, true]);
    expect(['ok', 'lb24017', '24017'].map(hasStem)).toEqual([false, false, false]);
  });
});
