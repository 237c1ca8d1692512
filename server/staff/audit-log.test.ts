import { eq } from 'drizzle-orm';
import { users } from '../db/schema/staff';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { insertBrand, insertCategory, insertColor, insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createShopper, placedOrder } from '../../test/server/order-fixtures';
import { writeAudit } from './audit';
import { staffWithRole } from './testing/staff-fixtures';

/*
 * GET /api/audit (docs/api.md "Staff: catalogue"): newest first, each entry naming its staff member as the account
 * is now, filtered by entity, row, staff member and Tashkent days; ADMIN only.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let nameless: { id: number };
let removed: { id: number };

/** 2026-11-20 09:00 UTC, the test clock's start: 14:00 in Tashkent. */
const day = (offset: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + offset * DAY_MS).toISOString().slice(0, 10);

async function audit(userId: number, entity: 'product' | 'customer' | 'staffUser', entityId: number, action: 'CREATE' | 'UPDATE' | 'ANONYMISE', after: unknown) {
  await writeAudit(context.db, { userId, entity, entityId, action, before: null, after }, context.clock.now());
}

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
  [nameless] = await context.db.insert(users).values({ fullName: '', phoneNumber: '+998935550101', passwordHash: 'not-used', role: 'MANAGER' }).returning({ id: users.id });
  [removed] = await context.db.insert(users).values({ fullName: 'Ketgan Xodim', phoneNumber: '+998935550102', passwordHash: 'not-used', role: 'MANAGER' }).returning({ id: users.id });
  // Day 0 14:00 and 23:30 in Tashkent (18:30 UTC), then day 1: the evening one is day 0 there, day 0 in UTC too.
  await audit(admin.user.id, 'product', 7, 'CREATE', { sellPrice: 100_000 });
  context.clock.advance(9.5 * HOUR_MS);
  await audit(manager.user.id, 'product', 7, 'UPDATE', { sellPrice: 90_000 });
  context.clock.advance(1 * HOUR_MS);
  // 00:30 of day 1 in Tashkent, still day 0 in UTC.
  await audit(nameless!.id, 'customer', 12, 'ANONYMISE', { fullName: '' });
  context.clock.advance(DAY_MS);
  await audit(removed!.id, 'staffUser', 3, 'CREATE', { fullName: 'Yangi' });
  await context.db.delete(users).where(eq(users.id, removed!.id));
});
afterAll(() => context.close());

const get = (query: string, headers: Record<string, string> = admin.headers) => context.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });

async function entries(query: string) {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json() as { content: Array<{ userId: number; entity: string; entityId: number; action: string; user: unknown }>; totalElements: number };
}

const actions = async (query: string) => (await entries(query)).content.map((entry) => `${entry.entity}:${entry.action}`);

