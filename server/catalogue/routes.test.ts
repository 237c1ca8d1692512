import { insertCategoryBlock } from '../../test/server/catalogue-fixtures';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { invalidateCatalogue } from './cache';

let context: TestContext;
let women: { id: number };
let dresses: { id: number };
let shirts: { id: number };
let atelier: { id: number };
let empty: { id: number };

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам', position: 2, verticalImage: '/v.svg' });
  atelier = await insertCategory(db, { nameUZB: 'Libos Atelier', nameRUS: 'Libos Ателье', position: 1 });
  empty = await insertCategory(db, { nameUZB: 'Bo‘sh', nameRUS: 'Пусто', position: 3 });
  shirts = await insertCategory(db, { nameUZB: "Ko'ylaklar", nameRUS: 'Рубашки', parentId: women.id, position: 2 });
  dresses = await insertCategory(db, { nameUZB: 'Liboslar', nameRUS: 'Платья', parentId: women.id, position: 1 });
  await insertCategory(db, { nameUZB: 'Kostyumlar', nameRUS: 'Костюмы', parentId: atelier.id });
  await insertCategoryBlock(db, { categoryId: women.id, categoryBlockType: 'MENU_1', placementNumber: 2 });
  await insertCategoryBlock(db, { categoryId: dresses.id, categoryBlockType: 'MENU_1', placementNumber: 1 });
  await insertCategoryBlock(db, { categoryId: atelier.id, categoryBlockType: 'MENU_2', placementNumber: 1 });
  await insertProduct(db, { categoryIds: [women.id] });
  await insertProduct(db, { categoryIds: [dresses.id] });
  await insertProduct(db, { categoryIds: [women.id, shirts.id] });
  await insertProduct(db, { categoryIds: [shirts.id], active: false });
  invalidateCatalogue();
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('GET /api/categoryBlock/getAllByCategoryBlockType/{type}', () => {
  it('lists the blocks of one menu by placement with their categories', async () => {
    const response = await get('/api/categoryBlock/getAllByCategoryBlockType/MENU_1');
    expect(response.statusCode).toBe(200);
    const blocks = response.json();
    expect(blocks.map((block: { category: { id: number } }) => block.category.id)).toEqual([dresses.id, women.id]);
    expect(blocks[0]).toEqual({
      id: expect.any(Number),
      categoryBlockType: 'MENU_1',
      placementNumber: 1,
      category: { id: dresses.id, nameUZB: 'Liboslar', nameRUS: 'Платья', verticalImage: null, horizontalImage: null, parentId: women.id },
    });
    const second = await get('/api/categoryBlock/getAllByCategoryBlockType/MENU_2');
    expect(second.json().map((block: { category: { id: number } }) => block.category.id)).toEqual([atelier.id]);
  });

  it('refuses any other menu type', async () => {
    const response = await get('/api/categoryBlock/getAllByCategoryBlockType/MENU_3');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { type: expect.any(String) } });
  });
});

describe('GET /api/categories/getParentCategories', () => {
  it('lists only top-level categories by position', async () => {
    const response = await get('/api/categories/getParentCategories');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((category: { id: number }) => category.id)).toEqual([atelier.id, women.id, empty.id]);
    expect(response.json()[1]).toEqual({
      id: women.id,
      nameUZB: 'Ayollar',
      nameRUS: 'Женщинам',
      parentId: null,
      verticalImage: '/v.svg',
      horizontalImage: null,
    });
  });
});

describe('GET /api/categories/getSubCategoriesByParent/{parent}', () => {
  it('lists the children of a parent given by id, by position', async () => {
    const response = await get(`/api/categories/getSubCategoriesByParent/${women.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: dresses.id, nameUZB: 'Liboslar', nameRUS: 'Платья', verticalImage: null, horizontalImage: null },
      { id: shirts.id, nameUZB: "Ko'ylaklar", nameRUS: 'Рубашки', verticalImage: null, horizontalImage: null },
    ]);
  });

  it('finds the parent by its Uzbek name in any letter case, as the header sends the brand name', async () => {
    for (const name of ['Libos%20Atelier', 'libos%20atelier', 'LIBOS%20ATELIER']) {
      const response = await get(`/api/categories/getSubCategoriesByParent/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((category: { nameUZB: string }) => category.nameUZB)).toEqual(['Kostyumlar']);
    }
  });

  it('gives an empty list for a parent without children and 404 for an unknown parent', async () => {
    expect((await get(`/api/categories/getSubCategoriesByParent/${empty.id}`)).json()).toEqual([]);
    const unknownName = await get('/api/categories/getSubCategoriesByParent/Nobody');
    expect(unknownName.statusCode).toBe(404);
    expect(unknownName.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/categories/getSubCategoriesByParent/999999')).statusCode).toBe(404);
  });

  it('refuses a numeric parent outside the id range', async () => {
    for (const parent of ['0', '99999999999']) {
      const response = await get(`/api/categories/getSubCategoriesByParent/${parent}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('parent');
    }
  });
});

describe('GET /api/categories/getCategoryById/{id}', () => {
  it('answers the category with the count of active products in it and its subcategories', async () => {
    const response = await get(`/api/categories/getCategoryById/${women.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: women.id,
      nameUZB: 'Ayollar',
      nameRUS: 'Женщинам',
      parentId: null,
      verticalImage: '/v.svg',
      horizontalImage: null,
      productCount: 3,
    });
    expect((await get(`/api/categories/getCategoryById/${shirts.id}`)).json().productCount).toBe(1);
    expect((await get(`/api/categories/getCategoryById/${empty.id}`)).json().productCount).toBe(0);
  });

  it('answers 404 for an unknown id and 400 with fields for a bad one', async () => {
    expect((await get('/api/categories/getCategoryById/424242')).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999']) {
      const response = await get(`/api/categories/getCategoryById/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
  });
});
