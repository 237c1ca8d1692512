import { mkdir, stat, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders';
import { paymentTransactions } from '../../db/schema/payments';
import { customers } from '../../db/schema/people';
import { auditLog } from '../../db/schema/staff';
import { addresses } from '../../db/schema/places';
import { contactMessages } from '../../db/schema/messages';
import { jobs } from '../../db/schema/jobs';
import { enqueueSms } from '../../sms/sms-job';
import { notifications } from '../../db/schema/notifications';
import { cartItems } from '../../db/schema/shopping';
import { likedItems } from '../../db/schema/favourites';
import { storedAvatarFile } from '../avatar-store';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { giveCoupon } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let places: Awaited<ReturnType<typeof insertRegionTree>>;
let orderCounter = 0;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const get = (url: string, headers: Record<string, string> = manager.headers) => context.app.inject({ method: 'GET', url, headers });
const remove = (id: number, headers: Record<string, string> = manager.headers) =>
  context.app.inject({ method: 'DELETE', url: `/api/customers/staff/delete/${id}`, headers });

/** An order row of the customer, written directly (the checkout is the orders' tests' business), with a line and a payment. */
async function orderOf(customerId: number, fields: { total: number; paid?: boolean; status?: 'NEW' | 'REJECTED' | 'REACHED'; addressId?: number }) {
  orderCounter += 1;
  const { product, variants } = await insertProduct(context.db);
  const [order] = await context.db
    .insert(orders)
    .values({
      orderNumber: `C-${process.pid}-${orderCounter}`,
      customerId,
      status: fields.status ?? 'NEW',
      paid: fields.paid ?? true,
      paymentMethod: 'PAYME',
      addressId: fields.addressId ?? null,
      address: { region: 'Toshkent', street: 'Bunyodkor 1', houseNumber: '12' },
      receiverName: 'Dilnoza Karimova',
      receiverPhoneNumber: '+998901112233',
      goodsTotal: fields.total,
      deliveryCost: 0,
      total: fields.total,
      deliveryBy: new Date('2026-11-25T00:00:00Z'),
    })
    .returning();
  await context.db.insert(orderItems).values({ orderId: order!.id, productId: product.id, productSizeVariantId: variants[0]!.id, nameUZB: 'F', nameRUS: 'Ф', size: 'S', unitPrice: fields.total, quantity: 1 });
  await context.db.insert(paymentTransactions).values({ orderId: order!.id, provider: 'PAYME', providerTransactionId: `tx-${process.pid}-${orderCounter}`, amountTiyin: fields.total * 100, state: 2 });
  return { order: order!, product, variants };
}

describe('roles and validation', () => {
  it('wants a staff token: none 401, a customer 403, MANAGER and ADMIN allowed', async () => {
    const { customer, headers } = await createCustomer(context);
    const admin = await staffWithRole(context, 'ADMIN');
    const urls = ['/api/customers/staff/getAll', `/api/customers/staff/getCustomerById/${customer.id}`];
    for (const url of urls) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, headers)).statusCode).toBe(403);
      expect((await get(url, admin.headers)).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(200);
    }
    expect((await context.app.inject({ method: 'DELETE', url: `/api/customers/staff/delete/${customer.id}` })).statusCode).toBe(401);
    expect((await remove(customer.id, headers)).statusCode).toBe(403);
  });

  it('refuses bad queries and ids with 400 in the error shape, unknown customers with 404', async () => {
    for (const url of ['/api/customers/staff/getAll?size=0', '/api/customers/staff/getAll?state=GONE', '/api/customers/staff/getAll?page=-1', '/api/customers/staff/getCustomerById/abc']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await get('/api/customers/staff/getCustomerById/999999')).json().error.code).toBe('NOT_FOUND');
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await remove(0)).statusCode).toBe(400);
  });

  it('leaves the customer\'s own getCustomerById to customer tokens', async () => {
    const { customer, headers } = await createCustomer(context);
    expect((await get(`/api/customers/getCustomerById/${customer.id}`, headers)).statusCode).toBe(200);
    expect((await get(`/api/customers/getCustomerById/${customer.id}`)).statusCode).toBe(403);
  });
});

