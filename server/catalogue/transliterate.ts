/**
 * One spelling for search: Uzbek and Russian names are typed in Latin or Cyrillic, with or without the
 * apostrophes of o' and g', so both the stored key and the query are brought to the same plain Latin
 * skeleton before trigrams compare them. "Ko'ylak", "koylak" and "кўйлак" all become "koylak".
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Uzbek Cyrillic letters
  ў: 'o', қ: 'q', ғ: 'g', ҳ: 'h',
};

const APOSTROPHES = /['`ʻʼ‘’´]/g;

export function searchText(input: string): string {
  let text = input.normalize('NFC').toLowerCase();
  text = text.replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC[letter] ?? letter);
  text = text.replace(APOSTROPHES, '');
  // Sounds the two alphabets spell differently: Uzbek q and x are Russian к and х (kh, h).
  text = text.replace(/q/g, 'k').replace(/kh/g, 'x').replace(/(?<![sc])h/g, 'x').replace(/w/g, 'v');
  return text.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The stored key of a product: every name it may be searched by, in the one spelling. */
export function searchKey(...names: string[]): string {
  return searchText(names.join(' '));
}

/** The words of a query in the one spelling, at most eight of them. */
export function searchTokens(query: string): string[] {
  return [...new Set(searchText(query).split(' ').filter(Boolean))].slice(0, 8);
}
