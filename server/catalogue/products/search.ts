import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { publishedProduct } from '../published';
import { searchTokens, STEM_MARK } from '../transliterate';
import { hasStem, stemOf } from '../word-stems';
import type { Executor } from '../../db/client';
import { colors, products } from '../../db/schema/catalogue';
import type { ProductCard } from '../../../contract/product';
import { cardColumns, toCard } from './cards';
import { salesInForce, type SaleInForce } from './pricing-sql';
import { isFuzzy, MIN_FUZZY_LENGTH, type SearchVocabulary, type SimilarWord } from './vocabulary';

/** For each typo-tolerant query word, the vocabulary words pg_trgm finds similar to it (see vocabulary.ts). */
export type SimilarWords = Map<string, SimilarWord[]>;

/*
 * The stored key (transliterate.ts) is " word word ~stem ~stem ", so each way a query word may meet it is a LIKE
 * pattern the trigram GIN index serves: the space before a word gives the index its first letters' trigrams.
 */
const keyLike = (pattern: string): SQL => sql`${products.searchKey} like ${pattern}`;
const wholeWord = (word: string) => keyLike(`% ${word} %`);
const wordStart = (word: string) => keyLike(`% ${word}%`);
const wholeStem = (stem: string) => keyLike(`% ${STEM_MARK}${stem} %`);
const anywhere = (digits: string) => keyLike(`%${digits}%`);

const isNumber = (token: string) => /^\d+$/.test(token);
const stemOfToken = (token: string) => (isFuzzy(token) && hasStem(token) ? stemOf(token) : null);

/**
 * How one query word must meet a product's search key:
 * - a number anywhere in it (part of a reference number is fine);
 * - a word of one or two letters at the start of one of its words ("fu" while typing "futbolka");
 * - a longer word at the start of one of its words, or by its stem (a word's form: "льняную" meets "льняная",
 *   "лён" meets "льняное"), or one of the words similar to it as a whole word (a typo: pg_trgm `<%` against the
 *   vocabulary, vocabulary.ts).
 * A word never meets the middle of one: "лен" does not find "зелёное".
 */
export function tokenCondition(token: string, similar: SimilarWord[]): SQL {
  if (isNumber(token)) return anywhere(token);
  if (token.length < MIN_FUZZY_LENGTH) return wordStart(token);
  const stem = stemOfToken(token);
  const ways = [wordStart(token), ...(stem ? [wholeStem(stem)] : []), ...similar.map((item) => wholeWord(item.word))];
  return sql`(${sql.join(ways, sql` or `)})`;
}

/** What each way of meeting counts for a query word: a typo counts its similarity (0.6 to 1), below a prefix. */
const EXACT_WORD = 4;
const WORD_FORM = 3;
const PREFIX = 2;

/** How well one query word meets a key that meets it, by the best way it does (tokenCondition). */
function tokenScore(token: string, similar: SimilarWord[]): SQL {
  const float = (value: number) => sql`${value}::float8`;
  if (isNumber(token) || token.length < MIN_FUZZY_LENGTH) {
    return sql`(case when ${wholeWord(token)} then ${float(EXACT_WORD)} else ${float(PREFIX)} end)`;
  }
  const stem = stemOfToken(token);
  const branches = [
    sql` when ${wholeWord(token)} then ${float(EXACT_WORD)}`,
    ...(stem ? [sql` when ${wholeStem(stem)} then ${float(WORD_FORM)}`] : []),
    sql` when ${wordStart(token)} then ${float(PREFIX)}`,
    ...similar.map((item) => sql` when ${wholeWord(item.word)} then ${float(Math.min(item.similarity, 0.99))}`),
  ];
  return sql`(case${sql.join(branches)} else ${float(0)} end)`;
}

/**
 * Products whose key meets every query word, best first: an exact reference number (every colour of that item),
 * then the summed score of the words (a word as written, then a form of it, then its start, then a typo), then
 * active before inactive, then newest. The inner query ranks and cuts on plain columns; the card columns (images,
 * rating, stock) are computed for the few rows that survive the limit. Null when the text has no word.
 */
export function searchQuery(db: Executor, text: string, limit: number, sales: readonly SaleInForce[], similarWords: SimilarWords = new Map()) {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const similarTo = (token: string) => similarWords.get(token) ?? [];
  const exact = sql<boolean>`lower(${products.referenceNumber}) = ${text.trim().toLowerCase()}`.as('exact');
  const score = sql<number>`${sql.join(tokens.map((token) => tokenScore(token, similarTo(token))), sql` + `)}`.as('score');
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

/**
 * Runs `read` with the planner told to use indexes. Each query word's ways to meet a key are LIKEs joined by `or`,
 * and the planner, taking them for independent, counts the rows of a common word (or of a typo of one) about twice
 * and reads the whole table rather than the trigram index: 90 ms instead of 15 for "futbolka" on 20 000 products
 * in PGlite. Every condition of the search is one the index answers, so it never needs the scan.
 */
export function withoutFullScans<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
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
  const sales = await salesInForce(db, now);
  const rows = await withoutFullScans(db, async (tx) => (await searchQuery(tx, text, limit, sales, similarWords)) ?? []);
  return rows.map((row) => toCard(row, now));
}
