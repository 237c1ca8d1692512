import { eq } from 'drizzle-orm';
import { insertCategory, insertProduct } from '../../../../test/server/fixtures';
import { products } from '../../../db/schema/catalogue';
import { createTestApp, type TestContext } from '../../../../test/server/harness';
import { staffProductPage } from './list-queries';
import { catalogueBasics, productBody, publishDraft, staffWithRole } from '../../../staff/testing/staff-fixtures';

let context: TestContext;
let headers: Record<string, string>;
let basics: Awaited<ReturnType<typeof catalogueBasics>>;
let shoes: { id: number };
let boots: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  context = await createTestApp();
  headers = (await staffWithRole(context, 'MANAGER')).headers;
  basics = await catalogueBasics(context);
  shoes = await insertCategory(context.db, { nameUZB: 'Poyabzal', nameRUS: 'Обувь' });
  boots = await insertCategory(context.db, { nameUZB: 'Etiklar', nameRUS: 'Сапоги', parentId: shoes.id });
  const rows: Array<[string, Parameters<typeof insertProduct>[1]]> = [
    ['shirt', { nameUZB: 'Paxta futbolka', nameRUS: 'Хлопковая футболка', referenceNumber: 'AB-300', sellPrice: 120_000, stockedAt: new Date('2026-01-01T00:00:00Z') }],
    ['coat', { nameUZB: 'Jun palto', nameRUS: 'Шерстяное пальто', referenceNumber: 'AB-100', sellPrice: 900_000, stockedAt: new Date('2026-01-02T00:00:00Z') }],
    ['boot', { nameUZB: 'Charm etik', nameRUS: 'Кожаные сапоги', referenceNumber: 'ZZ-7', sellPrice: 650_000, categoryIds: [boots.id], stockedAt: new Date('2026-01-03T00:00:00Z') }],
    ['hidden', { nameUZB: 'Eski sharf', nameRUS: 'Старый шарф', referenceNumber: 'AB-200', sellPrice: 80_000, active: false, stockedAt: new Date('2026-01-04T00:00:00Z') }],
  ];
  for (const [key, fixture] of rows) {
    const { product } = await insertProduct(context.db, fixture);
    ids[key] = product.id;
  }
});
afterAll(() => context.close());

