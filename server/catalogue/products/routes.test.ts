import { eq } from 'drizzle-orm';
import { insertBrand, insertCategory, insertColor, insertProduct } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { invalidateCatalogue } from '../cache';
import { products } from '../../db/schema/catalogue';

let context: TestContext;
let women: { id: number };
let dresses: { id: number };
let grandchild: { id: number };
let emptyCategory: { id: number };
let red: { id: number };
let blue: { id: number };
const ids: Record<string, number> = {};

const day = 24 * 60 * 60 * 1000;
const stocked = (daysAgo: number) => new Date(Date.parse('2026-11-20T09:00:00Z') - daysAgo * day);

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
  dresses = await insertCategory(db, { nameUZB: 'Liboslar', nameRUS: 'Платья', parentId: women.id });
  grandchild = await insertCategory(db, { nameUZB: 'Kechki', nameRUS: 'Вечерние', parentId: dresses.id });
  emptyCategory = await insertCategory(db, { nameUZB: 'Bo‘sh', nameRUS: 'Пусто' });
  red = await insertColor(db, { nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' });
  blue = await insertColor(db, { nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#0000cc' });
  const premium = await insertBrand(db, 'Libos Atelier');
  // paid prices: cheap 90 000, discounted 200 000 at 60% -> 80 000, middle 120 000, dear 300 000
  const cheap = await insertProduct(db, { nameUZB: 'Arzon', sellPrice: 90_000, categoryIds: [women.id], colorId: red.id, sizes: { S: 1 }, stockedAt: stocked(30) });
  const discounted = await insertProduct(db, {
    nameUZB: 'Chegirma',
    sellPrice: 200_000,
    sale: 60,
    categoryIds: [dresses.id],
    colorId: blue.id,
    sizes: { M: 2, L: 0 },
    stockedAt: stocked(3),
  });
  const middle = await insertProduct(db, { nameUZB: "O'rta", sellPrice: 120_000, categoryIds: [dresses.id], colorId: red.id, sizes: { L: 4 }, stockedAt: stocked(20) });
  const dear = await insertProduct(db, { nameUZB: 'Qimmat', sellPrice: 300_000, categoryIds: [women.id, dresses.id], colorId: blue.id, sizes: { M: 0, XL: 1 }, stockedAt: stocked(1) });
  const hidden = await insertProduct(db, { nameUZB: 'Yashirin', active: false, categoryIds: [women.id], stockedAt: stocked(0) });
  const tooDeep = await insertProduct(db, { nameUZB: 'Chuqur', categoryIds: [grandchild.id], stockedAt: stocked(0) });
  await db.update(products).set({ brandId: premium.id, popularity: 50 }).where(eq(products.id, middle.product.id));
  await db.update(products).set({ popularity: 10 }).where(eq(products.id, cheap.product.id));
  Object.assign(ids, {
    cheap: cheap.product.id,
    discounted: discounted.product.id,
    middle: middle.product.id,
    dear: dear.product.id,
    hidden: hidden.product.id,
    tooDeep: tooDeep.product.id,
  });
  invalidateCatalogue();
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });
const idsOf = (body: { content: Array<{ id: number }> }) => body.content.map((card) => card.id);
const byCategory = (query = '', categoryId = women.id) => get(`/api/product/getProductByCategoryId/${categoryId}${query}`);

describe('GET /api/product/getProductByCategoryId/{categoryId}', () => {
  it('pages the active products of the category and its direct subcategories, newest first', async () => {
    const response = await byCategory();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([ids.dear, ids.discounted, ids.middle, ids.cheap]);
    expect(body).toMatchObject({ page: 0, size: 20, totalElements: 4, totalPages: 1 });
    const card = body.content.find((item: { id: number }) => item.id === ids.discounted);
    expect(card).toMatchObject({ sellPrice: 200_000, sale: 60, salePrice: 80_000, isNew: true, inStock: true, color: { id: blue.id } });
  });

  it('reports paging metadata and pages past the end', async () => {
    const first = (await byCategory('?page=0&size=3')).json();
    expect(first).toMatchObject({ page: 0, size: 3, totalElements: 4, totalPages: 2 });
    expect(idsOf(first)).toEqual([ids.dear, ids.discounted, ids.middle]);
    const second = (await byCategory('?page=1&size=3')).json();
    expect(idsOf(second)).toEqual([ids.cheap]);
    const beyond = (await byCategory('?page=5&size=3')).json();
    expect(beyond).toEqual({ content: [], page: 5, size: 3, totalElements: 4, totalPages: 2 });
  });

  it('sorts by the price the shopper pays, and by popularity', async () => {
    expect(idsOf((await byCategory('?sort=priceAsc')).json())).toEqual([ids.discounted, ids.cheap, ids.middle, ids.dear]);
    expect(idsOf((await byCategory('?sort=priceDesc')).json())).toEqual([ids.dear, ids.middle, ids.cheap, ids.discounted]);
    expect(idsOf((await byCategory('?sort=popular')).json())).toEqual([ids.middle, ids.cheap, ids.dear, ids.discounted]);
  });

  it('filters by the paid price', async () => {
    expect(idsOf((await byCategory('?minPrice=85000&maxPrice=150000&sort=priceAsc')).json())).toEqual([ids.cheap, ids.middle]);
    expect(idsOf((await byCategory('?maxPrice=80000')).json())).toEqual([ids.discounted]);
  });

  it('filters by sizes in stock, colours and brands, as comma lists or repeated parameters', async () => {
    expect(idsOf((await byCategory('?sizes=M')).json())).toEqual([ids.discounted]);
    expect(idsOf((await byCategory('?sizes=m,xl&sort=priceAsc')).json())).toEqual([ids.discounted, ids.dear]);
    expect(idsOf((await byCategory('?sizes=M&sizes=S&sort=priceAsc')).json())).toEqual([ids.discounted, ids.cheap]);
    expect(idsOf((await byCategory(`?colorIds=${red.id}&sort=priceAsc`)).json())).toEqual([ids.cheap, ids.middle]);
    expect(idsOf((await byCategory(`?colorIds=${red.id},${blue.id}`)).json())).toHaveLength(4);
    const [middle] = (await byCategory(`?brandIds=${(await insertBrand(context.db, 'Libos Atelier')).id}`)).json().content;
    expect(middle.id).toBe(ids.middle);
  });

  it('lists a subcategory on its own without its parent products', async () => {
    expect(idsOf((await byCategory('', dresses.id)).json())).toEqual([ids.tooDeep, ids.dear, ids.discounted, ids.middle]);
  });

  it('answers 404 for an unknown category and an empty page for an empty one', async () => {
    const unknown = await byCategory('', 777_777);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await byCategory('', emptyCategory.id)).json()).toEqual({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 });
  });

  it.each([
    ['abc', '', 'categoryId'],
    ['0', '', 'categoryId'],
    ['99999999999', '', 'categoryId'],
    ['1', '?sort=cheap', 'sort'],
    ['1', '?size=1000', 'size'],
    ['1', '?page=-1', 'page'],
    ['1', '?minPrice=abc', 'minPrice'],
    ['1', '?colorIds=1,abc', 'colorIds.1'],
    ['1', '?brandIds=0', 'brandIds.0'],
    ['1', '?sizes=M,%3Cscript%3E', 'sizes.1'],
    ['1', '?minPrice=200&maxPrice=100', 'minPrice'],
  ])('refuses category %s with query %s naming the field %s', async (categoryId, query, field) => {
    const response = await get(`/api/product/getProductByCategoryId/${categoryId}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields).toHaveProperty([field]);
  });
});

describe('GET /api/product/getProductById/{id}', () => {
  it('answers the full product with brand, categories, sizes by position and the other colours', async () => {
    const sibling = await insertProduct(context.db, { referenceNumber: 'LB-777', colorId: red.id, categoryIds: [dresses.id] });
    const main = await insertProduct(context.db, {
      referenceNumber: 'LB-777',
      colorId: blue.id,
      categoryIds: [women.id, dresses.id],
      sizes: { S: 0, M: 3, L: 1 },
      images: ['/1.svg', '/2.svg'],
    });
    // A reference number is unique within a colour, so the retired colour is a third one.
    const green = await insertColor(context.db, { nameUZB: 'Yashil', nameRUS: 'Зелёный', colorCode: '#00aa00' });
    const retired = await insertProduct(context.db, { referenceNumber: 'LB-777', colorId: green.id, active: false });
    invalidateCatalogue();
    const response = await get(`/api/product/getProductById/${main.product.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({
      id: main.product.id,
      nameUZB: 'Futbolka',
      nameRUS: 'Футболка',
      active: true,
      referenceNumber: 'LB-777',
      descriptionUZB: 'Paxta',
      descriptionRUS: 'Хлопок',
      brand: { id: expect.any(Number), name: 'Libos' },
      productImages: [{ url: '/1.svg' }, { url: '/2.svg' }],
      color: { id: blue.id, colorCode: '#0000cc' },
      salePrice: null,
      inStock: true,
      reviewCount: 0,
      averageRating: null,
    });
    expect(product.categories).toEqual([
      { id: women.id, nameUZB: 'Ayollar', nameRUS: 'Женщинам' },
      { id: dresses.id, nameUZB: 'Liboslar', nameRUS: 'Платья' },
    ]);
    expect(product.sizes).toEqual([
      { productSizeVariantId: main.variants[0]!.id, size: 'S', quantity: 0 },
      { productSizeVariantId: main.variants[1]!.id, size: 'M', quantity: 3 },
      { productSizeVariantId: main.variants[2]!.id, size: 'L', quantity: 1 },
    ]);
    expect(product.colorVariants).toEqual([
      { productId: sibling.product.id, color: { id: red.id, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' }, active: true },
      { productId: retired.product.id, color: { id: green.id, nameUZB: 'Yashil', nameRUS: 'Зелёный', colorCode: '#00aa00' }, active: false },
    ]);
  });

  it('still answers an inactive product, marked inactive', async () => {
    const response = await get(`/api/product/getProductById/${ids.hidden}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.hidden, active: false, colorVariants: [] });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get('/api/product/getProductById/123456')).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      const response = await get(`/api/product/getProductById/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
  });
});

describe('GET /api/product/getAllProducts', () => {
  it('pages the newest active products', async () => {
    const body = (await get('/api/product/getAllProducts?size=2')).json();
    expect(body.content).toHaveLength(2);
    expect(body.content.every((card: { active: boolean }) => card.active)).toBe(true);
    expect(body.content[0].id).toBe(ids.tooDeep);
    const all = (await get('/api/product/getAllProducts?size=100')).json();
    expect(all.totalElements).toBe(all.content.length);
    expect(all.content.map((card: { id: number }) => card.id)).not.toContain(ids.hidden);
    expect(body).toMatchObject({ page: 0, size: 2, totalElements: all.totalElements, totalPages: Math.ceil(all.totalElements / 2) });
  });

  it('refuses a page size above 100', async () => {
    const response = await get('/api/product/getAllProducts?size=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('size');
  });
});
