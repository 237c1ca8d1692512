import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/staff';
import { likedItems } from '../../../db/schema/favourites';
import { insertProduct, insertRegionTree } from '../../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../../test/server/harness';
import { createShopper, placedOrder } from '../../../../test/server/order-fixtures';
import { catalogueBasics, productBody, publishDraft, staffWithRole } from '../../../staff/testing/staff-fixtures';

let context: TestContext;
let basics: Awaited<ReturnType<typeof catalogueBasics>>;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  basics = await catalogueBasics(context);
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

let referenceCounter = 0;
const nextReference = () => `ST-${++referenceCounter}`;

async function add(fields: Record<string, unknown> = {}, headers = manager.headers) {
  return context.app.inject({ method: 'POST', url: '/api/product/addProduct', headers, payload: productBody(basics, { referenceNumber: nextReference(), ...fields }) });
}

async function addOk(fields: Record<string, unknown> = {}) {
  const response = await add(fields);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** An editProduct body: the product's fields without the reference number (editRefnumber changes that). */
function editBody(fields: Record<string, unknown>) {
  const { referenceNumber: _changedApart, ...body } = productBody(basics, fields);
  return body;
}

function edit(id: number, payload: Record<string, unknown>, headers = manager.headers) {
  return context.app.inject({ method: 'PUT', url: `/api/product/editProduct/${id}`, headers, payload });
}

async function auditOf(entityId: number) {
  return context.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

describe('addProduct', () => {
  it('stores every field with the tax data, answers 201 with version 1 and writes a CREATE audit row', async () => {
    const product = await addOk({ sale: 20 });
    expect(product).toMatchObject({
      nameUZB: 'Ipak ko‘ylak',
      nameRUS: 'Шёлковое платье',
      brand: { id: basics.brand.id },
      color: { id: basics.color.id },
      categories: [{ id: basics.category.id }],
      sellPrice: 450_000,
      sale: 20,
      salePrice: 360_000,
      // A draft until published (drafts.test.ts).
      active: false,
      publishedAt: null,
      mxikCode: '06201100001000000',
      packageCode: '1500716',
      vatPercent: 12,
      version: 1,
    });
    const [row] = await auditOf(product.id);
    expect(row).toMatchObject({ userId: manager.user.id, action: 'CREATE', entity: 'product', before: null });
    expect(row!.after).toMatchObject({ id: product.id, referenceNumber: product.referenceNumber, sellPrice: 450_000 });
  });

  it('takes a sale price in so’m as the percent off, and refuses one not below the price', async () => {
    expect(await addOk({ sale: undefined, salePrice: 300_000 })).toMatchObject({ sale: 33, salePrice: 301_500 });
    const notBelow = await add({ sale: undefined, salePrice: 450_000 });
    expect(notBelow.statusCode).toBe(400);
    expect(notBelow.json().error.fields).toEqual({ salePrice: 'must be below sellPrice' });
    const both = await add({ sale: 10, salePrice: 400_000 });
    expect(both.json().error.fields).toEqual({ salePrice: 'give either sale or salePrice, not both' });
  });

  it.each([
    ['an unknown field', { stock: 5 }, 'stock'],
    ['a price in tiyin', { sellPrice: 450_000.5 }, 'sellPrice'],
    ['a price of 0', { sellPrice: 0 }, 'sellPrice'],
    ['a sale of 100 percent', { sale: 100 }, 'sale'],
    ['a blank Uzbek name', { nameUZB: '   ' }, 'nameUZB'],
    ['no Russian name', { nameRUS: undefined }, 'nameRUS'],
    ['an MXIK code of 16 digits', { mxikCode: '0620110000100000' }, 'mxikCode'],
    ['a package code with letters', { packageCode: 'box' }, 'packageCode'],
    ['VAT above 100', { vatPercent: 101 }, 'vatPercent'],
    ['no category', { categoryIds: [] }, 'categoryIds'],
    ['a reference number with spaces', { referenceNumber: 'LX 100' }, 'referenceNumber'],
  ])('refuses %s with 400 naming the field', async (_label, fields, field) => {
    const before = await context.db.$count(auditLog);
    const response = await add(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await context.db.$count(auditLog)).toBe(before);
  });

  it('refuses an unknown brand, colour or category with 400 naming each', async () => {
    const response = await add({ brandId: 999_999, colorId: 999_998, categoryIds: [basics.category.id, 999_997] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ brandId: 'no such brand', colorId: 'no such colour', categoryIds: 'no such category: 999997' });
  });

  it('takes a reference number again in another colour, and refuses it in the same colour with 409 DUPLICATE', async () => {
    await addOk({ referenceNumber: 'DUP-1' });
    await addOk({ referenceNumber: 'DUP-1', colorId: basics.otherColor.id });
    const again = await add({ referenceNumber: 'DUP-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DUPLICATE', fields: { referenceNumber: 'already used in this colour' } });
  });
});

describe('editProduct and optimistic concurrency', () => {
  it('saves the whole product, raises the version and audits before and after', async () => {
    const product = await addOk();
    const response = await edit(product.id, editBody({ nameUZB: 'Yozgi ko‘ylak', sellPrice: 390_000, mxikCode: null, version: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nameUZB: 'Yozgi ko‘ylak', sellPrice: 390_000, mxikCode: null, version: 2, referenceNumber: product.referenceNumber });
    const rows = await auditOf(product.id);
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
    expect(rows[1]!.before).toMatchObject({ nameUZB: 'Ipak ko‘ylak', sellPrice: 450_000, version: 1 });
    expect(rows[1]!.after).toMatchObject({ nameUZB: 'Yozgi ko‘ylak', sellPrice: 390_000, version: 2 });
  });

  it('answers a stale version with 409 "changed meanwhile" carrying the current product, and loses nothing', async () => {
    const product = await addOk();
    const first = await edit(product.id, editBody({ sellPrice: 500_000, version: 1 }), admin.headers);
    expect(first.statusCode).toBe(200);
    const second = await edit(product.id, editBody({ nameRUS: 'Другое платье', version: 1 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/changed meanwhile/) });
    expect(second.json().error.current).toMatchObject({ id: product.id, sellPrice: 500_000, nameRUS: 'Шёлковое платье', version: 2 });
    const stored = await context.app.inject({ method: 'GET', url: `/api/product/staff/getProductById/${product.id}`, headers: manager.headers });
    expect(stored.json()).toMatchObject({ sellPrice: 500_000, nameRUS: 'Шёлковое платье', version: 2 });
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('lets only one of two saves of the same version through when they race', async () => {
    const product = await addOk();
    const [a, b] = await Promise.all([
      edit(product.id, editBody({ sellPrice: 410_000, version: 1 })),
      edit(product.id, editBody({ sellPrice: 420_000, version: 1 }), admin.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('answers 404 for an unknown product and 400 for a body without a version', async () => {
    expect((await edit(999_999, editBody({ version: 1 }))).statusCode).toBe(404);
    const noVersion = await edit(1, editBody({}));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toMatchObject({ version: 'is required' });
  });
});

describe('editRefnumber', () => {
  it('changes the reference number (search key too) with a version check and an audit row', async () => {
    const product = await addOk();
    const { version } = await publishDraft(context, product.id, manager.headers);
    const changed = await context.app.inject({
      method: 'PUT',
      url: `/api/product/editRefnumber/${product.id}`,
      headers: manager.headers,
      payload: { referenceNumber: 'NEW-777', version },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ referenceNumber: 'NEW-777', version: version + 1 });
    const stale = await context.app.inject({
      method: 'PUT',
      url: `/api/product/editRefnumber/${product.id}`,
      headers: manager.headers,
      payload: { referenceNumber: 'NEW-778', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ referenceNumber: 'NEW-777' });
    const found = await context.app.inject({ method: 'GET', url: '/api/product/searchProduct/NEW-777' });
    expect(found.json().map((card: { id: number }) => card.id)).toContain(product.id);
    const rows = await auditOf(product.id);
    expect(rows.at(-1)).toMatchObject({ action: 'EDIT_REFERENCE_NUMBER', before: expect.objectContaining({ referenceNumber: product.referenceNumber }) });
  });
});

describe('deleteProduct', () => {
  it('deletes a product nothing names (with the favourites that named it) and audits the row it was', async () => {
    const product = await addOk();
    const shopper = await createShopper(context, await insertRegionTree(context.db));
    await context.db.insert(likedItems).values({ customerId: shopper.customer.id, productId: product.id });
    const response = await context.app.inject({ method: 'DELETE', url: `/api/product/deleteProduct/${product.id}`, headers: manager.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, outcome: 'DELETED', product: null });
    const gone = await context.app.inject({ method: 'GET', url: `/api/product/staff/getProductById/${product.id}`, headers: manager.headers });
    expect(gone.statusCode).toBe(404);
    expect(await context.db.$count(likedItems, eq(likedItems.productId, product.id))).toBe(0);
    const rows = await auditOf(product.id);
    expect(rows.at(-1)).toMatchObject({ action: 'DELETE', after: null, before: expect.objectContaining({ id: product.id }) });
  });

  it('deactivates a product that is in an order instead, says so, and the order keeps it', async () => {
    const shopper = await createShopper(context, await insertRegionTree(context.db));
    const { product, variants } = await insertProduct(context.db, { sizes: { M: 5 } });
    const order = await placedOrder(context, shopper, [[variants[0]!.id, 1]]);
    const response = await context.app.inject({ method: 'DELETE', url: `/api/product/deleteProduct/${product.id}`, headers: manager.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'DEACTIVATED', message: expect.stringMatching(/deactivated/), product: { id: product.id, active: false, version: 2 } });
    const storefront = await context.app.inject({ method: 'GET', url: `/api/product/getProductById/${product.id}` });
    expect(storefront.json()).toMatchObject({ active: false });
    const orderRead = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${order.id}`, headers: shopper.headers });
    expect(orderRead.statusCode).toBe(200);
    expect((await auditOf(product.id)).at(-1)).toMatchObject({ action: 'DEACTIVATE', before: expect.objectContaining({ active: true }), after: expect.objectContaining({ active: false }) });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/api/product/deleteProduct/999999', headers: manager.headers });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/audit', () => {
  it('filters by entity and id and pages newest first', async () => {
    const product = await addOk();
    await edit(product.id, editBody({ sellPrice: 470_000, version: 1 }));
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/audit?entity=product&entityId=${product.id}&page=0&size=1`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 2, totalPages: 2, size: 1, page: 0 });
    expect(response.json().content).toEqual([expect.objectContaining({ action: 'UPDATE', entityId: product.id, createdAt: expect.any(String) })]);
  });
});
