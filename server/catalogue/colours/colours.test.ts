import { and, eq } from 'drizzle-orm';
import { colors, products } from '../../db/schema/catalogue';
import { auditLog } from '../../db/schema/staff';
import { insertColor, insertProduct } from '../../../test/server/fixtures';
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

const body = (fields: Record<string, unknown> = {}) => ({ nameUZB: 'Zaytun', nameRUS: 'Оливковый', colorCode: '#6B8E23', ...fields });

function add(payload: Record<string, unknown>, headers: Record<string, string> = manager.headers) {
  return context.app.inject({ method: 'POST', url: '/api/color/addColor', headers, payload });
}

async function auditOf(entityId: number) {
  return context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'color'), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);
}

describe('staff colours: roles', () => {
  it('no token 401, a customer 403, MANAGER and ADMIN may list, add, edit and delete', async () => {
    const customer = await createCustomer(context);
    expect((await context.app.inject({ method: 'GET', url: '/api/color/getAllColors' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/color/getAllColors', headers: customer.headers })).statusCode).toBe(403);
    expect((await add(body(), customer.headers)).statusCode).toBe(403);
    for (const staff of [manager, admin]) {
      expect((await context.app.inject({ method: 'GET', url: '/api/color/getAllColors', headers: staff.headers })).statusCode).toBe(200);
      const added = await add(body(), staff.headers);
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      const edited = await context.app.inject({ method: 'PUT', url: `/api/color/editColor/${id}`, headers: staff.headers, payload: body({ nameUZB: 'Yashil' }) });
      expect(edited.statusCode).toBe(200);
      const deleted = await context.app.inject({ method: 'DELETE', url: `/api/color/deleteColor/${id}`, headers: staff.headers });
      expect(deleted.statusCode).toBe(204);
    }
  });
});

describe('addColor and editColor', () => {
  it('trims the names, stores the code lower-case, answers the colour with its product count and writes audit rows', async () => {
    const added = await add(body({ nameUZB: '  Zaytun ', nameRUS: ' Оливковый  ' }));
    expect(added.statusCode).toBe(201);
    const color = added.json();
    expect(color).toEqual({ id: expect.any(Number), nameUZB: 'Zaytun', nameRUS: 'Оливковый', colorCode: '#6b8e23', productCount: 0 });
    await insertProduct(context.db, { colorId: color.id });
    const edited = await context.app.inject({ method: 'PUT', url: `/api/color/editColor/${color.id}`, headers: manager.headers, payload: body({ colorCode: '#556B2F' }) });
    expect(edited.json()).toMatchObject({ colorCode: '#556b2f', productCount: 1 });
    const list = await context.app.inject({ method: 'GET', url: '/api/color/getAllColors', headers: manager.headers });
    expect(list.json()).toContainEqual({ ...color, colorCode: '#556b2f', productCount: 1 });
    const audit = await auditOf(color.id);
    expect(audit.map((row) => [row.action, row.userId])).toEqual([['CREATE', manager.user.id], ['UPDATE', manager.user.id]]);
    expect(audit[1]!.before).toMatchObject({ colorCode: '#6b8e23' });
    expect(audit[1]!.after).toMatchObject({ colorCode: '#556b2f' });
  });

  it('refuses blank names, a code that is not #rrggbb and fields it does not list with 400', async () => {
    const blank = await add(body({ nameUZB: '   ', nameRUS: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('VALIDATION');
    expect(Object.keys(blank.json().error.fields)).toEqual(expect.arrayContaining(['nameRUS']));
    const spaces = await add(body({ nameUZB: '   ' }));
    expect(spaces.json().error.fields).toEqual({ nameUZB: 'must not be blank' });
    for (const colorCode of ['red', '#fff', '#12345g', '6b8e23', '#6b8e233']) {
      const wrong = await add(body({ colorCode }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toHaveProperty('colorCode');
    }
    expect((await add(body({ id: 7 }))).statusCode).toBe(400);
    expect((await add({ nameUZB: 'Oq' })).statusCode).toBe(400);
  });

  it('answers 404 for a colour that does not exist', async () => {
    const edited = await context.app.inject({ method: 'PUT', url: '/api/color/editColor/999999', headers: manager.headers, payload: body() });
    expect(edited.statusCode).toBe(404);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/color/deleteColor/999999', headers: manager.headers })).statusCode).toBe(404);
  });
});

describe('deleteColor', () => {
  it('refuses a colour a product uses with 409 IN_USE, keeps it, and deletes it once no product does', async () => {
    const color = await insertColor(context.db, { nameUZB: 'Bordo', nameRUS: 'Бордовый', colorCode: '#800020' });
    const { product } = await insertProduct(context.db, { colorId: color.id });
    const refused = await context.app.inject({ method: 'DELETE', url: `/api/color/deleteColor/${color.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IN_USE', usage: { products: 1, orders: 0 } });
    expect(refused.json().error.message).toContain('Bordo');
    expect(await context.db.select().from(colors).where(eq(colors.id, color.id))).toHaveLength(1);
    expect(await auditOf(color.id)).toEqual([]);

    const other = await insertColor(context.db);
    await context.db.update(products).set({ colorId: other.id }).where(eq(products.id, product.id));
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/color/deleteColor/${color.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await context.db.select().from(colors).where(eq(colors.id, color.id))).toEqual([]);
    const [row] = await auditOf(color.id);
    expect(row).toMatchObject({ action: 'DELETE', userId: admin.user.id, after: null, before: { nameUZB: 'Bordo' } });
  });
});
