import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { stockMovements } from '../../db/schema/stock';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { addToCart, createShopper, placedOrder } from '../../../test/server/order-fixtures';
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

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers: Headers = manager.headers) =>
  context.app.inject({ method, url: `/api/stock/${url}`, headers, ...(payload ? { payload } : {}) });
const change = (sizeId: number, payload: Record<string, unknown>, headers?: Headers) => call('POST', `changeStock/${sizeId}`, payload, headers);
const history = async (productId: number, query = '') => (await call('GET', `getStockHistory/${productId}${query}`)).json();
const storefront = async (productId: number) => (await context.app.inject({ method: 'GET', url: `/api/product/getProductById/${productId}` })).json();

describe('staff stock: roles', () => {
  it('no token 401, a customer 403, MANAGER and ADMIN may read and change', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { M: 3 } });
    const customer = await createCustomer(context);
    const urls: Array<['GET' | 'POST', string, Record<string, unknown>?]> = [
      ['GET', `getProductStock/${product.id}`],
      ['GET', `getStockHistory/${product.id}`],
      ['POST', `changeStock/${variants[0]!.id}`, { kind: 'add', quantity: 1 }],
    ];
    for (const [method, url, payload] of urls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, customer.headers)).statusCode).toBe(403);
      expect((await call(method, url, payload, manager.headers)).statusCode).toBe(200);
      expect((await call(method, url, payload, admin.headers)).statusCode).toBe(200);
    }
  });
});

