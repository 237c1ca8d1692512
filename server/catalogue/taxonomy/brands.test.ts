import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue';
import { auditLog } from '../../db/schema/staff';
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

const add = (name: unknown, headers: Record<string, string> = manager.headers) =>
  context.app.inject({ method: 'POST', url: '/api/brand/addBrand', headers, payload: { name } });

async function addOk(name: string) {
  const response = await add(name);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string; productCount: number };
}

/** A product of the brand (the fixture files it under a brand of its own). */
async function productOf(brandId: number) {
  const { product } = await insertProduct(context.db);
  await context.db.update(products).set({ brandId }).where(eq(products.id, product.id));
  return product;
}

const auditOf = (id: number) =>
  context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id).then((rows) => rows.filter((row) => row.entity === 'brand'));

describe('roles', () => {
  it('wants a staff token on every brand route: none 401, a customer 403, MANAGER and ADMIN allowed', async () => {
    const brand = await addOk('Role Test');
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/brand/getAllBrands' },
      { method: 'POST' as const, url: '/api/brand/addBrand', payload: { name: 'Nobody' } },
      { method: 'PUT' as const, url: `/api/brand/editBrand/${brand.id}`, payload: { name: 'Nobody' } },
      { method: 'DELETE' as const, url: `/api/brand/deleteBrand/${brand.id}` },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...call, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    expect((await context.app.inject({ ...calls[0]!, headers: admin.headers })).statusCode).toBe(200);
    expect((await context.app.inject({ ...calls[0]!, headers: manager.headers })).statusCode).toBe(200);
  });
});

describe('brands', () => {
  it('adds a brand (trimmed), lists it by name with its product count, and audits the creation', async () => {
    const brand = await addOk('  Mango   Home ');
    expect(brand).toMatchObject({ name: 'Mango Home', productCount: 0 });
    await productOf(brand.id);
    const list = await context.app.inject({ method: 'GET', url: '/api/brand/getAllBrands', headers: admin.headers });
    expect(list.json()).toContainEqual({ id: brand.id, name: 'Mango Home', productCount: 1 });
    const names = list.json().map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await auditOf(brand.id)).toEqual([expect.objectContaining({ action: 'CREATE', userId: manager.user.id, before: null, after: brand })]);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['no name', {}, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown field', { name: 'Ok', logo: 'x' }, 'logo'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await context.app.inject({ method: 'POST', url: '/api/brand/addBrand', headers: manager.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('refuses a name another brand has, letter case aside, with 409 DUPLICATE, on add and on rename', async () => {
    const zara = await addOk('Zara Dup');
    const other = await addOk('Other Dup');
    const again = await add('ZARA dup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DUPLICATE', fields: { name: 'already taken' } });
    const rename = await context.app.inject({ method: 'PUT', url: `/api/brand/editBrand/${other.id}`, headers: manager.headers, payload: { name: 'zara dup' } });
    expect(rename.statusCode).toBe(409);
    const sameLetters = await context.app.inject({ method: 'PUT', url: `/api/brand/editBrand/${zara.id}`, headers: manager.headers, payload: { name: 'ZARA Dup' } });
    expect(sameLetters.statusCode).toBe(200);
  });

  it('lets one of two adds of the same new name through at once and answers the other 409 DUPLICATE', async () => {
    const answers = await Promise.all([add('Raced Brand'), add('Raced Brand'), add('Raced Brand')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error.code)).toEqual(['DUPLICATE', 'DUPLICATE']);
  });

  it('renames a brand with an audit row, and the storefront shows the new name at once', async () => {
    const brand = await addOk('Old Name');
    const product = await productOf(brand.id);
    const before = await context.app.inject({ method: 'GET', url: `/api/product/getProductById/${product.id}` });
    expect(JSON.stringify(before.json())).toContain('Old Name');
    const response = await context.app.inject({ method: 'PUT', url: `/api/brand/editBrand/${brand.id}`, headers: admin.headers, payload: { name: 'New Name' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: brand.id, name: 'New Name', productCount: 1 });
    const after = await context.app.inject({ method: 'GET', url: `/api/product/getProductById/${product.id}` });
    expect(JSON.stringify(after.json())).toContain('New Name');
    expect((await auditOf(brand.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses to delete a brand products have (409 IN_USE with the count) and deletes an unused one', async () => {
    const used = await addOk('Used Brand');
    await productOf(used.id);
    await productOf(used.id);
    const refused = await context.app.inject({ method: 'DELETE', url: `/api/brand/deleteBrand/${used.id}`, headers: manager.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'IN_USE', message: expect.stringContaining('2 products'), usage: { products: 2 } });
    expect((await auditOf(used.id)).map((row) => row.action)).toEqual(['CREATE']);

    const unused = await addOk('Unused Brand');
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/brand/deleteBrand/${unused.id}`, headers: manager.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(unused);
    const list = await context.app.inject({ method: 'GET', url: '/api/brand/getAllBrands', headers: manager.headers });
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(unused.id);
    expect((await auditOf(unused.id)).at(-1)).toMatchObject({ action: 'DELETE', before: unused, after: null });
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await context.app.inject({ method: 'PUT', url: '/api/brand/editBrand/999999', headers: manager.headers, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/brand/deleteBrand/999999', headers: manager.headers })).statusCode).toBe(404);
  });
});