async function list(query: string) {
  const response = await context.app.inject({ method: 'GET', url: `/api/product/staff/getAllProducts?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { content: Array<{ id: number; referenceNumber: string; active: boolean }>; totalElements: number; totalPages: number };
}
const idsOf = (found: Awaited<ReturnType<typeof list>>) => found.content.map((product) => product.id);

describe('staff product list', () => {
  it('lists inactive products too, with every staff field, newest first by default', async () => {
    const found = await list('');
    expect(idsOf(found)).toEqual([ids.hidden, ids.boot, ids.coat, ids.shirt]);
    expect(found.content[0]).toMatchObject({ active: false, vatPercent: 12, mxikCode: null, version: 1, image: expect.stringMatching(/^\/media\//) });
  });

  it('sorts by name, price and reference number either way and pages', async () => {
    expect(idsOf(await list('sort=price'))).toEqual([ids.hidden, ids.shirt, ids.boot, ids.coat]);
    expect(idsOf(await list('sort=price&direction=desc'))).toEqual([ids.coat, ids.boot, ids.shirt, ids.hidden]);
    expect(idsOf(await list('sort=name'))).toEqual([ids.boot, ids.hidden, ids.coat, ids.shirt]);
    const paged = await list('sort=referenceNumber&page=1&size=2');
    expect(paged.content.map((product) => product.referenceNumber)).toEqual(['AB-300', 'ZZ-7']);
    expect(paged).toMatchObject({ totalElements: 4, totalPages: 2, totalIsCapped: false });
  });

  it('counts the matches only up to the cap, and says the total is then a floor', async () => {
    const order = { sort: 'price', direction: 'asc' } as const;
    const capped = await staffProductPage(context.db, {}, order, { limit: 2, offset: 0, countCap: 3 });
    expect(capped).toMatchObject({ total: 3, capped: true });
    expect(capped.rows.map((product) => product.id)).toEqual([ids.hidden, ids.shirt]);
    expect(await staffProductPage(context.db, {}, order, { limit: 2, offset: 0, countCap: 4 })).toMatchObject({ total: 4, capped: false });
  });

  it('filters by the active flag and by a category with its subcategories', async () => {
    expect(idsOf(await list('active=false'))).toEqual([ids.hidden]);
    expect((await list('active=true')).totalElements).toBe(3);
    expect(idsOf(await list(`categoryId=${shoes.id}`))).toEqual([ids.boot]);
  });

  it('finds a product by the Cyrillic spelling of its Latin name, by a misspelling, and by its reference number', async () => {
    expect(idsOf(await list(`text=${encodeURIComponent('пахта')}`))).toEqual([ids.shirt]);
    expect(idsOf(await list(`text=${encodeURIComponent('палто')}`))).toEqual([ids.coat]);
    expect(idsOf(await list(`text=${encodeURIComponent('шерстяное')}`))).toEqual([ids.coat]);
    expect(idsOf(await list('text=futbolkka'))).toEqual([ids.shirt]);
    expect(idsOf(await list('text=ZZ-7'))).toEqual([ids.boot]);
    expect(idsOf(await list('text=AB&sort=referenceNumber'))).toEqual([ids.coat, ids.hidden, ids.shirt]);
    const second = await list('text=AB&sort=referenceNumber&page=1&size=2');
    expect({ ids: idsOf(second), totalElements: second.totalElements, totalPages: second.totalPages }).toEqual({ ids: [ids.shirt], totalElements: 3, totalPages: 2 });
    expect(await list('text=AB&page=5&size=2')).toMatchObject({ content: [], totalElements: 3 });
    expect(idsOf(await list('text=sharf&active=true'))).toEqual([]);
  });

  it('lists the colours of one item by its exact reference number, with the other filters', async () => {
    const { product: black } = await insertProduct(context.db, { nameUZB: 'Qora etik', nameRUS: 'Чёрные сапоги', referenceNumber: 'ZZ-7', categoryIds: [boots.id], stockedAt: new Date('2026-01-05T00:00:00Z') });
    try {
      expect(idsOf(await list('referenceNumber=ZZ-7&sort=created&direction=asc'))).toEqual([ids.boot, black.id]);
      expect(idsOf(await list(`referenceNumber=ZZ-7&categoryId=${shoes.id}&sort=created&direction=asc`))).toEqual([ids.boot, black.id]);
      expect(idsOf(await list('referenceNumber=ZZ'))).toEqual([]);
      expect(idsOf(await list('referenceNumber=zz-7'))).toEqual([]);
    } finally {
      await context.db.delete(products).where(eq(products.id, black.id));
    }
  });

  it('refuses a search without a letter or digit and an unknown sort with 400', async () => {
    const blank = await context.app.inject({ method: 'GET', url: '/api/product/staff/getAllProducts?text=%20-%20', headers });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ text: 'must contain a letter or a digit' });
    const sort = await context.app.inject({ method: 'GET', url: '/api/product/staff/getAllProducts?sort=colour', headers });
    expect(sort.statusCode).toBe(400);
  });
});

describe('the storefront follows a staff write at once', () => {
  it('shows the new price on the product page, the category and the search right after the edit', async () => {
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/product/addProduct',
      headers,
      payload: productBody(basics, { referenceNumber: 'FOLLOW-1', nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняная рубашка', sellPrice: 300_000 }),
    });
    const id = added.json().id as number;
    const { version } = await publishDraft(context, id, headers);
    const read = () => context.app.inject({ method: 'GET', url: `/api/product/getProductById/${id}` });
    const inCategory = () => context.app.inject({ method: 'GET', url: `/api/product/getProductByCategoryId/${basics.category.id}` });
    const searched = () => context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent('зигир')}` });
    expect((await read()).json().sellPrice).toBe(300_000);
    expect((await read()).headers['x-cache']).toBe('HIT');
    expect((await inCategory()).json().content).toEqual([expect.objectContaining({ id, sellPrice: 300_000 })]);
    expect((await searched()).json()).toEqual([expect.objectContaining({ id, sellPrice: 300_000 })]);

    const { referenceNumber: _apart, ...body } = productBody(basics, { nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняная рубашка', sellPrice: 275_000 });
    const edited = await context.app.inject({ method: 'PUT', url: `/api/product/editProduct/${id}`, headers, payload: { ...body, version } });
    expect(edited.statusCode).toBe(200);

    const after = await read();
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().sellPrice).toBe(275_000);
    expect((await inCategory()).json().content).toEqual([expect.objectContaining({ id, sellPrice: 275_000 })]);
    expect((await searched()).json()).toEqual([expect.objectContaining({ id, sellPrice: 275_000 })]);
  });

  it('lets the search tolerate a misspelling of a name a staff member just gave', async () => {
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/product/addProduct',
      headers,
      payload: productBody(basics, { referenceNumber: 'FOLLOW-2', nameUZB: 'Kashemir sviter', nameRUS: 'Кашемировый свитер' }),
    });
    expect(added.statusCode).toBe(201);
    await publishDraft(context, added.json().id, headers);
    const found = await context.app.inject({ method: 'GET', url: '/api/product/searchProduct/kashemirr' });
    expect(found.json().map((card: { id: number }) => card.id)).toEqual([added.json().id]);
  });
});

