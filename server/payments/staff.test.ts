import { orders } from '../db/schema/orders';
import { paymentTransactions } from '../db/schema/payments';
import { refundOrderPayment } from './checkout';
import { TxState } from './transactions';
import { insertTestOrder } from './testing/orders';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import type { PaymentTotals, StaffPayment } from '../../contract/staffPayments';
import { staffWithRole } from '../staff/testing/staff-fixtures';
import { eq } from 'drizzle-orm';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let paymeOrder: Awaited<ReturnType<typeof insertTestOrder>>;
let clickOrder: Awaited<ReturnType<typeof insertTestOrder>>;

type Tx = Pick<typeof paymentTransactions.$inferInsert, 'provider' | 'state' | 'amountTiyin' | 'createdAt'> & { orderId: number; performedAt?: Date; cancelledAt?: Date };

let txCounter = 0;
async function addTransaction(fields: Tx) {
  txCounter += 1;
  const [row] = await context.db
    .insert(paymentTransactions)
    .values({ ...fields, providerTransactionId: `ptx-${txCounter}`, providerTime: fields.createdAt, details: {} })
    .returning();
  return row!;
}

// Tashkent is UTC+5: 19:00 UTC is the next day's midnight there.
const fixture: Array<Omit<Tx, 'orderId'> & { name: string; order: 'payme' | 'click' }> = [
  // Nov 17, 23:59:59 in Tashkent.
  { name: 'click-paid', order: 'click', provider: 'CLICK', state: TxState.PERFORMED, amountTiyin: 5_000_000, createdAt: new Date('2026-11-17T18:59:59Z'), performedAt: new Date('2026-11-17T19:01:00Z') },
  // Nov 18, 00:00 in Tashkent.
  { name: 'uzum-cancelled', order: 'click', provider: 'UZUM', state: TxState.CANCELLED, amountTiyin: 7_000_000, createdAt: new Date('2026-11-17T19:00:00Z'), cancelledAt: new Date('2026-11-17T19:30:00Z') },
  { name: 'payme-paid', order: 'payme', provider: 'PAYME', state: TxState.PERFORMED, amountTiyin: 42_790_000, createdAt: new Date('2026-11-18T10:00:00Z'), performedAt: new Date('2026-11-18T10:01:00Z') },
  // Nov 19, 23:59 in Tashkent.
  { name: 'click-created', order: 'click', provider: 'CLICK', state: TxState.CREATED, amountTiyin: 9_900_000, createdAt: new Date('2026-11-19T18:59:00Z') },
  // Nov 20, 01:00 in Tashkent: performed now, refunded by the test below through the payments' own refund.
  { name: 'payme-refunded', order: 'click', provider: 'PAYME', state: TxState.PERFORMED, amountTiyin: 10_000_000, createdAt: new Date('2026-11-19T20:00:00Z'), performedAt: new Date('2026-11-19T20:05:00Z') },
];
const ids: Record<string, number> = {};

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
  admin = await staffWithRole(context, 'ADMIN');
  paymeOrder = await insertTestOrder(context.db, { paymentMethod: 'PAYME' });
  clickOrder = await insertTestOrder(context.db, { paymentMethod: 'CLICK', paid: true });
  for (const { name, order, ...fields } of fixture) {
    ids[name] = (await addTransaction({ ...fields, orderId: (order === 'payme' ? paymeOrder : clickOrder).id })).id;
  }
});
afterAll(() => context.close());