describe('list and detail', () => {
  it('lists newest first with orders count and total spent (paid, not rejected), searched by name or phone digits', async () => {
    const older = await createCustomer(context, { fullName: 'Zarina Olimova', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createCustomer(context, { fullName: 'Zarina Tursunova', createdAt: new Date('2026-06-01T00:00:00Z') });
    await orderOf(newer.customer.id, { total: 200_000 });
    await orderOf(newer.customer.id, { total: 50_000, paid: false });
    await orderOf(newer.customer.id, { total: 70_000, status: 'REJECTED' });
    const page = (await get('/api/customers/staff/getAll?search=zarina&size=10')).json();
    expect(page.content.map((row: { id: number }) => row.id)).toEqual([newer.customer.id, older.customer.id]);
    expect(page.content[0]).toMatchObject({ fullName: 'Zarina Tursunova', ordersCount: 3, totalSpent: 200_000, deletedAt: null });
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: 2, totalPages: 1 });
    const digits = older.customer.phoneNumber.slice(-7);
    const byPhone = (await get(`/api/customers/staff/getAll?search=${encodeURIComponent(`${digits.slice(0, 2)} ${digits.slice(2)}`)}`)).json();
    expect(byPhone.content.map((row: { id: number }) => row.id)).toEqual([older.customer.id]);
    const percent = (await get(`/api/customers/staff/getAll?search=${encodeURIComponent('%')}`)).json();
    expect(percent.totalElements).toBe(0);
  });

  it('shows the profile, tier, orders and coupons with their names', async () => {
    const { customer } = await createCustomer(context, { points: 1600, fullName: 'Kamola Aliyeva' });
    const { order } = await orderOf(customer.id, { total: 300_000 });
    const coupon = await giveCoupon(context.db, customer.id, { credit: 30_000, expireDate: new Date('2026-12-31T00:00:00Z') });
    const detail = (await get(`/api/customers/staff/getCustomerById/${customer.id}`)).json();
    expect(detail).toMatchObject({
      id: customer.id,
      fullName: 'Kamola Aliyeva',
      birthDate: '1995-04-12',
      gender: 'Ayol',
      points: 1600,
      tier: { name: 'Bronze', names: { uz: 'Bronza', ru: 'Бронза' } },
      ordersCount: 1,
      totalSpent: 300_000,
      orders: [{ id: order.id, orderNumber: order.orderNumber, status: 'NEW', paid: true, total: 300_000 }],
      coupons: [{ id: coupon.id, credit: 30_000, used: false, names: { uz: 'Sovg‘a', ru: 'Sovg‘a' }, expireDate: '2026-12-31T00:00:00.000Z' }],
    });
  });
});

