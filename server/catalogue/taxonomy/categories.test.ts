import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { insertBanner, insertCategoryBlock, insertHomeSlider } from '../../../test/server/catalogue-fixtures';
import { insertProduct } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

interface Category {
  id: number;
  nameUZB: string;
  nameRUS: string;
  parentId: number | null;
  position: number;
  productCount: number;
}

let counter = 0;

const add = (payload: Record<string, unknown>, headers = manager.headers) =>
  context.app.inject({ method: 'POST', url: '/api/categories/addCategory', headers, payload });

async function addOk(fields: Record<string, unknown> = {}): Promise<Category> {
  counter += 1;
  const response = await add({ nameUZB: `Kategoriya ${counter}`, nameRUS: `Категория ${counter}`, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const edit = (id: number, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'PUT', url: `/api/categories/editCategory/${id}`, headers: manager.headers, payload });

const reorder = (parentId: number | null, ids: number[]) =>
  context.app.inject({ method: 'PUT', url: '/api/categories/reorderCategories', headers: manager.headers, payload: { parentId, ids } });

const remove = (id: number) => context.app.inject({ method: 'DELETE', url: `/api/categories/deleteCategory/${id}`, headers: manager.headers });

const auditOf = (entity: string, id: number) =>
  context.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id))).orderBy(auditLog.id);

const publicSubcategories = async (parentId: number) =>
  (await context.app.inject({ method: 'GET', url: `/api/categories/getSubCategoriesByParent/${parentId}` })).json() as Array<{ id: number; nameUZB: string }>;

describe('roles', () => {
  it('wants a staff token on every category and menu route: none 401, a customer 403, MANAGER and ADMIN allowed', async () => {
    const category = await addOk();
    const customer = await createCustomer(context);
    const block = { categoryBlockType: 'MENU_1', placementNumber: 1, categoryId: category.id };
    const calls = [
      { method: 'GET' as const, url: '/api/categories/staff/getAllCategories' },
      { method: 'GET' as const, url: `/api/categories/staff/getSubCategories/${category.id}` },
      { method: 'POST' as const, url: '/api/categories/addCategory', payload: { nameUZB: 'a', nameRUS: 'b' } },
      { method: 'PUT' as const, url: `/api/categories/editCategory/${category.id}`, payload: { nameUZB: 'a', nameRUS: 'b', parentId: null } },
      { method: 'PUT' as const, url: '/api/categories/reorderCategories', payload: { parentId: null, ids: [category.id] } },
      { method: 'DELETE' as const, url: `/api/categories/deleteCategory/${category.id}` },
      { method: 'GET' as const, url: '/api/categoryBlock/staff/getAllCategoryBlocks' },
      { method: 'POST' as const, url: '/api/categoryBlock/addCategoryBlock', payload: block },
      { method: 'PUT' as const, url: '/api/categoryBlock/editCategoryBlock/1', payload: block },
      { method: 'DELETE' as const, url: '/api/categoryBlock/deleteCategoryBlock/1' },
    ];
    for (const call of calls) {
      expect([call.url, (await context.app.inject(call)).statusCode]).toEqual([call.url, 401]);
      expect([call.url, (await context.app.inject({ ...call, headers: customer.headers })).statusCode]).toEqual([call.url, 403]);
    }
    for (const headers of [admin.headers, manager.headers]) {
      expect((await context.app.inject({ ...calls[0]!, headers })).statusCode).toBe(200);
      expect((await context.app.inject({ ...calls[6]!, headers })).statusCode).toBe(200);
    }
  });
});

