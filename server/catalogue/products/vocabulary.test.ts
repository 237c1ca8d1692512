import { insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { invalidateCatalogue } from '../cache';
import { invalidateSearchVocabulary, searchVocabulary, VOCABULARY_MAX_AGE_MS } from './vocabulary';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await insertProduct(context.db, { nameUZB: 'Paxta futbolka', nameRUS: 'Хлопковая футболка', referenceNumber: 'V-1' });
  await insertProduct(context.db, { nameUZB: 'Paxta shim', nameRUS: 'Хлопковые брюки', referenceNumber: 'V-2' });
  await insertProduct(context.db, { nameUZB: 'Paxtali', nameRUS: 'Хлопковое платье', referenceNumber: 'V-3' });
});
afterAll(() => context.close());
beforeEach(() => invalidateCatalogue());

async function search(text: string) {
  const response = await context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ nameRUS: string }>).map((card) => card.nameRUS);
}

describe('SearchVocabulary', () => {
  it('gives the words pg_trgm finds similar to a misspelt word, best first, without those it already meets', async () => {
    const similar = await searchVocabulary(context.db, context.clock).similarWords(['futbolkka', 'xlopkkovaya', 'paxt', 'qwzxv']);
    expect(similar.get('futbolkka')).toEqual([{ word: 'futbolka', similarity: expect.any(Number) }]);
    expect(similar.get('futbolkka')![0]!.similarity).toBeGreaterThanOrEqual(0.6);
    expect(similar.get('xlopkkovaya')![0]!.word).toBe('xlopkovaya');
    // "paxta" and "paxtali" begin with "paxt": the word as written already finds them.
    expect(similar.get('paxt')).toEqual([]);
    expect(similar.get('qwzxv')).toEqual([]);
  });

  it('takes no word some name holds as written for a typo', async () => {
    const similar = await searchVocabulary(context.db, context.clock).similarWords(['xlopkovoe', 'paxta', 'futbolka']);
    expect([...similar.values()]).toEqual([[], [], []]);
  });

  it('ranks the word as written above its similar forms', async () => {
    expect(await search('хлопковое')).toEqual(['Хлопковое платье', 'Хлопковые брюки', 'Хлопковая футболка']);
  });

  it('learns new names when told, and on its own after a while', async () => {
    await search('palto');
    await insertProduct(context.db, { nameUZB: 'Palto', nameRUS: 'Пальто', referenceNumber: 'V-4' });
    invalidateCatalogue();
    expect(await search('palto')).toEqual(['Пальто']);
    expect(await search('paltto')).toEqual([]);
    invalidateSearchVocabulary();
    expect(await search('paltto')).toEqual(['Пальто']);

    await insertProduct(context.db, { nameUZB: 'Kamzul', nameRUS: 'Камзол', referenceNumber: 'V-5' });
    invalidateCatalogue();
    expect(await search('kamzzul')).toEqual([]);
    context.clock.advance(VOCABULARY_MAX_AGE_MS);
    expect(await search('kamzzul')).toEqual(['Камзол']);
  });
});
