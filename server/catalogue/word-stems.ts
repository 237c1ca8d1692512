/**
 * Word forms for search. A shopper types a word in the form the sentence needs ("льняную рубашку", "ko‘ylaklar"),
 * a product name holds one form ("Льняная рубашка", "ko‘ylak"), and matching by the start of a word misses the
 * other forms. So the search key and the query both carry each word's stem: the word in the search spelling
 * (transliterate.ts) with one Russian ending and one Uzbek plural or case suffix cut off. A full stemmer would
 * need a dictionary for each language; a shop's names use few words, and a wrong cut costs little, since the
 * key and the query are cut by the same rules and a word as written still ranks above its stem.
 *
 * Fabric names change their root with the form (лён, льна, льняной): the endings cannot bring those together,
 * so a short table names the stems of each fabric the shop sells, compared as whole words, never inside one.
 */

/** A stem shorter than this says too little of its word ("ko" of "kora"): the word is kept whole. */
const MIN_STEM_LENGTH = 3;

/** Russian adjective and noun endings in the search spelling (ы is "i", я "ya", ю "yu", х "x"), longest cut first. */
const RUSSIAN_ENDINGS = [
  // adjectives: -ый/-ий, -ой, -ая/-яя, -ое/-ее, -ые/-ие, -ого/-его, -ому/-ему, -ую/-юю, -ых/-их, -ым/-им, -ыми/-ими, -ою/-ею
  'iy', 'oy', 'aya', 'yaya', 'oe', 'ee', 'ie', 'ogo', 'ego', 'omu', 'emu', 'uyu', 'yuyu', 'ix', 'im', 'imi', 'oyu', 'eyu',
  // nouns: -а/-я, -ы/-и, -у/-ю, -е, -о, -ом/-ем, -ам/-ям, -ами/-ями, -ах/-ях, -ов/-ев, -ей
  'a', 'ya', 'i', 'u', 'yu', 'e', 'o', 'om', 'em', 'am', 'yam', 'ami', 'yami', 'ax', 'yax', 'ov', 'ev', 'ey',
].sort((a, b) => b.length - a.length);

/**
 * Uzbek plural and the cases shoppers put after it (ko‘ylaklar, ko‘ylaklarni). The bare case suffixes (-ni, -da,
 * -ga) are left alone: they end too many Russian words (одежда, нога) whose other forms would then stem apart.
 */
const UZBEK_SUFFIXES = ['lar', 'lari', 'larni', 'larga', 'larda', 'lardan', 'larning'].sort((a, b) => b.length - a.length);

/** Each fabric's stem, and the cut forms of its words that lead to it. */
const FABRIC_STEMS: Record<string, string[]> = {
  len: ['len', 'lna', 'lnu', 'lne', 'lnom', 'lnyan'], // лён, лен, льна, льну, льне, льном, льняной...
  xlopok: ['xlopok', 'xlopk', 'xlopkov'], // хлопок, хлопка, хлопковый
  sherst: ['sherst', 'sherstyan'], // шерсть, шерсти, шерстяной
  koj: ['koj', 'kojan'], // кожа, кожи, кожаный
  shelk: ['shelk', 'shelkov'], // шёлк, шелка, шёлковый
  zamsh: ['zamsh', 'zamshev'], // замша, замши, замшевый
  kashemir: ['kashemir', 'kashemirov'], // кашемир, кашемировый
  barxat: ['barxat', 'barxatn'], // бархат, бархатный
  atlas: ['atlas', 'atlasn'], // атлас, атласный
  adras: ['adras', 'adrasn'], // адрас, адрасный
  trikotaj: ['trikotaj', 'trikotajn'], // трикотаж, трикотажный
  viskoz: ['viskoz', 'viskozn'], // вискоза, вискозный
  flis: ['flis', 'flisov'], // флис, флисовый
  velyur: ['velyur', 'velyurov'], // велюр, велюровый
  djins: ['djins', 'djinsov'], // джинсы, джинсовый
  tekstil: ['tekstil', 'tekstiln'], // текстиль, текстильный
};

const FABRIC_OF = new Map(Object.entries(FABRIC_STEMS).flatMap(([stem, forms]) => forms.map((form) => [form, stem] as const)));

/** The word without the longest of `endings` it ends with, if what is left is long enough. */
function cut(word: string, endings: readonly string[]): string {
  const ending = endings.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM_LENGTH);
  return ending ? word.slice(0, -ending.length) : word;
}

/** The stem of one word in the search spelling: its fabric's, or the word with its endings cut. */
export function stemOf(word: string): string {
  const fabric = FABRIC_OF.get(word);
  if (fabric) return fabric;
  const stem = cut(cut(word, UZBEK_SUFFIXES), RUSSIAN_ENDINGS);
  return FABRIC_OF.get(stem) ?? stem;
}

/** Whether a word has a stem worth storing and comparing: letters, long enough for the trigram index. */
export function hasStem(word: string): boolean {
  return word.length >= MIN_STEM_LENGTH && !/\d/.test(word);
}
