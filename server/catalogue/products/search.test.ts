import { sql } from 'drizzle-orm';
import { insertColor, insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { invalidateCatalogue } from '../cache';
import { searchTokens } from '../transliterate';
import { searchQuery } from './search';
import { isFuzzy, searchVocabulary } from './vocabulary';

let context: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  const red = await insertColor(db, { nameUZB: 'Qizil', nameRUS: 'Красный' });
  const white = await insertColor(db, { nameUZB: 'Oq', nameRUS: 'Белый' });
  const black = await insertColor(db, { nameUZB: 'Qora', nameRUS: 'Чёрный' });
  ids.tshirtRussianOnly = (await insertProduct(db, { nameUZB: 'Oversize', nameRUS: 'Футболка', referenceNumber: 'LB-10001' })).product.id;
  ids.shirt = (await insertProduct(db, { nameUZB: "Ko'ylak", nameRUS: 'Рубашка', referenceNumber: 'LB-10002' })).product.id;
  ids.latinTshirt = (await insertProduct(db, { nameUZB: 'Futbolka', nameRUS: 'Майка', referenceNumber: 'LB-10003' })).product.id;
  ids.itemRed = (await insertProduct(db, { nameUZB: 'Shim', nameRUS: 'Брюки', referenceNumber: 'LB-24017', colorId: red.id })).product.id;
  ids.itemWhite = (await insertProduct(db, { nameUZB: 'Shim', nameRUS: 'Брюки', referenceNumber: 'LB-24017', colorId: white.id })).product.id;
  ids.itemBlack = (await insertProduct(db, { nameUZB: 'Shim', nameRUS: 'Брюки', referenceNumber: 'LB-24017', colorId: black.id, active: false })).product.id;
  ids.otherTrousers = (await insertProduct(db, { nameUZB: 'Shim', nameRUS: 'Брюки', referenceNumber: 'LB-24018' })).product.id;
  ids.hoodieOld = (await insertProduct(db, { nameUZB: 'Xudi', nameRUS: 'Худи', referenceNumber: 'LB-30001', active: false, stockedAt: new Date('2026-11-01T00:00:00Z') })).product.id;
  ids.hoodieNew = (await insertProduct(db, { nameUZB: 'Xudi', nameRUS: 'Худи', referenceNumber: 'LB-30002', stockedAt: new Date('2026-10-01T00:00:00Z') })).product.id;
  for (let index = 0; index < 6; index++) {
    await insertProduct(db, { nameUZB: `Sviter ${index}`, nameRUS: 'Свитер', referenceNumber: `SV-${index}` });
  }
  invalidateCatalogue();
});
afterAll(() => context.close());

async function search(text: string, query = '') {
  const response = await context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(text)}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ id: number; active: boolean; nameUZB: string; productImages: Array<{ url: string }> }>;
}
const idsOf = (cards: Array<{ id: number }>) => cards.map((card) => card.id);

describe('GET /api/product/searchProduct/{text}', () => {
  it('finds a product by the Latin spelling of its Russian Cyrillic name', async () => {
    expect(idsOf(await search('futbolka'))).toContain(ids.tshirtRussianOnly);
  });

  it('finds an Uzbek name typed in Cyrillic or without the apostrophe', async () => {
    expect(idsOf(await search('кўйлак'))).toEqual([ids.shirt]);
    expect(idsOf(await search('koylak'))).toEqual([ids.shirt]);
    expect(idsOf(await search("KO'YLAK"))).toEqual([ids.shirt]);
  });

  it('tolerates a typo', async () => {
    expect(idsOf(await search('futbolkka'))).toEqual(expect.arrayContaining([ids.latinTshirt, ids.tshirtRussianOnly]));
    expect(idsOf(await search('свитр'))).toHaveLength(6);
  });

  it('finds every colour of an item by its reference number, in any case, before anything similar', async () => {
    for (const text of ['LB-24017', 'lb-24017']) {
      const cards = await search(text);
      expect(idsOf(cards.slice(0, 3))).toEqual([ids.itemWhite, ids.itemRed, ids.itemBlack]);
      expect(idsOf(cards)).not.toContain(ids.otherTrousers);
    }
  });

  it('answers the card fields the search overlay reads', async () => {
    const [card] = await search('Rubashka');
    expect(card).toMatchObject({
      id: ids.shirt,
      nameUZB: "Ko'ylak",
      nameRUS: 'Рубашка',
      active: true,
      productImages: [{ url: expect.any(String) }],
      sellPrice: 150_000,
      salePrice: null,
      inStock: true,
    });
  });

  it('matches a word of one or two letters at the start of a word only, as while typing', async () => {
    expect(idsOf(await search('fu'))).toEqual(expect.arrayContaining([ids.latinTshirt, ids.tshirtRussianOnly]));
    expect(await search('sv')).toHaveLength(6);
    expect(await search('te')).toEqual([]);
  });

  it('finds nothing for a nonsense word', async () => {
    expect(await search('qwzxv')).toEqual([]);
    expect(await search('futbolka zzzzqqq')).toEqual([]);
  });

  it('lists inactive products after active ones, marked inactive', async () => {
    const cards = await search('xudi');
    expect(idsOf(cards)).toEqual([ids.hoodieNew, ids.hoodieOld]);
    expect(cards.map((card) => card.active)).toEqual([true, false]);
  });

  it('returns at most `limit` results', async () => {
    expect(await search('sviter')).toHaveLength(6);
    expect(await search('sviter', '?limit=2')).toHaveLength(2);
  });

  it('refuses blank text, a limit above 50 and a text without letters', async () => {
    for (const url of ['/api/product/searchProduct/%20%20', '/api/product/searchProduct/%21%3F', '/api/product/searchProduct/sviter?limit=51', '/api/product/searchProduct/sviter?limit=0']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(Object.keys(response.json().error.fields)).toHaveLength(1);
    }
  });
});

describe('the search query plan', () => {
  async function plan(text: string): Promise<string> {
    const similar = await searchVocabulary(context.db, context.clock).similarWords(searchTokens(text).filter(isFuzzy));
    return context.db.transaction(async (tx) => {
      // On a table this small the planner reads it whole whatever the query; forbid that to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${searchQuery(tx, text, 20, [], similar)}`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  // "свитр" is a typo of a word many products hold; "лён" and "свитера" meet keys by their stems.
  it.each(['futbolkka', 'свитр', 'лён', 'свитера', 'кўйлак oversize', 'lb-24017', 'fu'])('finds the products of "%s" through the trigram index', async (text) => {
    const explained = await plan(text);
    expect(explained).toContain('products_search_key_trgm_idx');
    expect(explained).not.toMatch(/Seq Scan on products/);
  });
});