describe('staff product list of one category', () => {
  it('pages the category and its subcategories in every order, counting a product filed at both levels once', async () => {
    const bags = await insertCategory(context.db, { nameUZB: 'Sumkalar', nameRUS: 'Сумки' });
    const backpacks = await insertCategory(context.db, { nameUZB: 'Ryukzaklar', nameRUS: 'Рюкзаки', parentId: bags.id });
    const bag = async (nameUZB: string, sellPrice: number, categoryIds: number[], active = true) =>
      (await insertProduct(context.db, { nameUZB, nameRUS: nameUZB, referenceNumber: `BAG-${sellPrice}`, sellPrice, categoryIds, active })).product.id;
    const tote = await bag('Tote', 300_000, [bags.id]);
    const hiker = await bag('Hiker', 500_000, [bags.id, backpacks.id]);
    const city = await bag('City', 100_000, [backpacks.id]);
    const old = await bag('Antique', 200_000, [bags.id, backpacks.id], false);
    const idsIn = async (query: string) => idsOf(await list(`categoryId=${bags.id}&${query}`));

    expect(idsOf(await list(`categoryId=${bags.id}`))).toEqual([old, city, hiker, tote]);
    expect(await idsIn('sort=price')).toEqual([city, old, tote, hiker]);
    expect(await idsIn('sort=price&direction=desc&page=1&size=3')).toEqual([city]);
    expect(await list(`categoryId=${bags.id}&size=3`)).toMatchObject({ totalElements: 4, totalPages: 2, totalIsCapped: false });
    expect(await idsIn('sort=name')).toEqual([old, city, hiker, tote]);
    expect(await idsIn('sort=referenceNumber&direction=desc')).toEqual([hiker, tote, old, city]);
    expect(await idsIn('active=true&sort=price')).toEqual([city, tote, hiker]);
    expect(await list(`categoryId=${bags.id}&active=false`)).toMatchObject({ totalElements: 1 });
    expect(idsOf(await list(`categoryId=${backpacks.id}&sort=price`))).toEqual([city, old, hiker]);
    const byPrice = { sort: 'price', direction: 'asc' } as const;
    const capped = (countCap: number) => staffProductPage(context.db, { categoryId: bags.id }, byPrice, { limit: 2, offset: 0, countCap });
    expect(await capped(2)).toMatchObject({ total: 2, capped: true }); // one category alone passes the cap
    expect(await capped(3)).toMatchObject({ total: 3, capped: true }); // only the tree's four, told apart, pass it
    expect(await capped(4)).toMatchObject({ total: 4, capped: false });

    // The filings' copies of the sort keys follow the product at once (migration 0011's triggers).
    await context.db.update(products).set({ sellPrice: 50_000, active: true, nameUZB: 'Zamonaviy' }).where(eq(products.id, old));
    expect(await idsIn('sort=price')).toEqual([old, city, tote, hiker]);
    expect(await idsIn('sort=name')).toEqual([city, hiker, tote, old]);
    expect(await idsIn('active=false')).toEqual([]);
    expect((await list(`categoryId=${bags.id}&sort=price`)).content[0]).toMatchObject({ id: old, sellPrice: 50_000, active: true });
  });
});
