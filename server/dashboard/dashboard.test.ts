import { orderItems, orders } from '../db/schema/orders';
import { customers } from '../db/schema/people';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import type { Dashboard } from '../../contract/staffDashboard';
import { staffWithRole } from '../staff/testing/staff-fixtures';

/*
 * Fixed orders around the test clock's now, 2026-11-20 09:00 UTC = 14:00 in Tashkent (UTC+5), where the shop's days
 * begin at 19:00 UTC the day before. Every figure below is worked out by hand from them.
 */
let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
const ids: Record<string, number> = {};

type Product = Awaited<ReturnType<typeof insertProduct>>;
let tagCounter = 0;

async function shopper(createdAt: Date) {
  tagCounter += 1;
  const [row] = await context.db
    .insert(customers)
    .values({ fullName: 'Xaridor', phoneNumber: `+99894${String(1_000_000 + tagCounter * 37 + (process.pid % 1000)).slice(-7)}`, passwordHash: 'x', birthDate: '1990-01-01', createdAt })
    .returning();
  return row!;
}

async function placeOrder(customerId: number, fields: { createdAt: string; paidAt?: string; refunded?: boolean; total: number; lines: Array<[Product, number, number]> }) {
  tagCounter += 1;
  const [order] = await context.db
    .insert(orders)
    .values({
      orderNumber: `LB-D${process.pid % 10_000}-${tagCounter}`,
      customerId,
      status: fields.refunded ? 'REJECTED' : 'NEW',
      // A refund sets paid back to false and keeps paid_at (server/orders/payment-events.ts).
      paid: fields.paidAt !== undefined && !fields.refunded,
      paidAt: fields.paidAt ? new Date(fields.paidAt) : null,
      paymentMethod: 'PAYME',
      address: { region: 'Toshkent shahri' },
      receiverName: 'Xaridor',
      receiverPhoneNumber: '+998901112233',
      goodsTotal: fields.total,
      deliveryCost: 0,
      total: fields.total,
      deliveryBy: new Date('2026-11-25T00:00:00Z'),
      createdAt: new Date(fields.createdAt),
    })
    .returning();
  await context.db.insert(orderItems).values(
    fields.lines.map(([{ product, variants }, quantity, unitPrice]) => ({
      orderId: order!.id,
      productId: product.id,
      productSizeVariantId: variants[0]!.id,
      nameUZB: product.nameUZB,
      nameRUS: product.nameRUS,
      size: 'S',
      unitPrice,
      quantity,
    })),
  );
}

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
  admin = await staffWithRole(context, 'ADMIN');
  const dresses = await insertCategory(context.db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' });
  const trousers = await insertCategory(context.db, { nameUZB: 'Shimlar', nameRUS: 'Брюки' });
  const accessories = await insertCategory(context.db, { nameUZB: 'Aksessuarlar', nameRUS: 'Аксессуары' });
  Object.assign(ids, { dresses: dresses.id, trousers: trousers.id, accessories: accessories.id });
  const dress = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье', categoryIds: [dresses.id] });
  const trousersProduct = await insertProduct(context.db, { nameUZB: 'Shim', nameRUS: 'Брюки', categoryIds: [trousers.id] });
  const scarf = await insertProduct(context.db, { nameUZB: 'Sharf', nameRUS: 'Шарф', categoryIds: [dresses.id, accessories.id] });
  Object.assign(ids, { dress: dress.product.id, trousers_: trousersProduct.product.id, scarf: scarf.product.id });

  const today = await shopper(new Date('2026-11-20T03:00:00Z'));
  const lastWeek = await shopper(new Date('2026-11-15T12:00:00Z'));
  const longAgo = await shopper(new Date('2026-10-01T12:00:00Z'));
  // Today (Nov 20 in Tashkent): placed 09:00 and paid 09:10; placed 11:30, unpaid.
  await placeOrder(today.id, { createdAt: '2026-11-20T04:00:00Z', paidAt: '2026-11-20T04:10:00Z', total: 400_000, lines: [[dress, 2, 200_000]] });
  await placeOrder(today.id, { createdAt: '2026-11-20T06:30:00Z', total: 150_000, lines: [[trousersProduct, 1, 150_000]] });
  // Placed yesterday at 23:30, paid today at 00:30.
  await placeOrder(lastWeek.id, { createdAt: '2026-11-19T18:30:00Z', paidAt: '2026-11-19T19:30:00Z', total: 100_000, lines: [[scarf, 4, 25_000]] });
  // Nov 18: paid, then refunded.
  await placeOrder(lastWeek.id, { createdAt: '2026-11-18T10:00:00Z', paidAt: '2026-11-18T10:05:00Z', refunded: true, total: 300_000, lines: [[trousersProduct, 2, 150_000]] });
  // Nov 14, the 7 days' first.
  await placeOrder(lastWeek.id, { createdAt: '2026-11-14T05:00:00Z', paidAt: '2026-11-14T05:00:00Z', total: 200_000, lines: [[trousersProduct, 1, 200_000]] });
  // Nov 13, 23:59 in Tashkent: only the 30 days'.
  await placeOrder(longAgo.id, { createdAt: '2026-11-13T18:59:00Z', paidAt: '2026-11-13T18:59:30Z', total: 50_000, lines: [[dress, 1, 50_000]] });
  // Oct 20: before the 30 days (Oct 22 to Nov 20).
  await placeOrder(longAgo.id, { createdAt: '2026-10-20T10:00:00Z', paidAt: '2026-10-20T10:00:00Z', total: 999_000, lines: [[dress, 9, 111_000]] });
});
afterAll(() => context.close());

