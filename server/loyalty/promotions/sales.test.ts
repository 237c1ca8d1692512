import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { orderItems, orders } from '../../db/schema/orders';
import { insertCategory, insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, TestClock, type TestContext } from '../../../test/server/harness';
import { addOrder, addToCart, createShopper, orderBody, placedOrder, type Places } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

const HOUR = 3600_000;
let context: TestContext;
let clock: TestClock;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let places: Places;

beforeAll(async () => {
  clock = new TestClock(Date.parse('2026-11-20T09:00:00Z'));
  context = await createTestApp({ clock });
  manager = await staffWithRole(context, 'MANAGER');
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();

function groupBody(categoryIds: number[], fields: Record<string, unknown> = {}) {
  return { nameUZB: 'Qishki chegirma', nameRUS: 'Зимняя скидка', percent: 30, startsAt: at(-1), endsAt: at(24), active: true, categoryIds, ...fields };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = manager.headers) =>
  context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addGroup(categoryIds: number[], fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/saleGroup/addSaleGroup', groupBody(categoryIds, fields));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; state: string; categoryIds: number[] }>();
}

const card = async (categoryId: number, productId: number, query = '') => {
  const response = await context.app.inject({ method: 'GET', url: `/api/product/getProductByCategoryId/${categoryId}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ content: Array<{ id: number; sale: number; salePrice: number | null }> }>().content.find((row) => row.id === productId);
};
const productPage = async (id: number) => (await context.app.inject({ method: 'GET', url: `/api/product/getProductById/${id}` })).json<{ sale: number; salePrice: number | null }>();

describe('roles and validation', () => {
  it('wants a staff token on every sale group route: none 401, a customer 403', async () => {
    const category = await insertCategory(context.db);
    const group = await addGroup([category.id]);
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/saleGroup/getAllSaleGroups' },
      { method: 'POST' as const, url: '/api/saleGroup/addSaleGroup', payload: groupBody([category.id]) },
      { method: 'PUT' as const, url: `/api/saleGroup/editSaleGroup/${group.id}`, payload: groupBody([category.id]) },
      { method: 'POST' as const, url: `/api/saleGroup/endSaleGroup/${group.id}` },
      { method: 'DELETE' as const, url: `/api/saleGroup/removeSaleGroup/${group.id}` },
    ];
    for (const request of calls) {
      expect((await context.app.inject(request)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...request, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    await call('DELETE', `/api/saleGroup/removeSaleGroup/${group.id}`);
  });

  it.each([
    ['a percent of 0', { percent: 0 }, 'percent'],
    ['a percent of 100', { percent: 100 }, 'percent'],
    ['an end before the start', { startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }, 'endsAt'],
    ['a blank name', { nameRUS: '   ' }, 'nameRUS'],
    ['no categories', { categoryIds: [] }, 'categoryIds'],
    ['an unknown field', { sale: 5 }, 'sale'],
    ['a date that is not one', { startsAt: 'tomorrow' }, 'startsAt'],
  ])('refuses %s with 400 naming the field', async (_label, fields, field) => {
    const category = await insertCategory(context.db);
    const response = await call('POST', '/api/saleGroup/addSaleGroup', groupBody([category.id], fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('answers 404 for an unknown group or category', async () => {
    const category = await insertCategory(context.db);
    expect((await call('POST', '/api/saleGroup/addSaleGroup', groupBody([category.id, 999_999]))).statusCode).toBe(404);
    expect((await call('PUT', '/api/saleGroup/editSaleGroup/999999', groupBody([category.id]))).statusCode).toBe(404);
    expect((await call('POST', '/api/saleGroup/endSaleGroup/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saleGroup/removeSaleGroup/999999')).statusCode).toBe(404);
  });
});

describe('the sale price everywhere', () => {
  it('shows a group’s percent on cards, the product page and the cart, charges it at checkout, and the full price after it ends', async () => {
    const parent = await insertCategory(context.db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
    const child = await insertCategory(context.db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья', parentId: parent.id });
    const other = await insertCategory(context.db);
    const { product, variants } = await insertProduct(context.db, { sellPrice: 200_000, categoryIds: [child.id], sizes: { M: 10 } });
    const outside = await insertProduct(context.db, { sellPrice: 200_000, categoryIds: [other.id] });
    const ownSale = await insertProduct(context.db, { sellPrice: 200_000, sale: 40, categoryIds: [child.id] });
    const shopper = await createShopper(context, places);
    const lineId = await addToCart(context.db, shopper.customer.id, variants[0]!.id, 1);

    expect(await card(child.id, product.id)).toMatchObject({ sale: 0, salePrice: null });
    // A group naming the parent covers the subcategory; the storefront shows it at once (the cache is ended).
    const group = await addGroup([parent.id], { percent: 30 });
    expect(group.state).toBe('RUNNING');
    expect(await card(child.id, product.id)).toMatchObject({ sale: 30, salePrice: 140_000 });
    expect(await card(parent.id, product.id)).toMatchObject({ sale: 30, salePrice: 140_000 });
    expect(await productPage(product.id)).toMatchObject({ sale: 30, salePrice: 140_000 });
    expect(await productPage(outside.product.id)).toMatchObject({ sale: 0, salePrice: null });
    // The greater sale wins: the product's own 40 % stays.
    expect(await productPage(ownSale.product.id)).toMatchObject({ sale: 40, salePrice: 120_000 });
    // Price filters and sorting read the same price.
    expect(await card(child.id, product.id, '?maxPrice=150000')).toBeDefined();
    const cart = await context.app.inject({ method: 'GET', url: `/api/cartItem/byCustomerId/${shopper.customer.id}`, headers: shopper.headers });
    expect(cart.json()[0]).toMatchObject({ productId: product.id, salePrice: 140_000 });

    const placed = await addOrder(context, shopper.headers, orderBody(shopper, [lineId]));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ id: number; total: number }>();
    const [item] = await context.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.unitPrice).toBe(140_000);
    const [stored] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.goodsTotal).toBe(140_000);
    expect(order.total).toBe(140_000 + stored!.deliveryCost);

    // After its end, by the clock: the full price on the storefront and at checkout.
    clock.advance(25 * HOUR);
    expect(await productPage(product.id)).toMatchObject({ sale: 0, salePrice: null });
    expect(await card(child.id, product.id, '?maxPrice=150000')).toBeUndefined();
    const later = await placedOrder(context, shopper, [[variants[0]!.id, 1]]);
    const [laterItem] = await context.db.select().from(orderItems).where(eq(orderItems.orderId, later.id));
    expect(laterItem!.unitPrice).toBe(200_000);
    const list = await call('GET', '/api/saleGroup/getAllSaleGroups');
    expect(list.json()).toContainEqual(expect.objectContaining({ id: group.id, state: 'ENDED', categoryIds: [parent.id] }));
  });

  it('shows staff what the shop charges while a group runs: the product, the list and a save’s answer', async () => {
    const parent = await insertCategory(context.db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
    const { product } = await insertProduct(context.db, { sellPrice: 419_000, sale: 10, categoryIds: [parent.id] });
    const staffRead = async () => (await call('GET', `/api/product/staff/getProductById/${product.id}`)).json<{ sale: number; saleNow: number; priceNow: number }>();
    expect(await staffRead()).toMatchObject({ sale: 10, saleNow: 10, priceNow: 377_100 });
    const group = await addGroup([parent.id], { percent: 25 });
    // The staff once saw 0 % (or the product's own) and 419 000 while the shop charged 314 300.
    expect(await staffRead()).toMatchObject({ sale: 10, saleNow: 25, priceNow: 314_300 });
    const list = await call('GET', `/api/product/staff/getAllProducts?categoryId=${parent.id}`);
    expect(list.json<{ content: Array<{ id: number; saleNow: number; priceNow: number }> }>().content.find((row) => row.id === product.id)).toMatchObject({ saleNow: 25, priceNow: 314_300 });
    expect((await call('POST', `/api/saleGroup/endSaleGroup/${group.id}`)).statusCode).toBe(200);
    expect(await staffRead()).toMatchObject({ saleNow: 10, priceNow: 377_100 });
  });

  it('takes the biggest of overlapping groups, and none switched off or not started', async () => {
    const category = await insertCategory(context.db);
    const { product } = await insertProduct(context.db, { sellPrice: 100_000, categoryIds: [category.id] });
    await addGroup([category.id], { percent: 10 });
    await addGroup([category.id], { percent: 50, active: false });
    const scheduled = await addGroup([category.id], { percent: 60, startsAt: at(2), endsAt: at(5) });
    expect(scheduled.state).toBe('SCHEDULED');
    const twenty = await addGroup([category.id], { percent: 20 });
    expect(await productPage(product.id)).toMatchObject({ sale: 20, salePrice: 80_000 });

    // Editing a group shows at once too.
    const edited = await call('PUT', `/api/saleGroup/editSaleGroup/${twenty.id}`, groupBody([category.id], { percent: 25 }));
    expect(edited.statusCode).toBe(200);
    expect(await productPage(product.id)).toMatchObject({ sale: 25, salePrice: 75_000 });

    // Ending it now: the 10 % group is what is left; ending a scheduled one switches it off.
    clock.advance(HOUR);
    const ended = await call('POST', `/api/saleGroup/endSaleGroup/${twenty.id}`);
    expect(ended.json()).toMatchObject({ state: 'ENDED', endsAt: clock.now().toISOString() });
    expect(await productPage(product.id)).toMatchObject({ sale: 10 });
    expect((await call('POST', `/api/saleGroup/endSaleGroup/${twenty.id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/saleGroup/endSaleGroup/${scheduled.id}`)).json()).toMatchObject({ state: 'OFF', active: false });
    clock.advance(2 * HOUR);
    expect(await productPage(product.id)).toMatchObject({ sale: 10 });

    const removed = await call('DELETE', `/api/saleGroup/removeSaleGroup/${twenty.id}`);
    expect(removed.statusCode).toBe(204);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, twenty.id));
    expect(audit.filter((row) => row.entity === 'saleGroup').map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'END', 'DELETE']);
  });
});
