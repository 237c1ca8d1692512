import { insertCategory, insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';

/*
 * A red dress in Ayollar > Ko‘ylaklar, and on sale: Chegirmalar > Ayollar uchun, a subcategory of every kind of
 * garment. Its similar products are the other dresses first (in stock before sold out, newest first), then the rest
 * of Ayollar (blazers, a scarf), in stock first again; never the dress itself, nothing only on sale beside it (tops,
 * a man's cap), nothing of Erkaklar (jeans, caps), nothing withdrawn.
 */

let context: TestContext;
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  const women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
  const dresses = await insertCategory(db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья', parentId: women.id });
  const blazers = await insertCategory(db, { nameUZB: 'Jaketlar', nameRUS: 'Жакеты', parentId: women.id });
  const men = await insertCategory(db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
  const jeans = await insertCategory(db, { nameUZB: 'Jinsilar', nameRUS: 'Джинсы', parentId: men.id });
  const sale = await insertCategory(db, { nameUZB: 'Chegirmalar', nameRUS: 'Скидки' });
  const womenOnSale = await insertCategory(db, { nameUZB: 'Ayollar uchun', nameRUS: 'Для женщин', parentId: sale.id });
  const add = async (name: string, categoryIds: number[], fields: { stockedAt: Date; sizes?: Record<string, number>; active?: boolean }) => {
    ids[name] = (await insertProduct(db, { nameUZB: name, nameRUS: name, categoryIds, ...fields })).product.id;
  };
  await add('red dress', [women.id, dresses.id, sale.id, womenOnSale.id], { stockedAt: day(10) });
  await add('blazer new', [women.id, blazers.id, sale.id, womenOnSale.id], { stockedAt: day(20) });
  for (const [index, top] of ['top 1', 'top 2', 'top 3', 'top 4'].entries()) await add(top, [sale.id, womenOnSale.id], { stockedAt: day(22 + index) });
  await add('cap on sale', [sale.id], { stockedAt: day(27) });
  await add('scarf', [women.id], { stockedAt: day(19) });
  await add('blazer sold out', [women.id, blazers.id], { stockedAt: day(21), sizes: { M: 0 } });
  await add('dress sold out', [women.id, dresses.id], { stockedAt: day(18), sizes: { S: 0 } });
  await add('dress old', [women.id, dresses.id], { stockedAt: day(2) });
  await add('dress new', [dresses.id], { stockedAt: day(15) });
  await add('dress withdrawn', [women.id, dresses.id], { stockedAt: day(16), active: false });
  await add('jeans', [men.id, jeans.id], { stockedAt: day(25) });
  await add('cap sold out', [men.id], { stockedAt: day(26), sizes: { L: 0 } });
});
afterAll(() => context.close());

const similarTo = (name: string, query = '') => context.app.inject({ method: 'GET', url: `/api/product/getSimilarProducts/${ids[name]}${query}` });
const namesOf = (cards: Array<{ nameUZB: string }>) => cards.map((card) => card.nameUZB);

describe('GET /api/product/getSimilarProducts/{id}', () => {
  it('lists the same subcategory first, then the same category, in stock first within each, never the product itself', async () => {
    const response = await similarTo('red dress');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(['dress new', 'dress old', 'dress sold out', 'blazer new', 'scarf', 'blazer sold out']);
    expect(response.json()[0]).toMatchObject({ id: ids['dress new'], inStock: true, productImages: [{ url: expect.any(String) }] });
  });

  it('takes as many as `size` asks, best first', async () => {
    expect(namesOf((await similarTo('red dress', '?size=2')).json())).toEqual(['dress new', 'dress old']);
    expect((await similarTo('red dress', '?size=0')).statusCode).toBe(400);
    expect((await similarTo('red dress', '?size=25')).statusCode).toBe(400);
  });

  it('for a product filed only under a top-level category, lists that category and everything under it', async () => {
    expect(namesOf((await similarTo('scarf')).json())).toEqual(['blazer new', 'dress new', 'red dress', 'dress old', 'blazer sold out', 'dress sold out']);
  });

  it('keeps to its own side of the shop', async () => {
    expect(namesOf((await similarTo('jeans')).json())).toEqual(['cap sold out']);
  });

  it('answers 404 for an unknown product and 400 for an id that is no id', async () => {
    const unknown = await context.app.inject({ method: 'GET', url: '/api/product/getSimilarProducts/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await context.app.inject({ method: 'GET', url: '/api/product/getSimilarProducts/abc' })).statusCode).toBe(400);
  });
});
