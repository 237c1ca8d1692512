import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, payNow, placedOrder, type Places } from '../../test/server/order-fixtures';
import { auditLog } from '../db/schema/staff';
import { staffWithRole } from '../staff/testing/staff-fixtures';
import type { ShopSettings } from '../../contract/settings';
import { buildApp } from '../app';
import { SandboxSmsProvider } from '../sms/provider';
import { returnWindowDays } from './service';

let context: TestContext;
let places: Places;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  admin = await staffWithRole(context, 'ADMIN');
});
afterAll(() => context.close());

const read = (headers: Record<string, string> = admin.headers) => context.app.inject({ method: 'GET', url: '/api/settings/staff/get', headers });
const save = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  context.app.inject({ method: 'PUT', url: '/api/settings/staff/save', headers, payload: payload as object });
const publicSettings = () => context.app.inject({ method: 'GET', url: '/api/settings/getShopSettings' });

async function saved(): Promise<ShopSettings> {
  const response = await read();
  expect(response.statusCode).toBe(200);
  return response.json<ShopSettings>();
}

const settingsAudit = () => context.db.select().from(auditLog).where(eq(auditLog.entity, 'shopSettings')).orderBy(auditLog.id);

describe('shop settings', () => {
  it('starts with the shop as the code had it: Libos, its contacts, three Tashkent shops, 28 000 below 400 000', async () => {
    const settings = await saved();
    expect(settings).toMatchObject({
      shopName: 'Libos',
      phoneNumber: '+998712000000',
      telegram: '@libos_uz',
      email: 'info@libos.uz',
      deliveryFee: 28_000,
      freeDeliveryFrom: 400_000,
      returnWindowDays: 10,
      smsSender: 'Libos',
    });
    expect(settings.branches.map((branch) => branch.nameUz)).toEqual(['Libos Chilonzor', 'Libos Yunusobod', 'Libos Mirobod']);
    expect(settings.branches[0]!.addressRu).toBe('Ташкент, Чиланзарский район, проспект Бунёдкор, 12');
  });

  it('lets only an ADMIN read and save them: none 401, a MANAGER 403', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    const settings = await saved();
    expect((await read({})).statusCode).toBe(401);
    expect((await read(manager.headers)).statusCode).toBe(403);
    expect((await save(settings, manager.headers)).statusCode).toBe(403);
    expect(await saved()).toEqual(settings);
  });

  it('refuses bad values (400) and keeps the settings as they were', async () => {
    const settings = await saved();
    const branch = settings.branches[0]!;
    const bad: Array<Record<string, unknown>> = [
      { deliveryFee: -1 },
      { deliveryFee: 1.5 },
      { freeDeliveryFrom: -100 },
      { returnWindowDays: 0 },
      { returnWindowDays: 61 },
      { smsSender: 'Libos Shop' },
      { smsSender: 'LibosFashion' },
      { smsSender: 'Libós' },
      { smsSender: '' },
      { phoneNumber: '+998 71 200 00 00' },
      { telegram: 'libos_uz' },
      { email: 'info.libos.uz' },
      { shopName: '   ' },
      { shopName: 'L'.repeat(61) },
      { branches: [] },
      { branches: Array.from({ length: 11 }, () => branch) },
      { branches: [{ ...branch, addressUz: '' }] },
      { branches: [{ ...branch, colour: 'red' }] },
      { surprise: true },
    ];
    for (const change of bad) {
      const response = await save({ ...settings, ...change });
      expect([JSON.stringify(change), response.statusCode]).toEqual([JSON.stringify(change), 400]);
    }
    expect(await saved()).toEqual(settings);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it('saves, audits what changed, and the shop shows the new contacts and branches at once', async () => {
    const before = await publicSettings();
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = String(before.headers.etag);
    expect((await context.app.inject({ method: 'GET', url: '/api/settings/getShopSettings', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // A proxy that compresses the answer weakens its ETag: the browser's W/ form still matches.
    expect((await context.app.inject({ method: 'GET', url: '/api/settings/getShopSettings', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);

    const settings = await saved();
    const branches = [
      { nameUz: 'Libos Sergeli', nameRu: 'Libos Сергели', addressUz: 'Toshkent, Sergeli tumani, 5-uy', addressRu: 'Ташкент, Сергелийский район, 5', landmarkUz: '', landmarkRu: '', hoursUz: 'Har kuni 10:00–20:00', hoursRu: 'Ежедневно 10:00–20:00' },
      settings.branches[0]!,
    ];
    const response = await save({ ...settings, phoneNumber: '+998712223344', email: 'salom@libos.uz', branches });
    expect(response.statusCode).toBe(200);

    const shown = await publicSettings();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers.etag).not.toBe(etag);
    expect(shown.json()).toMatchObject({ phoneNumber: '+998712223344', email: 'salom@libos.uz', branches });

    const [entry, ...more] = await settingsAudit();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ userId: admin.user.id, action: 'UPDATE', entityId: 1 });
    // Only what changed is kept.
    expect(entry!.before).toEqual({ phoneNumber: '+998712000000', email: 'info@libos.uz', branches: settings.branches });
    expect(entry!.after).toEqual({ phoneNumber: '+998712223344', email: 'salom@libos.uz', branches });

    // A save that changes nothing writes no audit row.
    expect((await save(await saved())).statusCode).toBe(200);
    expect(await settingsAudit()).toHaveLength(1);
  });

  it('prices an order placed after a fee or threshold change with the new figures', async () => {
    const settings = await saved();
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sellPrice: 300_000, sizes: { M: 5 } });
    const variantId = product.variants[0]!.id;

    expect((await save({ ...settings, deliveryFee: 35_000 })).statusCode).toBe(200);
    expect((await placedOrder(context, shopper, [[variantId, 1]])).total).toBe(335_000);

    expect((await save({ ...settings, deliveryFee: 35_000, freeDeliveryFrom: 300_000 })).statusCode).toBe(200);
    expect((await placedOrder(context, shopper, [[variantId, 1]])).total).toBe(300_000);
  });

  it('sends an SMS after a sender change under the new sender', async () => {
    const settings = await saved();
    expect((await save({ ...settings, smsSender: 'LibosUz' })).statusCode).toBe(200);
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sellPrice: 120_000, sizes: { M: 5 } });
    const order = await placedOrder(context, shopper, [[product.variants[0]!.id, 1]]);
    await payNow(context.db, order.id, context.clock.now());
    await context.runJobs();
    const [sms] = context.sms.list(shopper.customer.phoneNumber);
    expect(sms).toMatchObject({ sender: 'LibosUz' });
  });

  it('exposes the return window to the shop and to the server', async () => {
    const settings = await saved();
    expect((await save({ ...settings, returnWindowDays: 14 })).statusCode).toBe(200);
    expect((await publicSettings()).json()).toMatchObject({ returnWindowDays: 14 });
    expect(await returnWindowDays(context.db)).toBe(14);
  });

  it('shows a save at once on another server of the same database (nothing cached per process)', async () => {
    const other = await buildApp({ db: context.db, config: context.config, tokens: context.tokens, sms: new SandboxSmsProvider(), clock: context.clock }, { compileSchemasOnFirstUse: true });
    try {
      const readOnOther = async () => (await other.inject({ method: 'GET', url: '/api/settings/getShopSettings' })).json<ShopSettings>();
      expect((await readOnOther()).shopName).toBe('Libos');
      expect((await save({ ...(await saved()), shopName: 'Libos Moda' })).statusCode).toBe(200);
      expect((await readOnOther()).shopName).toBe('Libos Moda');
    } finally {
      await other.close();
    }
  });
});
