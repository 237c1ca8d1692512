import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../../db/schema/staff';
import { insertBanner, insertHomeSlider } from '../../../test/server/catalogue-fixtures';
import { insertCategory, insertProduct } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';


let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = manager.headers) =>
  context.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const publicGet = async (url: string) => (await context.app.inject({ method: 'GET', url })).json();
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const day = 24 * 60 * 60 * 1000;
const stocked = (daysAgo: number) => new Date(Date.parse('2026-11-20T09:00:00Z') - daysAgo * day);

const BOUNDARY = '----libos-look-boundary';
async function lookPicture(red: number): Promise<string> {
  const bytes = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: red, g: 20, b: 20 } } }).png().toBuffer();
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/lookCollection/uploadPicture',
    headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="look.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

describe('roles', () => {
  it('wants a staff token on the slider and look routes: none 401, a customer 403', async () => {
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/smallSlider/getAllSmallSliders' },
      { method: 'GET' as const, url: '/api/smallSlider/getByPlaceNumber/1' },
      { method: 'POST' as const, url: '/api/smallSlider/addSmallSlider', payload: {} },
      { method: 'PUT' as const, url: '/api/smallSlider/editSmallSlider/1', payload: {} },
      { method: 'PUT' as const, url: '/api/smallSlider/reorderSmallSliders', payload: { ids: [1] } },
      { method: 'DELETE' as const, url: '/api/smallSlider/deleteSmallSlider/1' },
      { method: 'GET' as const, url: '/api/lookCollection/staff/getAllLooks' },
      { method: 'POST' as const, url: '/api/lookCollection/uploadPicture' },
      { method: 'POST' as const, url: '/api/lookCollection/addLookCollection', payload: {} },
      { method: 'PUT' as const, url: '/api/lookCollection/editLookCollection/1', payload: {} },
      { method: 'PUT' as const, url: '/api/lookCollection/reorderLookCollections', payload: { ids: [1] } },
      { method: 'DELETE' as const, url: '/api/lookCollection/deleteLookCollectionById/1' },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      expect((await context.app.inject({ ...call, headers: customer.headers })).statusCode).toBe(403);
    }
  });
});

