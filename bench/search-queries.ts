import { searchText } from '../server/catalogue/transliterate';

/** Misspells a word the way thumbs do: one letter doubled. */
function doubled(word: string, seed: number): string {
  const at = 1 + (seed % Math.max(1, word.length - 2));
  return word.slice(0, at) + word[at] + word.slice(at);
}

/**
 * Distinct queries a shopper might type, built from real product names: Uzbek and Russian words, Latin
 * spellings of Cyrillic names, typos, two-word queries and reference numbers. Distinct, so none is a cache hit.
 */
export function buildSearchQueries(names: Array<{ nameUZB: string; nameRUS: string; referenceNumber: string }>): string[] {
  const queries = new Set<string>();
  names.forEach((name, index) => {
    const uz = name.nameUZB.split(/\s+/).filter((word) => word.length > 3);
    const ru = name.nameRUS.split(/\s+/).filter((word) => word.length > 3);
    if (uz[0]) queries.add(uz[0]);
    if (ru[0]) queries.add(ru[0].toLowerCase());
    if (ru[0]) queries.add(searchText(ru[0]));
    if (uz[0]) queries.add(doubled(uz[0].toLowerCase(), index));
    if (uz.length > 1) queries.add(`${uz[0]} ${uz[1]}`.toLowerCase());
    queries.add(name.referenceNumber.toLowerCase());
  });
  return [...queries];
}