const get = (query: string, headers: Record<string, string> = manager.headers) => context.app.inject({ method: 'GET', url: `/api/staff/dashboard${query}`, headers });
async function read(period: string): Promise<Dashboard> {
  const response = await get(`?period=${period}`);
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}
const product = (key: string, quantity: number, revenue: number) => expect.objectContaining({ productId: ids[key], quantity, revenue });
const category = (key: string, quantity: number, revenue: number) => expect.objectContaining({ categoryId: ids[key], quantity, revenue });

describe('roles and validation', () => {
  it('wants a staff token: none 401, a customer 403, MANAGER and ADMIN read', async () => {
    const customer = await createCustomer(context);
    expect((await context.app.inject({ method: 'GET', url: '/api/staff/dashboard' })).statusCode).toBe(401);
    const asCustomer = await get('', customer.headers);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    expect((await get('', admin.headers)).statusCode).toBe(200);
    expect((await get('')).json().period).toBe('today');
  });

  it.each(['week', '7', 'TODAY', ''])('refuses the period %p with 400 in the error shape', async (period) => {
    const response = await get(`?period=${period}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});

describe('figures', () => {
  it('today: by the Tashkent day, by the hour', async () => {
    const board = await read('today');
    expect(board).toMatchObject({ from: '2026-11-19T19:00:00.000Z', to: '2026-11-20T09:00:00.000Z', orders: 2, revenue: 500_000, paidOrders: 2, averageBasket: 250_000, paidShare: 0.5, newCustomers: 1 });
    expect(board.topProductsByQuantity).toEqual([product('scarf', 4, 100_000), product('dress', 2, 400_000)]);
    expect(board.topProductsByRevenue).toEqual([product('dress', 2, 400_000), product('scarf', 4, 100_000)]);
    expect(board.topProductsByRevenue[0]).toMatchObject({ nameUZB: 'Ko‘ylak', nameRUS: 'Платье' });
    expect(board.topCategories).toEqual([category('dresses', 6, 500_000), category('accessories', 4, 100_000)]);
    expect(board.topCategories[0]).toMatchObject({ nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' });
    // Midnight to 14:00 in Tashkent: 15 hours.
    expect(board.series).toHaveLength(15);
    expect(board.series[0]).toEqual({ start: '2026-11-19T19:00:00.000Z', orders: 0, revenue: 100_000 });
    expect(board.series[9]).toEqual({ start: '2026-11-20T04:00:00.000Z', orders: 1, revenue: 400_000 });
    expect(board.series[11]).toEqual({ start: '2026-11-20T06:00:00.000Z', orders: 1, revenue: 0 });
    expect(board.series.reduce((sum, point) => sum + point.revenue, 0)).toBe(board.revenue);
  });

  it('7 days: a refunded order is placed but earns nothing', async () => {
    const board = await read('7d');
    expect(board).toMatchObject({ from: '2026-11-13T19:00:00.000Z', orders: 5, revenue: 700_000, paidOrders: 3, averageBasket: 233_333, paidShare: 0.6, newCustomers: 2 });
    expect(board.topProductsByQuantity).toEqual([product('scarf', 4, 100_000), product('dress', 2, 400_000), product('trousers_', 1, 200_000)]);
    expect(board.topProductsByRevenue).toEqual([product('dress', 2, 400_000), product('trousers_', 1, 200_000), product('scarf', 4, 100_000)]);
    expect(board.topCategories).toEqual([category('dresses', 6, 500_000), category('trousers', 1, 200_000), category('accessories', 4, 100_000)]);
    expect(board.series.map((point) => point.start.slice(0, 10))).toEqual(['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(board.series.map((point) => point.orders)).toEqual([1, 0, 0, 0, 1, 1, 2]);
    expect(board.series.map((point) => point.revenue)).toEqual([200_000, 0, 0, 0, 0, 0, 500_000]);
  });

  it('30 days: from the 22nd of October, the order at 23:59 on the 13th included', async () => {
    const board = await read('30d');
    expect(board).toMatchObject({ from: '2026-10-21T19:00:00.000Z', orders: 6, revenue: 750_000, paidOrders: 4, averageBasket: 187_500, newCustomers: 2 });
    expect(board.paidShare).toBeCloseTo(4 / 6, 10);
    expect(board.series).toHaveLength(30);
    expect(board.series[22]).toEqual({ start: '2026-11-12T19:00:00.000Z', orders: 1, revenue: 50_000 });
    expect(board.topProductsByQuantity[0]).toEqual(product('scarf', 4, 100_000));
    expect(board.topProductsByRevenue[0]).toEqual(product('dress', 3, 450_000));
  });
});