describe('delete (anonymise)', () => {
  it('wipes the personal data in one go, keeps orders, lines and payments, ends the sign-ins, and audits it', async () => {
    const shopper = await createCustomer(context, { fullName: 'Malika Rahimova', password: 'malika123' });
    const id = shopper.customer.id;
    const avatarUrl = '/media/uploads/avatars/0123456789abcdef0123456789abcdef.png';
    const avatarFile = storedAvatarFile(context.config.dataDir, avatarUrl)!;
    await mkdir(avatarFile.replace(/[^/]+$/, ''), { recursive: true });
    await writeFile(avatarFile, 'png');
    await context.db.update(customers).set({ imageUrl: avatarUrl }).where(eq(customers.id, id));
    const [address] = await context.db
      .insert(addresses)
      .values({ customerId: id, regionId: places.tashkent.id, subRegionId: places.chilonzor.id, street: 'Bunyodkor 1', houseNumber: '12' })
      .returning();
    const { order, product, variants } = await orderOf(id, { total: 150_000, addressId: address!.id });
    await context.db.insert(cartItems).values({ customerId: id, productSizeVariantId: variants[0]!.id, quantity: 1 });
    await context.db.insert(likedItems).values({ customerId: id, productId: product.id });
    await context.db.insert(notifications).values({ customerId: id, title: 'Salom', message: 'Buyurtma', type: 'ORDER' });
    await context.db.insert(contactMessages).values({ customerId: id, fullName: 'Malika Rahimova', phoneNumber: shopper.customer.phoneNumber, message: 'Yetkazib berish qachon?' });
    const sms = { phoneNumber: shopper.customer.phoneNumber, orderId: order.id };
    await enqueueSms(context.db, { ...sms, key: `sms:order:${order.id}:PAID`, text: `Libos: ${order.orderNumber} to‘landi` }, context.clock.now());
    await enqueueSms(context.db, { ...sms, key: `sms:order:${order.id}:SENT`, text: `Libos: ${order.orderNumber} yuborildi` }, context.clock.now());
    expect(await context.runJobs()).toBe(2);
    await enqueueSms(context.db, { ...sms, key: `sms:order:${order.id}:REACHED`, text: `Libos: ${order.orderNumber} yetdi` }, context.clock.now());
    expect((await get(`/api/customers/getCustomerById/${id}`, shopper.headers)).statusCode).toBe(200);

    expect((await remove(id)).statusCode).toBe(204);

    const [row] = await context.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ fullName: 'Deleted customer', phoneNumber: `deleted:${id}`, birthDate: '1900-01-01', imageUrl: null, sessionVersion: 1 });
    expect(row!.passwordHash).not.toMatch(/^\$argon2/);
    expect(row!.deletedAt).toEqual(context.clock.now());
    await expect(stat(avatarFile)).rejects.toThrow();
    expect(await context.db.select().from(addresses).where(eq(addresses.customerId, id))).toEqual([
      expect.objectContaining({ id: address!.id, street: null, houseNumber: null, regionId: places.tashkent.id }),
    ]);
    expect(await context.db.select().from(cartItems).where(eq(cartItems.customerId, id))).toEqual([]);
    expect(await context.db.select().from(likedItems).where(eq(likedItems.customerId, id))).toEqual([]);
    expect(await context.db.select().from(notifications).where(eq(notifications.customerId, id))).toEqual([]);
    expect(await context.db.select().from(contactMessages).where(eq(contactMessages.customerId, id))).toEqual([
      expect.objectContaining({ fullName: 'Deleted customer', phoneNumber: `deleted:${id}`, message: 'Yetkazib berish qachon?' }),
    ]);
    // The order's SMS forget the phone and text; the one still queued is not sent.
    const orderSms = await context.db.select().from(jobs).where(eq(jobs.orderId, order.id)).orderBy(jobs.id);
    expect(orderSms.map(({ state, payload }) => ({ state, payload }))).toEqual([
      { state: 'DONE', payload: {} },
      { state: 'DONE', payload: {} },
      { state: 'FAILED', payload: {} },
    ]);
    expect(await context.runJobs()).toBe(0);
    expect(context.sms.list(shopper.customer.phoneNumber)).toHaveLength(2);
    const [keptOrder] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(keptOrder).toMatchObject({ customerId: id, receiverName: 'Dilnoza Karimova', total: 150_000 });
    expect(await context.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toHaveLength(1);
    expect(await context.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id))).toHaveLength(1);

    // The old token ends, and the old phone and password no longer sign in.
    expect((await get(`/api/customers/getCustomerById/${id}`, shopper.headers)).statusCode).toBe(401);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/loginCustomer', payload: { phoneNumber: shopper.customer.phoneNumber, password: 'malika123' } });
    expect(login.statusCode).toBe(401);

    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const entry = audit.find((rowOf) => rowOf.entity === 'customer');
    expect(entry).toMatchObject({ action: 'ANONYMISE', userId: manager.user.id });
    expect(JSON.stringify(entry)).not.toContain('Malika');

    // A second delete is a conflict; the detail still answers for the books.
    const again = await remove(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect((await get(`/api/customers/staff/getCustomerById/${id}`)).json()).toMatchObject({ fullName: 'Deleted customer', ordersCount: 1 });
  });

  it('hides deleted customers from the list unless asked for them', async () => {
    const { customer } = await createCustomer(context, { fullName: 'Hidden Later' });
    expect((await remove(customer.id)).statusCode).toBe(204);
    const ids = async (query: string) => (await get(`/api/customers/staff/getAll?size=100${query}`)).json().content.map((row: { id: number }) => row.id);
    expect(await ids('')).not.toContain(customer.id);
    expect(await ids('&state=DELETED')).toContain(customer.id);
    expect(await ids('&state=ALL')).toContain(customer.id);
    expect(await ids('&state=DELETED&search=Deleted')).toContain(customer.id);
  });
});