describe('GET /api/audit', () => {
  it('lists newest first, each entry with its staff member: phone and name, no name, or only the id once removed', async () => {
    const { content, totalElements } = await entries('');
    expect(totalElements).toBe(4);
    expect(content.map((entry) => entry.action)).toEqual(['CREATE', 'ANONYMISE', 'UPDATE', 'CREATE']);
    expect(content[0]).toMatchObject({ userId: removed.id, entity: 'staffUser', user: null });
    expect(content[1]).toMatchObject({ userId: nameless.id, user: { phoneNumber: '+998935550101', fullName: null } });
    expect(content[2]).toMatchObject({ userId: manager.user.id, user: { phoneNumber: manager.user.phoneNumber, fullName: manager.user.fullName }, after: { sellPrice: 90_000 } });
    expect(content[3]).toMatchObject({ userId: admin.user.id, before: null, after: { sellPrice: 100_000 }, createdAt: '2026-11-20T09:00:00.000Z' });
  });

  it('filters by entity, row and staff member, and pages what matches', async () => {
    expect(await actions('?entity=product')).toEqual(['product:UPDATE', 'product:CREATE']);
    expect(await actions('?entity=product&entityId=8')).toEqual([]);
    expect(await actions('?entity=customer&entityId=12')).toEqual(['customer:ANONYMISE']);
    expect(await actions(`?userId=${manager.user.id}`)).toEqual(['product:UPDATE']);
    expect(await actions(`?userId=${removed.id}`)).toEqual(['staffUser:CREATE']);
    const second = await entries('?entity=product&size=1&page=1');
    expect(second).toMatchObject({ totalElements: 2, totalPages: 2, page: 1, size: 1 });
    expect(second.content.map((entry) => entry.action)).toEqual(['CREATE']);
  });

  it('takes Tashkent days from/to, both included', async () => {
    expect(await actions(`?from=${day(0)}&to=${day(0)}`)).toEqual(['product:UPDATE', 'product:CREATE']);
    expect(await actions(`?from=${day(1)}`)).toEqual(['staffUser:CREATE', 'customer:ANONYMISE']);
    expect(await actions(`?to=${day(1)}&entity=customer`)).toEqual(['customer:ANONYMISE']);
    expect(await actions(`?from=${day(3)}`)).toEqual([]);
  });

  it('refuses bad and unknown filters with 400 in the error shape', async () => {
    for (const query of ['?from=2026-13-01', '?to=yesterday', '?entity=a%20b', '?userId=0', '?entityId=x', '?size=101', '?user=1', '?sort=id']) {
      const response = await get(query);
      expect({ query, status: response.statusCode, code: response.json().error.code }).toEqual({ query, status: 400, code: 'VALIDATION' });
    }
    const backwards = await get(`?from=${day(1)}&to=${day(0)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'VALIDATION', fields: { to: 'is before from' } });
  });

  it('is for an ADMIN only: a MANAGER 403, a customer 403, no token 401', async () => {
    const refused = await get('', manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN', message: 'Only ADMIN staff may do this' });
    const customer = await createCustomer(context);
    expect((await get('', customer.headers)).statusCode).toBe(403);
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });

  it('names an order by its number and a product or customer by its name as they are now; a row since deleted by none', async () => {
    const places = await insertRegionTree(context.db);
    const category = await insertCategory(context.db);
    const { product, variants } = await insertProduct(context.db, { categoryIds: [category.id], nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье' });
    const shopper = await createShopper(context, places);
    const order = await placedOrder(context, shopper, [[variants[0]!.id, 1]]);
    await writeAudit(context.db, { userId: admin.user.id, entity: 'order', entityId: order.id, action: 'MOVE', before: null, after: null }, context.clock.now());
    await writeAudit(context.db, { userId: admin.user.id, entity: 'product', entityId: product.id, action: 'UPDATE', before: null, after: null }, context.clock.now());
    await writeAudit(context.db, { userId: admin.user.id, entity: 'customer', entityId: shopper.customer.id, action: 'UPDATE', before: null, after: null }, context.clock.now());
    const named = async (entity: string, id: number) => ((await get(`?entity=${entity}&entityId=${id}`)).json() as { content: Array<{ name: unknown }> }).content[0]?.name;
    expect(await named('order', order.id)).toEqual({ uz: order.orderNumber, ru: order.orderNumber });
    expect(await named('product', product.id)).toEqual({ uz: 'Zig‘ir ko‘ylak', ru: 'Льняное платье' });
    expect(await named('customer', shopper.customer.id)).toEqual({ uz: shopper.customer.fullName, ru: shopper.customer.fullName });
    // Product 7 of the entries above was never stored: its entries keep only the id.
    expect(await named('product', 7)).toBeNull();
  });

  it('names a brand, a category and a colour as they are now; an anonymised customer’s blank name and an unnamed kind by none', async () => {
    const brand = await insertBrand(context.db, 'Atlas');
    const category = await insertCategory(context.db, { nameUZB: 'Shimlar', nameRUS: 'Брюки' });
    const colour = await insertColor(context.db, { nameUZB: 'Yashil', nameRUS: 'Зелёный' });
    const blank = await createCustomer(context, { fullName: '' });
    const logged: Array<['brand' | 'category' | 'color' | 'customer' | 'smsTemplate', number]> = [['brand', brand.id], ['category', category.id], ['color', colour.id], ['customer', blank.customer.id], ['smsTemplate', 1]];
    for (const [entity, entityId] of logged) await writeAudit(context.db, { userId: admin.user.id, entity, entityId, action: 'UPDATE', before: null, after: null }, context.clock.now());
    const named = async (entity: string, id: number) => ((await get(`?entity=${entity}&entityId=${id}`)).json() as { content: Array<{ name: unknown }> }).content[0]?.name;
    expect(await named('brand', brand.id)).toEqual({ uz: 'Atlas', ru: 'Atlas' });
    expect(await named('category', category.id)).toEqual({ uz: 'Shimlar', ru: 'Брюки' });
    expect(await named('color', colour.id)).toEqual({ uz: 'Yashil', ru: 'Зелёный' });
    expect(await named('customer', blank.customer.id)).toBeNull();
    expect(await named('smsTemplate', 1)).toBeNull();
  });
});
