import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../../db/schema/staff';
import { productPhotoRoot } from '../../media/images/local-store';
import { insertBanner, insertLook } from '../../../test/server/catalogue-fixtures';
import { insertCategory, insertProduct } from '../../../test/server/fixtures';
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

const BOUNDARY = '----libos-homepage-boundary';
const form = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const picture = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 140 } } }).png().toBuffer();

async function upload(kind: string, bytes: Buffer, headers = manager.headers) {
  return context.app.inject({
    method: 'POST',
    url: `/api/karusel/uploadPicture?kind=${kind}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form(bytes),
  });
}
async function uploaded(kind: 'desktop' | 'mobile', red: number): Promise<string> {
  const response = await upload(kind, await picture(kind === 'desktop' ? 2000 : 900, kind === 'desktop' ? 750 : 1200, red));
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = manager.headers) =>
  context.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const home = async () => (await context.app.inject({ method: 'GET', url: '/api/homePage/getHomePage' })).json().banners as Array<{ id: number; desktopImage: string; mobileImage: string }>;
const fileExists = (url: string) => access(path.join(productPhotoRoot(context.config.dataDir), url.replace('/media/photos/', ''))).then(() => true, () => false);
const hour = 60 * 60 * 1000;

describe('roles', () => {
  it('wants a staff token on every banner route: none 401, a customer 403, MANAGER and ADMIN allowed', async () => {
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/karusel/getAllKarusels' },
      { method: 'POST' as const, url: '/api/karusel/addKarusel', payload: {} },
      { method: 'PUT' as const, url: '/api/karusel/editKarusel/1', payload: {} },
      { method: 'PUT' as const, url: '/api/karusel/reorderKarusels', payload: { ids: [1] } },
      { method: 'DELETE' as const, url: '/api/karusel/deleteKarusel/1' },
      { method: 'POST' as const, url: '/api/karusel/uploadPicture?kind=desktop' },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...call, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
    }
    for (const staff of [admin, manager]) expect((await inject('GET', '/api/karusel/getAllKarusels', undefined, staff.headers)).statusCode).toBe(200);
  });
});

describe('banners', () => {
  it('uploads pictures, adds a banner last, shows it on the home page at once, edits, reorders and deletes it, all audited', async () => {
    const category = await insertCategory(context.db, { nameUZB: 'Yangi', nameRUS: 'Новинки' });
    const seeded = await insertBanner(context.db, { position: 1, targetType: 'category', targetId: category.id });
    const desktop = await uploaded('desktop', 10);
    const mobile = await uploaded('mobile', 20);
    expect(desktop).toMatch(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await context.app.inject({ method: 'GET', url: desktop });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 1600, height: 600, format: 'webp' });
    expect(await sharp((await context.app.inject({ method: 'GET', url: mobile })).rawPayload).metadata()).toMatchObject({ width: 800 });
    await home(); // the cached answer must not outlive the change

    const added = await inject('POST', '/api/karusel/addKarusel', { desktopImage: desktop, mobileImage: mobile, targetType: 'category', targetId: category.id });
    expect(added.statusCode).toBe(201);
    const banner = added.json();
    expect(banner).toMatchObject({
      desktopImage: desktop, mobileImage: mobile, desktopImageRUS: null, mobileImageRUS: null, targetType: 'category', targetId: category.id,
      targetName: { uz: 'Yangi', ru: 'Новинки' }, position: 2, active: true, startsAt: null, endsAt: null, live: true,
    });
    expect((await home()).map((shown) => shown.id)).toEqual([seeded.id, banner.id]);
    expect((await home())[1]).toMatchObject({ desktopImage: desktop, mobileImage: mobile });

    const ruDesktop = await uploaded('desktop', 30);
    const edited = await inject('PUT', `/api/karusel/editKarusel/${banner.id}`, {
      desktopImage: desktop, mobileImage: mobile, desktopImageRUS: ruDesktop, targetType: 'category', targetId: category.id, active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ desktopImageRUS: ruDesktop, active: false, live: false });
    expect((await home()).map((shown) => shown.id)).toEqual([seeded.id]);
    await inject('PUT', `/api/karusel/editKarusel/${banner.id}`, { desktopImage: desktop, mobileImage: mobile, targetType: 'category', targetId: category.id });
    // The Russian picture no row shows any more is removed; the kept ones stay.
    expect(await fileExists(ruDesktop)).toBe(false);
    expect(await fileExists(desktop)).toBe(true);

    const reordered = await inject('PUT', '/api/karusel/reorderKarusels', { ids: [banner.id, seeded.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((row: { id: number; position: number }) => [row.id, row.position])).toEqual([[banner.id, 1], [seeded.id, 2]]);
    expect((await home()).map((shown) => shown.id)).toEqual([banner.id, seeded.id]);
    const stale = await inject('PUT', '/api/karusel/reorderKarusels', { ids: [banner.id] });
    expect(stale.statusCode).toBe(409);

    const deleted = await inject('DELETE', `/api/karusel/deleteKarusel/${banner.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await home()).map((shown) => shown.id)).toEqual([seeded.id]);
    expect(await fileExists(desktop)).toBe(false);
    expect((await inject('DELETE', `/api/karusel/deleteKarusel/${banner.id}`)).statusCode).toBe(404);

    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'banner')).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'REORDER', 'DELETE']);
    expect(audit[0]).toMatchObject({ userId: manager.user.id, entityId: banner.id, before: null });
    await inject('DELETE', `/api/karusel/deleteKarusel/${seeded.id}`);
  });

  it('shows a banner only within its dates, and keeps them in the staff list', async () => {
    const look = await insertLook(context.db, { nameUZB: 'Kuz', nameRUS: 'Осень' });
    const [desktop, mobile] = [await uploaded('desktop', 40), await uploaded('mobile', 50)];
    const now = context.clock.now().getTime();
    const body = { desktopImage: desktop, mobileImage: mobile, targetType: 'look', targetId: look.id };
    const later = (await inject('POST', '/api/karusel/addKarusel', { ...body, startsAt: new Date(now + hour).toISOString() })).json();
    const ended = (await inject('POST', '/api/karusel/addKarusel', { ...body, startsAt: new Date(now - 2 * hour).toISOString(), endsAt: new Date(now - hour).toISOString() })).json();
    const current = (await inject('POST', '/api/karusel/addKarusel', { ...body, startsAt: new Date(now - hour).toISOString(), endsAt: new Date(now + hour).toISOString() })).json();
    expect([later.live, ended.live, current.live]).toEqual([false, false, true]);
    expect(current.targetName).toEqual({ uz: 'Kuz', ru: 'Осень' });
    expect((await home()).map((shown) => shown.id)).toEqual([current.id]);

    context.clock.advance(90 * 60 * 1000);
    const { invalidateCatalogue } = await import('../../catalogue/cache');
    invalidateCatalogue(); // the cache's own time-to-live would end the entry; the test does not wait for it
    expect((await home()).map((shown) => shown.id)).toEqual([later.id]);
    const list = (await inject('GET', '/api/karusel/getAllKarusels')).json();
    expect(list.map((row: { id: number }) => row.id)).toEqual([later.id, ended.id, current.id]);
    for (const id of [later.id, ended.id, current.id]) await inject('DELETE', `/api/karusel/deleteKarusel/${id}`);
  });

  it('refuses bad bodies with the error shape: dates out of order, a missing target, pictures not uploaded here, unknown fields', async () => {
    const { product } = await insertProduct(context.db);
    const [desktop, mobile] = [await uploaded('desktop', 60), await uploaded('mobile', 70)];
    const body = { desktopImage: desktop, mobileImage: mobile, targetType: 'product', targetId: product.id };
    const cases: Array<[unknown, string]> = [
      [{ ...body, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
      [{ ...body, targetId: 987_654 }, 'targetId'],
      [{ ...body, targetType: 'brand' }, 'targetType'],
      [{ ...body, desktopImage: 'https://elsewhere.example/x.webp' }, 'desktopImage'],
      [{ ...body, mobileImageRUS: '/media/photos/ab/ab000000000000000000000000000000.webp' }, 'mobileImageRUS'],
      [{ ...body, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...body, position: 3 }, 'position'],
      [{ desktopImage: desktop }, 'mobileImage'],
    ];
    for (const [payload, field] of cases) {
      const response = await inject('POST', '/api/karusel/addKarusel', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    expect((await inject('PUT', '/api/karusel/editKarusel/987654', body)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/karusel/editKarusel/abc', body)).statusCode).toBe(400);
    expect((await inject('GET', '/api/karusel/getAllKarusels')).json()).toEqual([]);
  });

  it('keeps a deleted banner\'s picture that a product photo also has (the same bytes make the same file)', async () => {
    const { product } = await insertProduct(context.db);
    const bytes = await picture(2000, 750, 90);
    const photo = await context.app.inject({
      method: 'POST',
      url: `/api/product/staff/uploadPhoto/${product.id}`,
      headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(bytes),
    });
    expect(photo.statusCode).toBe(201);
    const desktop = (await upload('desktop', bytes)).json().url;
    expect(photo.json().at(-1).srcset.webp).toContain(`${desktop} 1600w`);
    const banner = (await inject('POST', '/api/karusel/addKarusel', { desktopImage: desktop, mobileImage: await uploaded('mobile', 95), targetType: 'product', targetId: product.id })).json();
    await inject('DELETE', `/api/karusel/deleteKarusel/${banner.id}`);
    expect(await fileExists(desktop)).toBe(true);
  });

  it('keeps a product photo\'s wider file that a banner shows when the photo is deleted', async () => {
    const { product } = await insertProduct(context.db);
    const bytes = await picture(2000, 750, 80);
    const photo = await context.app.inject({
      method: 'POST',
      url: `/api/product/staff/uploadPhoto/${product.id}`,
      headers: { ...manager.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(bytes),
    });
    expect(photo.statusCode).toBe(201);
    const desktop = (await upload('desktop', bytes)).json().url;
    await inject('POST', '/api/karusel/addKarusel', { desktopImage: desktop, mobileImage: await uploaded('mobile', 85), targetType: 'product', targetId: product.id });
    const removed = await inject('DELETE', `/api/product/staff/deletePhoto/${photo.json().at(-1).id}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect(await fileExists(desktop)).toBe(true);
  });

  it('keeps a product a banner opens: deleting it only takes it off sale', async () => {
    const { product } = await insertProduct(context.db);
    await inject('POST', '/api/karusel/addKarusel', { desktopImage: await uploaded('desktop', 75), mobileImage: await uploaded('mobile', 70), targetType: 'product', targetId: product.id });
    const removed = await inject('DELETE', `/api/product/deleteProduct/${product.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ outcome: 'DEACTIVATED' });
  });

  it('refuses an upload that is not an image, or of no known use', async () => {
    const text = await upload('desktop', Buffer.from('just some words, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('NOT_AN_IMAGE');
    expect((await upload('sideways', await picture(10, 10, 1))).statusCode).toBe(400);
  });
});