describe('categories', () => {
  it('adds top-level categories and subcategories, each placed last, with audit rows; the storefront lists them at once', async () => {
    const parent = await addOk({ nameUZB: '  Bolalar  ', nameRUS: 'Детям' });
    expect(parent).toMatchObject({ nameUZB: 'Bolalar', parentId: null, productCount: 0 });
    const first = await addOk({ parentId: parent.id });
    const second = await addOk({ parentId: parent.id });
    expect([first.position, second.position]).toEqual([0, 1]);
    expect((await publicSubcategories(parent.id)).map((child) => child.id)).toEqual([first.id, second.id]);
    const parents = await context.app.inject({ method: 'GET', url: '/api/categories/getParentCategories' });
    expect(parents.json().map((row: { id: number }) => row.id)).toContain(parent.id);
    const all = (await context.app.inject({ method: 'GET', url: '/api/categories/staff/getAllCategories', headers: manager.headers })).json() as Category[];
    expect(all.filter((row) => row.parentId === parent.id).map((row) => row.id)).toEqual([first.id, second.id]);
    expect(all.findIndex((row) => row.id === parent.id)).toBeLessThan(all.findIndex((row) => row.id === first.id));
    const subs = await context.app.inject({ method: 'GET', url: `/api/categories/staff/getSubCategories/${parent.id}`, headers: manager.headers });
    expect(subs.json().map((row: Category) => row.id)).toEqual([first.id, second.id]);
    expect(await auditOf('category', first.id)).toEqual([expect.objectContaining({ action: 'CREATE', userId: manager.user.id, before: null })]);
  });

  it.each([
    ['a blank Uzbek name', { nameUZB: ' ', nameRUS: 'Имя' }, 'nameUZB'],
    ['no Russian name', { nameUZB: 'Nom' }, 'nameRUS'],
    ['an unknown field', { nameUZB: 'Nom', nameRUS: 'Имя', position: 3 }, 'position'],
    ['a parent that does not exist', { nameUZB: 'Nom', nameRUS: 'Имя', parentId: 999_999 }, 'parentId'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('keeps two levels: no subcategory under a subcategory, no parent with children moved down, no cycles', async () => {
    const top = await addOk();
    const child = await addOk({ parentId: top.id });
    const other = await addOk();
    const deeper = await add({ nameUZB: 'Chuqur', nameRUS: 'Глубже', parentId: child.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.fields).toEqual({ parentId: 'is a subcategory itself' });
    const self = await edit(top.id, { nameUZB: top.nameUZB, nameRUS: top.nameRUS, parentId: top.id });
    expect(self.json().error.fields).toEqual({ parentId: 'is the category itself' });
    const cycle = await edit(top.id, { nameUZB: top.nameUZB, nameRUS: top.nameRUS, parentId: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toEqual({ parentId: 'is a subcategory of this category' });
    const withChildren = await edit(top.id, { nameUZB: top.nameUZB, nameRUS: top.nameRUS, parentId: other.id });
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().error.fields.parentId).toMatch(/1 subcategories/);
    expect((await auditOf('category', top.id)).map((row) => row.action)).toEqual(['CREATE']);
  });

  it('never makes a third level when a category is moved down while a subcategory is added under it', async () => {
    for (let round = 0; round < 3; round++) {
      const moving = await addOk();
      const target = await addOk();
      const [moved, added] = await Promise.all([
        edit(moving.id, { nameUZB: moving.nameUZB, nameRUS: moving.nameRUS, parentId: target.id }),
        add({ nameUZB: 'Yangi', nameRUS: 'Новая', parentId: moving.id }),
      ]);
      expect([moved.statusCode, added.statusCode].filter((status) => status < 300)).toHaveLength(1);
      const all = (await context.app.inject({ method: 'GET', url: '/api/categories/staff/getAllCategories', headers: manager.headers })).json() as Category[];
      const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
      expect(all.filter((row) => row.parentId !== null && parentOf.get(row.parentId) !== null)).toEqual([]);
    }
  });

  it('renames and moves a category to another parent (last there) with before and after in the audit row', async () => {
    const from = await addOk();
    const to = await addOk();
    const existing = await addOk({ parentId: to.id });
    const moving = await addOk({ parentId: from.id });
    const response = await edit(moving.id, { nameUZB: 'Shimlar', nameRUS: 'Брюки', parentId: to.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: moving.id, nameUZB: 'Shimlar', nameRUS: 'Брюки', parentId: to.id, position: existing.position + 1 });
    expect(await publicSubcategories(from.id)).toEqual([]);
    expect((await publicSubcategories(to.id)).map((child) => child.nameUZB)).toEqual([existing.nameUZB, 'Shimlar']);
    const [, update] = await auditOf('category', moving.id);
    expect(update).toMatchObject({ action: 'UPDATE', before: { parentId: from.id, nameUZB: moving.nameUZB }, after: { parentId: to.id, nameUZB: 'Shimlar' } });
    const toTop = await edit(moving.id, { nameUZB: 'Shimlar', nameRUS: 'Брюки', parentId: null });
    expect(toTop.json()).toMatchObject({ parentId: null });
  });

  it('reorders one parent’s categories, auditing each moved one, and refuses a list that is not exactly its categories', async () => {
    const parent = await addOk();
    const [a, b, c] = [await addOk({ parentId: parent.id }), await addOk({ parentId: parent.id }), await addOk({ parentId: parent.id })];
    const response = await reorder(parent.id, [c!.id, a!.id, b!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: Category) => [row.id, row.position])).toEqual([[c!.id, 0], [a!.id, 1], [b!.id, 2]]);
    expect((await publicSubcategories(parent.id)).map((child) => child.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await auditOf('category', c!.id)).at(-1)).toMatchObject({ action: 'REORDER', before: { position: 2 }, after: { position: 0 } });
    const missing = await reorder(parent.id, [a!.id, b!.id]);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe('CONFLICT');
    const stranger = await reorder(parent.id, [a!.id, b!.id, parent.id]);
    expect(stranger.statusCode).toBe(409);
    const repeated = await reorder(parent.id, [a!.id, a!.id, b!.id]);
    expect(repeated.statusCode).toBe(400);
    const noParent = await reorder(999_999, [a!.id]);
    expect(noParent.json().error.fields).toEqual({ parentId: 'no such category' });
  });

  it('refuses to delete a category while anything uses it (409 IN_USE counting each) and deletes it once nothing does', async () => {
    const parent = await addOk();
    const child = await addOk({ parentId: parent.id });
    await insertProduct(context.db, { categoryIds: [parent.id] });
    const block = await insertCategoryBlock(context.db, { categoryId: parent.id, categoryBlockType: 'MENU_2' });
    await insertHomeSlider(context.db, { categoryId: parent.id });
    await insertBanner(context.db, { targetType: 'category', targetId: parent.id });
    const refused = await remove(parent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'IN_USE',
      message: expect.stringContaining('1 product, 1 subcategory, 1 menu block, 1 home slider, 1 banner'),
      usage: { products: 1, subcategories: 1, menuBlocks: 1, sliders: 1, banners: 1 },
    });
    const blockGone = await context.app.inject({ method: 'DELETE', url: `/api/categoryBlock/deleteCategoryBlock/${block.id}`, headers: manager.headers });
    expect(blockGone.statusCode).toBe(200);
    expect((await remove(parent.id)).json().error.usage).toMatchObject({ menuBlocks: 0, subcategories: 1 });

    const deleted = await remove(child.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: child.id });
    expect(await publicSubcategories(parent.id)).toEqual([]);
    expect((await auditOf('category', child.id)).at(-1)).toMatchObject({ action: 'DELETE', after: null });
    expect((await remove(child.id)).statusCode).toBe(404);
  });
});

describe('category blocks (the header menus)', () => {
  const addBlock = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: '/api/categoryBlock/addCategoryBlock', headers: manager.headers, payload });
  const menu = async (type: string) =>
    ((await context.app.inject({ method: 'GET', url: `/api/categoryBlock/getAllByCategoryBlockType/${type}` })).json() as Array<{ id: number; placementNumber: number; category: { id: number } }>);

  it('adds, moves and removes a category of a menu, audits each, and the storefront menu follows at once', async () => {
    const category = await addOk();
    const added = await addBlock({ categoryBlockType: 'MENU_1', placementNumber: 7, categoryId: category.id });
    expect(added.statusCode).toBe(201);
    const block = added.json();
    expect(block).toMatchObject({ categoryBlockType: 'MENU_1', placementNumber: 7, category: { id: category.id, nameUZB: category.nameUZB, parentId: null } });
    expect((await menu('MENU_1')).find((row) => row.id === block.id)).toMatchObject({ placementNumber: 7 });

    const moved = await context.app.inject({
      method: 'PUT',
      url: `/api/categoryBlock/editCategoryBlock/${block.id}`,
      headers: admin.headers,
      payload: { categoryBlockType: 'MENU_2', placementNumber: 2, categoryId: category.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await menu('MENU_1')).some((row) => row.id === block.id)).toBe(false);
    expect((await menu('MENU_2')).find((row) => row.id === block.id)).toMatchObject({ placementNumber: 2 });
    const list = await context.app.inject({ method: 'GET', url: '/api/categoryBlock/staff/getAllCategoryBlocks', headers: manager.headers });
    expect(list.json()).toContainEqual(moved.json());

    const removed = await context.app.inject({ method: 'DELETE', url: `/api/categoryBlock/deleteCategoryBlock/${block.id}`, headers: manager.headers });
    expect(removed.statusCode).toBe(200);
    expect((await menu('MENU_2')).some((row) => row.id === block.id)).toBe(false);
    expect((await auditOf('categoryBlock', block.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('refuses a category twice in one menu (409 DUPLICATE), an unknown category, menu or placement (400), an unknown block (404)', async () => {
    const category = await addOk();
    expect((await addBlock({ categoryBlockType: 'MENU_1', placementNumber: 1, categoryId: category.id })).statusCode).toBe(201);
    const twice = await addBlock({ categoryBlockType: 'MENU_1', placementNumber: 2, categoryId: category.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'DUPLICATE', fields: { categoryId: 'already in this menu' } });
    expect((await addBlock({ categoryBlockType: 'MENU_2', placementNumber: 1, categoryId: category.id })).statusCode).toBe(201);
    const unknown = await addBlock({ categoryBlockType: 'MENU_1', placementNumber: 1, categoryId: 999_999 });
    expect(unknown.json().error.fields).toEqual({ categoryId: 'no such category' });
    expect((await addBlock({ categoryBlockType: 'MENU_3', placementNumber: 1, categoryId: category.id })).statusCode).toBe(400);
    expect((await addBlock({ categoryBlockType: 'MENU_1', placementNumber: 0, categoryId: category.id })).statusCode).toBe(400);
    const edit404 = await context.app.inject({
      method: 'PUT',
      url: '/api/categoryBlock/editCategoryBlock/999999',
      headers: manager.headers,
      payload: { categoryBlockType: 'MENU_1', placementNumber: 1, categoryId: category.id },
    });
    expect(edit404.statusCode).toBe(404);
  });
});