describe('sizes of a product row', () => {
  it('lists, adds (unique whatever the case, trimmed, placed last), renames and reorders, with audit rows', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { S: 2, M: 0 } });
    const listed = (await call('GET', `getProductStock/${product.id}`)).json();
    expect(listed).toMatchObject({ productId: product.id, referenceNumber: product.referenceNumber, color: { nameUZB: 'Qora' } });
    expect(listed.sizes.map((size: { size: string; quantity: number }) => [size.size, size.quantity])).toEqual([['S', 2], ['M', 0]]);

    const added = await call('POST', `addSize/${product.id}`, { size: ' L ', quantity: 4 });
    expect(added.statusCode).toBe(201);
    const l = added.json().sizes.at(-1);
    expect(l).toMatchObject({ size: 'L', quantity: 4, position: 2 });
    expect((await call('POST', `addSize/${product.id}`, { size: 'l' })).json().error.code).toBe('DUPLICATE');
    expect((await call('POST', `addSize/${product.id}`, { size: '   ' })).json().error.fields).toEqual({ size: 'must not be blank' });
    expect((await call('POST', 'addSize/999999', { size: 'XL' })).statusCode).toBe(404);
    // The starting stock is the size's first history row.
    expect((await history(product.id)).content[0]).toMatchObject({ size: 'L', kind: 'set', delta: 4, quantityAfter: 4, userId: manager.user.id });

    const renamed = await call('PUT', `editSize/${variants[1]!.id}`, { size: '42' });
    expect(renamed.json().sizes.map((size: { size: string }) => size.size)).toEqual(['S', '42', 'L']);
    expect((await call('PUT', `editSize/${variants[1]!.id}`, { size: 's' })).statusCode).toBe(409);

    const order = [l.id, variants[0]!.id, variants[1]!.id];
    const reordered = await call('PUT', `reorderSizes/${product.id}`, { sizeIds: order });
    expect(reordered.json().sizes.map((size: { id: number }) => size.id)).toEqual(order);
    expect((await call('PUT', `reorderSizes/${product.id}`, { sizeIds: [l.id] })).statusCode).toBe(400);
    expect((await storefront(product.id)).sizes.map((size: { size: string }) => size.size)).toEqual(['L', 'S', '42']);

    const audit = await context.db.select().from(auditLog).where(eq(auditLog.userId, manager.user.id)).orderBy(auditLog.id);
    expect(audit.slice(-3).map((row) => [row.action, row.entity])).toEqual([['CREATE', 'productSize'], ['UPDATE', 'productSize'], ['REORDER', 'product']]);
    expect(audit.at(-1)!.after).toEqual({ sizes: ['L', 'S', '42'] });
  });

  it('deletes a size nothing names; one an order or a cart names is refused with 409 IN_USE and stays', async () => {
    const places = await insertRegionTree(context.db);
    const { product, variants } = await insertProduct(context.db, { sizes: { S: 5, M: 5, L: 5 } });
    const [s, m, l] = variants as [typeof variants[number], typeof variants[number], typeof variants[number]];
    const shopper = await createShopper(context, places);
    await placedOrder(context, shopper, [[s.id, 1]]);
    await addToCart(context.db, shopper.customer.id, m.id, 1);
    for (const named of [s, m]) {
      const refused = await call('DELETE', `deleteSize/${named.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'IN_USE', usage: named === s ? { orders: 1, carts: 0 } : { orders: 0, carts: 1 } });
    }
    await change(l.id, { kind: 'remove', quantity: 2, reason: 'Damaged' });
    const deleted = await call('DELETE', `deleteSize/${l.id}`, undefined, admin.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().sizes.map((size: { size: string }) => size.size)).toEqual(['S', 'M']);
    // Its history stays readable, without the size's id.
    expect((await history(product.id)).content[0]).toMatchObject({ size: 'L', sizeVariantId: null, delta: -2 });
    const [audit] = await context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'productSize'), eq(auditLog.entityId, l.id), eq(auditLog.action, 'DELETE')));
    expect(audit).toMatchObject({ userId: admin.user.id, before: { size: 'L', quantity: 3 }, after: null });
  });
});

describe('changeStock', () => {
  it('sets, adds and removes, keeps a history row and an audit row each, and the storefront follows at once (sold out at 0)', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { M: 5 } });
    const sizeId = variants[0]!.id;
    expect((await storefront(product.id)).inStock).toBe(true);

    expect((await change(sizeId, { kind: 'add', quantity: 3 })).json().sizes[0].quantity).toBe(8);
    expect((await change(sizeId, { kind: 'remove', quantity: 2, reason: '  Returned to supplier ' })).json().sizes[0].quantity).toBe(6);
    expect((await storefront(product.id)).sizes[0]).toMatchObject({ productSizeVariantId: sizeId, quantity: 6 });
    expect((await change(sizeId, { kind: 'set', quantity: 0, reason: 'Stocktake' }, admin.headers)).json().sizes[0].quantity).toBe(0);

    const page = await storefront(product.id);
    expect(page.sizes[0].quantity).toBe(0);
    expect(page.inStock).toBe(false);

    const found = await history(product.id, '?size=2');
    expect(found).toMatchObject({ totalElements: 3, totalPages: 2, page: 0, size: 2 });
    expect(found.content).toEqual([
      expect.objectContaining({ kind: 'set', delta: -6, quantityAfter: 0, reason: 'Stocktake', userId: admin.user.id, userName: admin.user.fullName }),
      expect.objectContaining({ kind: 'remove', delta: -2, quantityAfter: 6, reason: 'Returned to supplier', userId: manager.user.id }),
    ]);
    expect((await history(product.id, '?page=1&size=2')).content).toEqual([expect.objectContaining({ kind: 'add', delta: 3, quantityAfter: 8, reason: null })]);
    expect((await history(product.id, `?sizeId=${sizeId}`)).totalElements).toBe(3);
    expect((await history(product.id, '?sizeId=999999')).totalElements).toBe(0);
    expect(await context.db.select().from(stockMovements).where(eq(stockMovements.sizeVariantId, sizeId))).toHaveLength(3);

    const audit = await context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'productSize'), eq(auditLog.entityId, sizeId))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['CHANGE_STOCK', 'CHANGE_STOCK', 'CHANGE_STOCK']);
    expect(audit[2]).toMatchObject({ userId: admin.user.id, before: { quantity: 6 }, after: { quantity: 0, kind: 'set', delta: -6 } });
  });

  it('never goes below 0: 409 OUT_OF_STOCK with the quantity held, nothing written', async () => {
    const { product, variants } = await insertProduct(context.db, { sizes: { M: 2 } });
    const refused = await change(variants[0]!.id, { kind: 'remove', quantity: 3, reason: 'Lost' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'OUT_OF_STOCK', quantity: 2 });
    expect((await history(product.id)).totalElements).toBe(0);
    expect((await storefront(product.id)).sizes[0].quantity).toBe(2);
  });

  it('refuses with 400: remove without a reason, add or remove of 0, a negative or huge quantity, an unknown kind or field', async () => {
    const { variants } = await insertProduct(context.db, { sizes: { M: 2 } });
    const sizeId = variants[0]!.id;
    const noReason = await change(sizeId, { kind: 'remove', quantity: 1, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'say why the stock is removed' });
    expect((await change(sizeId, { kind: 'remove', quantity: 1 })).statusCode).toBe(400);
    expect((await change(sizeId, { kind: 'add', quantity: 0 })).json().error.fields).toEqual({ quantity: 'must be at least 1' });
    for (const payload of [{ kind: 'set', quantity: -1 }, { kind: 'set', quantity: 2_000_000 }, { kind: 'take', quantity: 1 }, { kind: 'set', quantity: 1, note: 'x' }, { kind: 'set', quantity: 1.5 }]) {
      const response = await change(sizeId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await change(sizeId, { kind: 'add', quantity: 1_000_000 })).statusCode).toBe(400);
    expect((await change(999_999, { kind: 'set', quantity: 1 })).statusCode).toBe(404);
  });
});
