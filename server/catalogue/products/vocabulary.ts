import { sql } from 'drizzle-orm';
import { forgetCatalogueHere } from '../cache';
import { searchKeyWords } from '../transliterate';
import { stemOf } from '../word-stems';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import type { Clock } from '../../clock';
import { announceInvalidation } from '../../shared/invalidation';

/**
 * Typo tolerance without a similarity check on every product. Comparing a misspelt word with each product's key
 * (`token <% search_key`) makes the trigram index hand back every product sharing most of its trigrams, and
 * pg_trgm then measures each of them: 25-35 ms for a common word on 10 000 products, ten times that on
 * 100 000. The words products are named with are few (a couple of hundred), so the misspelling is measured
 * against those words instead, with the same pg_trgm operator, and the products are then found by the
 * similar words as written, which the index answers quickly.
 */
export interface SimilarWord {
  word: string;
  similarity: number;
}

/** Words this short have no trigram of their own. */
export const MIN_FUZZY_LENGTH = 3;

/** Typo tolerance is for words, not numbers: a fuzzy "24017" would find reference "24018". */
export function isFuzzy(word: string): boolean {
  return word.length >= MIN_FUZZY_LENGTH && !/^\d+$/.test(word);
}

/**
 * The most similar words kept per query word. Few: the forms of a word (-ый, -ая, -ое, -ые) meet by their stem,
 * not as typos, and each similar word is one more set of products to find and rank, so a typo of a common word
 * must not bring many.
 */
const MAX_SIMILAR_WORDS = 4;
/** The vocabulary is read again after this long even without a signal, for rows changed outside the app. */
export const VOCABULARY_MAX_AGE_MS = 10 * 60 * 1000;
const MAX_REMEMBERED_TOKENS = 10_000;

let vocabularyVersion = 0;

/**
 * Call after adding or renaming products, so new names are tolerated misspelt at once (stock and price changes
 * need only `invalidateCatalogue()`, which this also does).
 */
export function invalidateSearchVocabulary(): void {
  forgetVocabularyHere();
  announceInvalidation('vocabulary');
}

/** Ends this process's vocabulary and catalogue entries only: for a change another server announced. */
export function forgetVocabularyHere(): void {
  vocabularyVersion += 1;
  forgetCatalogueHere();
}

interface Rows<T> {
  rows: T[];
}

export class SearchVocabulary {
  /** Every word of three letters or more of every product name, numbers left out, joined by spaces. */
  private words: string | null = null;
  /** The same words, to tell a word some name holds as written, which is never taken for a typo. */
  private known = new Set<string>();
  private loadedAt = 0;
  private loadedVersion = -1;
  private loading: Promise<string> | null = null;
  private readonly similar = new Map<string, SimilarWord[]>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * For each typo-tolerant query word, the other vocabulary words pg_trgm finds similar (`<%`), best first. None
   * for a word some name holds as written: it is what the shopper meant, and its look-alikes would only bury it.
   * Words the query word already meets (those it begins, those of its stem) are left out too.
   */
  async similarWords(tokens: string[]): Promise<Map<string, SimilarWord[]>> {
    const words = await this.currentWords();
    const unknown = tokens.filter((token) => !this.similar.has(token));
    if (unknown.length > 0) {
      if (this.similar.size + unknown.length > MAX_REMEMBERED_TOKENS) this.similar.clear();
      const typos = unknown.filter((token) => !this.known.has(token));
      const found = words && typos.length ? await this.measure(typos, words) : [];
      for (const token of unknown) this.similar.set(token, []);
      for (const row of found) {
        const list = this.similar.get(row.token)!;
        if (list.length < MAX_SIMILAR_WORDS && stemOf(row.word) !== stemOf(row.token)) {
          list.push({ word: row.word, similarity: Number(row.similarity) });
        }
      }
    }
    return new Map(tokens.map((token) => [token, this.similar.get(token) ?? []]));
  }

  private async currentWords(): Promise<string> {
    const fresh =
      this.words !== null &&
      this.loadedVersion === vocabularyVersion &&
      this.clock.now().getTime() - this.loadedAt < VOCABULARY_MAX_AGE_MS;
    if (fresh) return this.words!;
    // Searches arriving while it loads share the one read.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * The words of every product name, in the spelling of the search keys and in each way Uzbek is typed. Read from
   * the distinct names rather than from the keys, which differ by reference number: 50 ms instead of a second on
   * 100 000 products.
   */
  private async load(): Promise<string> {
    const version = vocabularyVersion;
    const names = await this.db.selectDistinct({ nameUZB: products.nameUZB, nameRUS: products.nameRUS }).from(products);
    const words = new Set<string>();
    for (const name of names) {
      for (const word of searchKeyWords(name.nameUZB, name.nameRUS)) {
        if (isFuzzy(word)) words.add(word);
      }
    }
    this.words = [...words].join(' ');
    this.known = words;
    this.loadedAt = this.clock.now().getTime();
    this.loadedVersion = version;
    this.similar.clear();
    return this.words;
  }

  /** Words beginning with the token are left out: the token as written already finds them. */
  private async measure(tokens: string[], words: string) {
    const result = (await this.db.execute(sql`
      select q.token, v.word, word_similarity(q.token, v.word)::float8 as similarity
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) as q(token),
           unnest(string_to_array(${words}, ' ')) as v(word)
      where q.token <% v.word and strpos(v.word, q.token) <> 1
      order by q.token, similarity desc, v.word`)) as unknown as Rows<{ token: string; word: string; similarity: number }>;
    return result.rows;
  }
}

const vocabularies = new WeakMap<Database, SearchVocabulary>();

/** The vocabulary of one database (every test app has its own). */
export function searchVocabulary(db: Database, clock: Clock): SearchVocabulary {
  let vocabulary = vocabularies.get(db);
  if (!vocabulary) {
    vocabulary = new SearchVocabulary(db, clock);
    vocabularies.set(db, vocabulary);
  }
  return vocabulary;
}
