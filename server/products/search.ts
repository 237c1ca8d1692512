import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { publishedProduct } from '../catalogue/published';
import { searchTokens } from '../catalogue/transliterate';
import type { Executor } from '../db/client';
import { colors, products } from '../db/schema/catalogue';
import type { ProductCard } from '../../contract/product';
import { cardColumns, toCard } from './cards';
import { salesInForce, type SaleInForce } from './pricing-sql';
import { isFuzzy, MIN_FUZZY_LENGTH, type SearchVocabulary, type SimilarWord } from './vocabulary';

/** For each typo-tolerant query word, the vocabulary words pg_trgm finds similar to it (see vocabulary.ts). */
export type SimilarWords = Map<string, SimilarWord[]>;

const contains = (word: string): SQL => sql`${products.searchKey} like ${`%${word}%`}`;

/**
 * How one query word must meet a product's search key, always in a form the trigram GIN index serves:
 * - a word of three letters or more is found inside the key as written, or one of the words similar to it is
 *   (pg_trgm `<%`, word similarity at or above `pg_trgm.word_similarity_threshold`, 0.6 by default);
 * - a number is found inside the key as written (part of a reference number is fine);
 * - a word of one or two letters, which has no trigram of its own, must begin a word of the key ("fu" while
 *   typing "futbolka"): the word boundary gives the index the trigrams "  f" and " fu" to look up.
 */
export function tokenCondition(token: string, similar: SimilarWord[]): SQL {
  const key = products.searchKey;
  if (token.length < MIN_FUZZY_LENGTH) return sql`(${key} like ${`${token}%`} or ${key} like ${`% ${token}%`})`;
  if (!isFuzzy(token) || similar.length === 0) return contains(token);
  return sql`(${sql.join([token, ...similar.map((item) => item.word)].map(contains), sql` or `)})`;
}

/**
 * How well a typo-tolerant word matches: 1 when the key contains it as written, otherwise the word similarity of
 * the best similar word the key contains. Other words match as written or not at all, so they add nothing to
 * tell products apart.
 */
function tokenScore(token: string, similar: SimilarWord[]): SQL {
  const branches = similar.map((item) => sql` when ${contains(item.word)} then ${item.similarity}::float8`);
  return sql`(case when ${contains(token)} then 1::float8${sql.join(branches)} else 0::float8 end)`;
}

/**
 * Products whose key meets every query word, best first: an exact reference number (every colour of that item),
 * then the summed word similarity, then active before inactive, then newest. The inner query ranks and cuts on
 * plain columns; the card columns (images, rating, stock) are computed for the few rows that survive the limit.
 * Null when the text has no word.
 */
export function searchQuery(db: Executor, text: string, limit: number, sales: readonly SaleInForce[], similarWords: SimilarWords = new Map()) {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const similarTo = (token: string) => similarWords.get(token) ?? [];
  const exact = sql<boolean>`lower(${products.referenceNumber}) = ${text.trim().toLowerCase()}`.as('exact');
  const fuzzy = tokens.filter(isFuzzy);
  const closeness = fuzzy.length
    ? sql<number>`${sql.join(fuzzy.map((token) => tokenScore(token, similarTo(token))), sql` + `)}`
    : sql<number>`0::float8`;
  const score = closeness.as('score');
  const ranked = db
    .select({ id: products.id, exact, score })
    .from(products)
    .where(and(publishedProduct, ...tokens.map((token) => tokenCondition(token, similarTo(token)))))
    .orderBy(desc(exact), desc(score), desc(products.active), desc(products.stockedAt), desc(products.id))
    .limit(limit)
    .as('ranked');
  return db
    .select(cardColumns(sales))
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .orderBy(desc(ranked.exact), desc(ranked.score), desc(products.active), desc(products.stockedAt), desc(products.id));
}

export async function searchProducts(
  db: Executor,
  vocabulary: SearchVocabulary,
  text: string,
  limit: number,
  now: Date,
): Promise<ProductCard[]> {
  const fuzzy = searchTokens(text).filter(isFuzzy);
  const similarWords = fuzzy.length ? await vocabulary.similarWords(fuzzy) : new Map<string, SimilarWord[]>();
  const rows = (await searchQuery(db, text, limit, await salesInForce(db, now), similarWords)) ?? [];
  return rows.map((row) => toCard(row, now));
}
