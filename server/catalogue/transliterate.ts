import { hasStem, stemOf } from './word-stems';

/**
 * One spelling for search: Uzbek and Russian names are typed in Latin or Cyrillic, with or without the
 * apostrophes of o' and g', so both the stored key and the query are brought to the same plain Latin
 * skeleton before trigrams compare them. "Ko'ylak", "koylak" and "кўйлак" all become "koylak". Russian ё is
 * read as е, as most shoppers type it: "лён" and "лен" are both "len".
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Uzbek Cyrillic letters
  ў: 'o', қ: 'q', ғ: 'g', ҳ: 'h',
};

const APOSTROPHE = "['`ʻʼ‘’´]";
const APOSTROPHES = new RegExp(APOSTROPHE, 'g');

export function searchText(input: string): string {
  let text = input.normalize('NFC').toLowerCase();
  text = text.replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC[letter] ?? letter);
  text = text.replace(APOSTROPHES, '');
  // Sounds the two alphabets spell differently: Uzbek q and x are Russian к and х (kh, h).
  text = text.replace(/q/g, 'k').replace(/kh/g, 'x').replace(/(?<![sc])h/g, 'x').replace(/w/g, 'v');
  return text.replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * How Uzbek is typed on keyboards without its letters, as rewrites of the name before the one spelling:
 * - o‘ (Cyrillic ў) typed as u (у sits where ў would): "ko‘ylak" is also "kuylak";
 * - the Cyrillic ё the query reads as е and the Latin yo of the same sound ("yoqali" is "ёқали"); not yo‘, which
 *   Cyrillic writes йў;
 * - a first Cyrillic е, Latin ye ("yengil" is "енгил").
 * The key holds every resulting word, so each way of typing finds the name.
 */
const UZBEK_TYPINGS: Array<(name: string) => string> = [
  (name) => name.replace(new RegExp(`o${APOSTROPHE}`, 'g'), 'u').replace(/ў/g, 'у'),
  (name) =>
    name
      .replace(new RegExp(`yo(?!${APOSTROPHE})`, 'g'), 'e')
      .replace(/(?<![\p{L}\p{N}])ye/gu, 'e')
      .replace(/ё/g, 'yo')
      .replace(/(?<![\p{L}\p{N}])е/gu, 'ye'),
];

const wordsOf = (text: string) => searchText(text).split(' ').filter(Boolean);

/** The words of an Uzbek name in every way it is typed: as written first, then the other typings' words. */
function uzbekWords(name: string): string[] {
  const lower = name.normalize('NFC').toLowerCase();
  const [typedU, typedYo] = UZBEK_TYPINGS.map((typing) => typing(lower));
  return [lower, typedU!, typedYo!, UZBEK_TYPINGS[0]!(typedYo!)].flatMap(wordsOf);
}

/** Marks a stem in the key, so a query word's stem meets only stems and its start meets only words. */
export const STEM_MARK = '~';

/** Raised whenever the rules of searchKey change: a start rewrites the keys of older rules (search-key-refresh.ts). */
export const SEARCH_KEY_VERSION = 1;

/** Every word a product is found by: the words of its names in each typing, its reference number's parts. */
export function searchKeyWords(nameUZB: string, nameRUS: string, referenceNumber = ''): string[] {
  return [...new Set([...uzbekWords(nameUZB), ...wordsOf(nameRUS), ...wordsOf(referenceNumber)])];
}

/**
 * The stored key of a product: its words, then the stems of its words marked with STEM_MARK, with a space before
 * and after each, so `like '% word%'` finds a word's start and `like '% ~stem %'` a whole stem (search.ts).
 */
export function searchKey(nameUZB: string, nameRUS: string, referenceNumber: string): string {
  const words = searchKeyWords(nameUZB, nameRUS, referenceNumber);
  const stems = new Set(words.filter(hasStem).map((word) => STEM_MARK + stemOf(word)));
  return ` ${[...words, ...stems].join(' ')} `;
}

/** The key and the version of the rules that wrote it, as a product row stores them. */
export function searchKeyColumns(nameUZB: string, nameRUS: string, referenceNumber: string) {
  return { searchKey: searchKey(nameUZB, nameRUS, referenceNumber), searchKeyVersion: SEARCH_KEY_VERSION };
}

/** Prepositions and conjunctions a query may hold ("платье в цветочек", "из льна", "ayollar uchun"): they name no product. */
const STOP_WORDS = new Set(['v', 's', 'dlya', 'i', 'na', 'iz', 'bilan', 'uchun', 'va']);

/** The words of a query in the one spelling, at most eight of them, without stop words unless it holds nothing else. */
export function searchTokens(query: string): string[] {
  const words = [...new Set(wordsOf(query))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, 8);
}