const get = (url: string, headers: Record<string, string> = manager.headers) => context.app.inject({ method: 'GET', url, headers });
const list = async (query = '') => {
  const response = await get(`/api/payment/getAllPayments${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ content: StaffPayment[]; totalElements: number; totalPages: number }>();
};
const totals = async (from: string, to: string) => {
  const response = await get(`/api/payment/by-date?from=${from}&to=${to}`);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentTotals>();
};
const namesOf = (rows: StaffPayment[]) => rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

describe('roles', () => {
  it('wants a staff token: none 401, a customer 403, MANAGER and ADMIN read', async () => {
    const customer = await createCustomer(context);
    for (const url of ['/api/payment/getAllPayments', '/api/payment/by-date?from=2026-11-18&to=2026-11-19']) {
      const anonymous = await context.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      const asCustomer = await get(url, customer.headers);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
      expect((await get(url, manager.headers)).statusCode).toBe(200);
      expect((await get(url, admin.headers)).statusCode).toBe(200);
    }
  });
});

describe('validation', () => {
  it.each([
    '/api/payment/getAllPayments?from=2026-13-01',
    '/api/payment/getAllPayments?from=yesterday',
    '/api/payment/getAllPayments?to=2026-02-30',
    '/api/payment/getAllPayments?provider=VISA',
    '/api/payment/getAllPayments?state=performed',
    '/api/payment/getAllPayments?size=0',
    '/api/payment/by-date?from=2026-11-18',
    '/api/payment/by-date?to=2026-11-18',
    '/api/payment/by-date?from=20261118&to=2026-11-19',
  ])('%s answers 400 in the error shape', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('refuses a range that ends before it starts, or longer than a year, naming the field', async () => {
    for (const url of ['/api/payment/getAllPayments?from=2026-11-19&to=2026-11-18', '/api/payment/by-date?from=2026-11-19&to=2026-11-18', '/api/payment/by-date?from=2025-01-01&to=2026-11-18']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('to');
    }
  });
});

describe('the list', () => {
  it('lists every transaction newest first, with its order number, so’m, state in words and times', async () => {
    const page = await list();
    expect(page.totalElements).toBe(5);
    expect(namesOf(page.content)).toEqual(['payme-refunded', 'click-created', 'payme-paid', 'uzum-cancelled', 'click-paid']);
    expect(page.content.find((row) => row.id === ids['payme-paid'])).toEqual({
      id: ids['payme-paid'],
      provider: 'PAYME',
      providerTransactionId: expect.stringMatching(/^ptx-/),
      orderId: paymeOrder.id,
      orderNumber: paymeOrder.orderNumber,
      amount: 427_900,
      state: 'paid',
      createdAt: '2026-11-18T10:00:00.000Z',
      performedAt: '2026-11-18T10:01:00.000Z',
      cancelledAt: null,
    });
    expect(page.content.map((row) => row.state)).toEqual(['paid', 'created', 'paid', 'cancelled', 'paid']);
  });

  it('filters by Tashkent days (both ends included), provider and state, and pages', async () => {
    expect(namesOf((await list('?from=2026-11-18&to=2026-11-19')).content)).toEqual(['click-created', 'payme-paid', 'uzum-cancelled']);
    expect(namesOf((await list('?from=2026-11-20')).content)).toEqual(['payme-refunded']);
    expect(namesOf((await list('?to=2026-11-17')).content)).toEqual(['click-paid']);
    expect(namesOf((await list('?provider=CLICK')).content)).toEqual(['click-created', 'click-paid']);
    expect(namesOf((await list('?state=cancelled')).content)).toEqual(['uzum-cancelled']);
    expect(namesOf((await list('?provider=UZUM&state=paid')).content)).toEqual([]);
    const second = await list('?size=2&page=1');
    expect(namesOf(second.content)).toEqual(['payme-paid', 'uzum-cancelled']);
    expect(second).toMatchObject({ totalElements: 5, totalPages: 3, page: 1, size: 2 });
  });
});

describe('totals per provider', () => {
  it('counts the range’s transactions per provider, every provider listed', async () => {
    const range = await totals('2026-11-18', '2026-11-19');
    expect(range.from).toBe('2026-11-18');
    expect(range.providers).toEqual([
      { provider: 'PAYME', count: 1, paidCount: 1, paidSum: 427_900, refundedCount: 0, refundedSum: 0, net: 427_900 },
      { provider: 'CLICK', count: 1, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 },
      { provider: 'UZUM', count: 1, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 },
    ]);
    const empty = await totals('2026-10-01', '2026-10-31');
    expect(empty.all).toEqual({ count: 0, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 });
  });

  it('counts a payment refunded after it was paid as refunded: in the paid sum, in the refunded sum, out of net', async () => {
    await context.db.update(orders).set({ paid: true }).where(eq(orders.id, clickOrder.id));
    await context.db.transaction((tx) => refundOrderPayment(tx, clickOrder.id, context.clock.now()));
    const refunded = await list('?state=refunded');
    // The order's other performed transaction (Click's) was given back with it.
    expect(namesOf(refunded.content)).toEqual(['payme-refunded', 'click-paid']);
    expect(refunded.content[0]).toMatchObject({ amount: 100_000, cancelledAt: context.clock.now().toISOString(), performedAt: '2026-11-19T20:05:00.000Z' });

    const all = await totals('2026-11-17', '2026-11-20');
    expect(all.providers).toEqual([
      { provider: 'PAYME', count: 2, paidCount: 2, paidSum: 527_900, refundedCount: 1, refundedSum: 100_000, net: 427_900 },
      { provider: 'CLICK', count: 2, paidCount: 1, paidSum: 50_000, refundedCount: 1, refundedSum: 50_000, net: 0 },
      { provider: 'UZUM', count: 1, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 },
    ]);
    expect(all.all).toEqual({ count: 5, paidCount: 3, paidSum: 577_900, refundedCount: 2, refundedSum: 150_000, net: 427_900 });
  });
});
