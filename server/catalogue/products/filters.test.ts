import { eq } from 'drizzle-orm';
import { insertBrand, insertCategory, insertColor, insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { invalidateCatalogue } from '../cache';
import { products } from '../../db/schema/catalogue';
import { compareSizes } from './filter-queries';

let context: TestContext;
let women: { id: number };
let dresses: { id: number };
let men: { id: number };
let empty: { id: number };
let red: { id: number };
let blue: { id: number };
let green: { id: number };
let merchant: { id: number };
let libos: { id: number };

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
  dresses = await insertCategory(db, { nameUZB: 'Liboslar', nameRUS: 'Платья', parentId: women.id });
  men = await insertCategory(db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
  empty = await insertCategory(db, { nameUZB: 'Bo‘sh', nameRUS: 'Пусто' });
  red = await insertColor(db, { nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' });
  blue = await insertColor(db, { nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#0000cc' });
  green = await insertColor(db, { nameUZB: 'Yashil', nameRUS: 'Зелёный', colorCode: '#00cc00' });
  libos = await insertBrand(db, 'Libos');
  merchant = await insertBrand(db, 'Nodira Textile');

  await insertProduct(db, { categoryIds: [women.id], colorId: red.id, sizes: { M: 2, L: 0, '38': 1 } });
  const own1 = await insertProduct(db, { categoryIds: [dresses.id], colorId: blue.id, sizes: { m: 1, XS: 3 } });
  const own2 = await insertProduct(db, { categoryIds: [women.id, dresses.id], colorId: blue.id, sizes: { XL: 1, '9': 1, 'One size': 2 } });
  // Neither of these may count: one is hidden, the other filed elsewhere.
  const hidden = await insertProduct(db, { categoryIds: [women.id], colorId: green.id, active: false, sizes: { XXL: 5 } });
  await insertProduct(db, { categoryIds: [men.id], colorId: green.id, sizes: { XXL: 5 } });
  for (const product of [own1, own2, hidden]) {
    await db.update(products).set({ brandId: merchant.id }).where(eq(products.id, product.product.id));
  }
  invalidateCatalogue();
});
afterAll(() => context.close());

const filtersOf = (categoryId: number) => context.app.inject({ method: 'GET', url: `/api/product/getCategoryFilters/${categoryId}` });

describe('GET /api/product/getCategoryFilters/{categoryId}', () => {
  it('offers the brands of the category’s active products, a merchant’s own brand included, with counts', async () => {
    const response = await filtersOf(women.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().brands).toEqual([
      { id: libos.id, name: 'Libos', count: 1 },
      { id: merchant.id, name: 'Nodira Textile', count: 2 },
    ]);
  });

  it('counts colours over active products of the category tree only, most common first', async () => {
    const { colours } = (await filtersOf(women.id)).json();
    expect(colours).toEqual([
      { id: blue.id, nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#0000cc', count: 2 },
      { id: red.id, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000', count: 1 },
    ]);
  });

  it('offers the sizes in stock, case folded, letters in their run, then numbers, then the rest', async () => {
    const { sizes } = (await filtersOf(women.id)).json();
    expect(sizes).toEqual([
      { size: 'XS', count: 1 },
      { size: 'M', count: 2 },
      { size: 'XL', count: 1 },
      { size: '9', count: 1 },
      { size: '38', count: 1 },
      { size: 'ONE SIZE', count: 1 },
    ]);
  });

  it('narrows to a subcategory', async () => {
    const body = (await filtersOf(dresses.id)).json();
    expect(body.brands).toEqual([{ id: merchant.id, name: 'Nodira Textile', count: 2 }]);
    expect(body.colours.map((colour: { id: number }) => colour.id)).toEqual([blue.id]);
  });

  it('answers empty lists for a category with no products, and 404 for an unknown one', async () => {
    expect((await filtersOf(empty.id)).json()).toEqual({ brands: [], sizes: [], colours: [] });
    expect((await filtersOf(999_999)).statusCode).toBe(404);
  });

  it('is cached with the catalogue and forgotten when the catalogue changes', async () => {
    const first = await filtersOf(men.id);
    expect((await filtersOf(men.id)).headers['x-cache']).toBe('HIT');
    await context.db.update(products).set({ active: false }).where(eq(products.colorId, green.id));
    invalidateCatalogue();
    const after = await filtersOf(men.id);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(first.json().brands).toHaveLength(1);
    expect(after.json()).toEqual({ brands: [], sizes: [], colours: [] });
  });
});

describe('compareSizes', () => {
  it('puts letter sizes in their run, numbers by value, the rest by name', () => {
    expect(['40', 'L', 'ONE SIZE', 'XXL', '9', 'S', 'XS', 'M', 'XL', '36.5', 'A'].sort(compareSizes)).toEqual([
      'XS', 'S', 'M', 'L', 'XL', 'XXL', '9', '36.5', '40', 'A', 'ONE SIZE',
    ]);
  });
});