describe('small sliders', () => {
  it('adds a slider with chosen products the home row shows in order; none chosen shows the category newest', async () => {
    const women = await insertCategory(context.db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
    const men = await insertCategory(context.db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
    const older = await insertProduct(context.db, { categoryIds: [women.id], stockedAt: stocked(5) });
    const newer = await insertProduct(context.db, { categoryIds: [women.id], stockedAt: stocked(1) });
    const soldOut = await insertProduct(context.db, { categoryIds: [women.id], sizes: { M: 0 }, stockedAt: stocked(0) });
    const shirt = await insertProduct(context.db, { categoryIds: [men.id], nameUZB: 'Ko‘ylak' });
    await publicGet('/api/homePage/getHomePage');

    const added = await inject('POST', '/api/smallSlider/addSmallSlider', { placeNumber: 2, categoryId: women.id, productIds: [] });
    expect(added.statusCode).toBe(201);
    const slider = added.json();
    expect(slider).toMatchObject({ placeNumber: 2, category: { id: women.id, nameUZB: 'Ayollar' }, products: [] });
    let sliders = (await publicGet('/api/homePage/getHomePage')).sliders;
    expect(ids(sliders[0].products)).toEqual([newer.product.id, older.product.id]);

    const chosen = [older.product.id, shirt.product.id, soldOut.product.id];
    const edited = await inject('PUT', `/api/smallSlider/editSmallSlider/${slider.id}`, { placeNumber: 2, categoryId: women.id, productIds: chosen });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().products.map((product: { id: number; referenceNumber: string }) => product.id)).toEqual(chosen);
    sliders = (await publicGet('/api/homePage/getHomePage')).sliders;
    // The chosen ones in their order; a sold-out one is left out until it is back in stock.
    expect(ids(sliders[0].products)).toEqual([older.product.id, shirt.product.id]);

    const other = (await inject('POST', '/api/smallSlider/addSmallSlider', { placeNumber: 1, categoryId: men.id, productIds: [] })).json();
    expect(ids((await inject('GET', '/api/smallSlider/getAllSmallSliders')).json())).toEqual([other.id, slider.id]);
    expect((await inject('GET', '/api/smallSlider/getByPlaceNumber/2')).json().id).toBe(slider.id);
    expect((await inject('GET', '/api/smallSlider/getByPlaceNumber/7')).statusCode).toBe(404);
    const taken = await inject('PUT', `/api/smallSlider/editSmallSlider/${other.id}`, { placeNumber: 2, categoryId: men.id, productIds: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('placeNumber');

    const reordered = await inject('PUT', '/api/smallSlider/reorderSmallSliders', { ids: [slider.id, other.id] });
    expect(reordered.json().map((row: { id: number; placeNumber: number }) => [row.id, row.placeNumber])).toEqual([[slider.id, 1], [other.id, 2]]);
    expect((await publicGet('/api/homePage/getHomePage')).sliders.map((row: { category: { id: number } }) => row.category.id)).toEqual([women.id, men.id]);

    expect((await inject('DELETE', `/api/smallSlider/deleteSmallSlider/${slider.id}`)).statusCode).toBe(200);
    expect((await publicGet('/api/homePage/getHomePage')).sliders).toHaveLength(1);
    expect((await inject('DELETE', `/api/smallSlider/deleteSmallSlider/${slider.id}`)).statusCode).toBe(404);
    await inject('DELETE', `/api/smallSlider/deleteSmallSlider/${other.id}`);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'homeSlider')).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'CREATE', 'REORDER', 'DELETE', 'DELETE']);
  });

  it('refuses an unknown category or product, a bad place, repeats and unknown fields with 400', async () => {
    const category = await insertCategory(context.db);
    const { product } = await insertProduct(context.db);
    const cases: Array<[unknown, string]> = [
      [{ placeNumber: 1, categoryId: 987_654, productIds: [] }, 'categoryId'],
      [{ placeNumber: 1, categoryId: category.id, productIds: [987_654] }, 'productIds'],
      [{ placeNumber: 0, categoryId: category.id, productIds: [] }, 'placeNumber'],
      [{ placeNumber: 1, categoryId: category.id, productIds: [product.id, product.id] }, 'productIds'],
      [{ placeNumber: 1, categoryId: category.id, productIds: [], name: 'x' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject('POST', '/api/smallSlider/addSmallSlider', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty([field]);
    }
    const slider = await insertHomeSlider(context.db, { categoryId: category.id, placeNumber: 9 });
    expect((await inject('PUT', '/api/smallSlider/editSmallSlider/987654', { placeNumber: 3, categoryId: category.id, productIds: [] })).statusCode).toBe(404);
    expect((await inject('PUT', `/api/smallSlider/editSmallSlider/${slider.id}`, { placeNumber: 9, categoryId: 987_654, productIds: [] })).statusCode).toBe(400);
    await inject('DELETE', `/api/smallSlider/deleteSmallSlider/${slider.id}`);
  });
});

describe('looks', () => {
  it('adds, edits, reorders and deletes looks; the public looks follow at once', async () => {
    const jacket = await insertProduct(context.db, { nameUZB: 'Kurtka' });
    const jeans = await insertProduct(context.db, { nameUZB: 'Jinsi' });
    const [first, second] = [await lookPicture(100), await lookPicture(150)];
    await publicGet('/api/lookCollection/getLookCollection');

    const added = await inject('POST', '/api/lookCollection/addLookCollection', {
      nameUZB: '  Shahar   ritmi ', nameRUS: 'Городской ритм', images: [first, second], productIds: [jeans.product.id, jacket.product.id],
    });
    expect(added.statusCode).toBe(201);
    const look = added.json();
    expect(look).toMatchObject({ nameUZB: 'Shahar ritmi', images: [first, second], position: 1 });
    expect(look.products.map((product: { nameUZB: string }) => product.nameUZB)).toEqual(['Jinsi', 'Kurtka']);
    const shown = await publicGet(`/api/lookCollection/getLookCollectionById/${look.id}`);
    expect(shown).toMatchObject({ nameUZB: 'Shahar ritmi', images: [{ url: first }, { url: second }] });

    const plain = (await inject('POST', '/api/lookCollection/addLookCollection', { nameUZB: ' ', nameRUS: null, images: [second], productIds: [] })).json();
    expect(plain).toMatchObject({ nameUZB: null, nameRUS: null, position: 2 });
    expect(ids(await publicGet('/api/lookCollection/getLookCollection'))).toEqual([look.id, plain.id]);

    const edited = await inject('PUT', `/api/lookCollection/editLookCollection/${look.id}`, {
      nameUZB: 'Kuz', nameRUS: 'Осень', images: [second], productIds: [jacket.product.id],
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicGet(`/api/lookCollection/getLookCollectionById/${look.id}`)).products.map((card: { id: number }) => card.id)).toEqual([jacket.product.id]);

    await inject('PUT', '/api/lookCollection/reorderLookCollections', { ids: [plain.id, look.id] });
    expect(ids(await publicGet('/api/lookCollection/getLookCollection'))).toEqual([plain.id, look.id]);
    expect(ids((await inject('GET', '/api/lookCollection/staff/getAllLooks')).json())).toEqual([plain.id, look.id]);

    // A look a banner opens is kept until the banner points elsewhere.
    const banner = await insertBanner(context.db, { targetType: 'look', targetId: look.id });
    const refused = await inject('DELETE', `/api/lookCollection/deleteLookCollectionById/${look.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IN_USE', usage: { banners: 1 } });
    await inject('DELETE', `/api/karusel/deleteKarusel/${banner.id}`);
    expect((await inject('DELETE', `/api/lookCollection/deleteLookCollectionById/${look.id}`)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: `/api/lookCollection/getLookCollectionById/${look.id}` })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/lookCollection/deleteLookCollectionById/${look.id}`)).statusCode).toBe(404);
    await inject('DELETE', `/api/lookCollection/deleteLookCollectionById/${plain.id}`);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'look')).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['CREATE', 'CREATE', 'UPDATE', 'REORDER', 'DELETE', 'DELETE']);
  });

  it('refuses bad look bodies with 400: no picture, a picture from elsewhere, an unknown product, a long name', async () => {
    const picture = await lookPicture(200);
    const body = { nameUZB: 'A', nameRUS: 'Б', images: [picture], productIds: [] };
    const cases: Array<[unknown, string]> = [
      [{ ...body, images: [] }, 'images'],
      [{ ...body, images: ['/media/looks/1.svg'] }, 'images.0'],
      [{ ...body, productIds: [987_654] }, 'productIds'],
      [{ ...body, nameUZB: 'x'.repeat(101) }, 'nameUZB'],
      [{ ...body, position: 1 }, 'position'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject('POST', '/api/lookCollection/addLookCollection', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty([field]);
    }
    expect((await inject('PUT', '/api/lookCollection/editLookCollection/987654', body)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/lookCollection/reorderLookCollections', { ids: [987_654] })).statusCode).toBe(409);
  });
});
