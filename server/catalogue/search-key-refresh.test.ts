import { asc, eq, inArray } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { products } from '../db/schema/catalogue';
import { invalidateCatalogue } from './cache';
import { refreshSearchKeys } from './search-key-refresh';
import { SEARCH_KEY_VERSION, searchKey } from './transliterate';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

async function search(text: string) {
  invalidateCatalogue();
  const response = await context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(text)}` });
  return (response.json() as Array<{ id: number }>).map((card) => card.id);
}

const rowsOf = (ids: number[]) =>
  context.db
    .select({ id: products.id, searchKey: products.searchKey, searchKeyVersion: products.searchKeyVersion, version: products.version })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));

it('rewrites the keys older rules wrote, in batches, and leaves current ones and the product version alone', async () => {
  const names = [
    { nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье', referenceNumber: 'R-1' },
    { nameUZB: 'Ipak ro‘mol', nameRUS: 'Шёлковый платок', referenceNumber: 'R-2' },
    { nameUZB: 'Charm kurtka', nameRUS: 'Кожаная куртка', referenceNumber: 'R-3' },
  ];
  const ids = [];
  for (const name of names) ids.push((await insertProduct(context.db, name)).product.id);
  const [linen, silk, leather] = ids as [number, number, number];
  // As the rules before search_key_version wrote them (migration 0022 gave such rows version 0).
  const oldKeys = ['zigir koylak lnyanoe plate r 1', 'ipak romol shyolkoviy platok r 2'];
  for (const [index, id] of [linen, silk].entries()) {
    await context.db.update(products).set({ searchKey: oldKeys[index]!, searchKeyVersion: 0 }).where(eq(products.id, id));
  }
  await context.db.update(products).set({ searchKey: ' written by the current rules ' }).where(eq(products.id, leather));
  expect(await search('лён')).toEqual([]);
  expect(await search('куйлак')).toEqual([]);

  expect(await refreshSearchKeys(context.db, 1)).toBe(2);

  expect(await rowsOf(ids)).toEqual([
    { id: linen, searchKey: searchKey(names[0]!.nameUZB, names[0]!.nameRUS, 'R-1'), searchKeyVersion: SEARCH_KEY_VERSION, version: 1 },
    { id: silk, searchKey: searchKey(names[1]!.nameUZB, names[1]!.nameRUS, 'R-2'), searchKeyVersion: SEARCH_KEY_VERSION, version: 1 },
    { id: leather, searchKey: ' written by the current rules ', searchKeyVersion: SEARCH_KEY_VERSION, version: 1 },
  ]);
  expect(await search('лён')).toEqual([linen]);
  expect(await search('куйлак')).toEqual([linen]);
  expect(await search('шелк')).toEqual([silk]);
  expect(await refreshSearchKeys(context.db)).toBe(0);
});
