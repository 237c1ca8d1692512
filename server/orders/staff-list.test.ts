import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, type Places, type Shopper } from '../../test/server/order-fixtures';
import { staffWithRole } from '../staff/testing/staff-fixtures';

/** The staff's orders lists with their filters, the per-status aliases and the CSV export (docs/api.md "Staff: orders"). */

let context: TestContext;
let places: Places;
let staffHeaders: Record<string, string>;
let shopper: Shopper;
let variantId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staffHeaders = (await createStaff(context)).headers;
  shopper = await createShopper(context, places);
  const product = await insertProduct(context.db, { sellPrice: 120_000, sizes: { M: 500 } });
  variantId = product.variants[0]!.id;
});
afterAll(() => context.close());

const get = (url: string, headers = staffHeaders) => context.app.inject({ method: 'GET', url, headers });
type Listed = { id: number; orderNumber: string; status: string; paid: boolean; customer: { id: number; fullName: string; phoneNumber: string } };
const ids = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return (response.json().content as Listed[]).map((order) => order.id);
};

async function order(options: { receiverPhoneNumber?: string; paid?: boolean; who?: Shopper; quantity?: number } = {}) {
  const placed = await placedOrder(context, options.who ?? shopper, [[variantId, options.quantity ?? 1]], options.receiverPhoneNumber ? { receiverPhoneNumber: options.receiverPhoneNumber } : {});
  if (options.paid) await payNow(context.db, placed.id, context.clock.now());
  return placed;
}

describe('GET /api/order/getAllOrders with filters', () => {
  it('finds by order number, by the receiver’s phone and by the customer’s phone, however it is typed', async () => {
    const byReceiver = await order({ receiverPhoneNumber: '+998935550101' });
    const other = await createShopper(context, places);
    const byCustomer = await order({ who: other });
    const customerDigits = other.customer.phoneNumber.slice(4);

    expect(await ids(`/api/order/getAllOrders?q=${byReceiver.orderNumber}`)).toEqual([byReceiver.id]);
    expect(await ids(`/api/order/getAllOrders?q=${byReceiver.orderNumber.toLowerCase().slice(3)}`)).toEqual([byReceiver.id]);
    expect(await ids(`/api/order/getAllOrders?q=${encodeURIComponent('93 555-01-01')}`)).toEqual([byReceiver.id]);
    expect(await ids(`/api/order/getAllOrders?q=${encodeURIComponent(other.customer.phoneNumber)}`)).toEqual([byCustomer.id]);
    const listed = (await get(`/api/order/getAllOrders?q=${customerDigits}`)).json().content as Listed[];
    expect(listed).toEqual([expect.objectContaining({ id: byCustomer.id, customer: { id: other.customer.id, fullName: 'Dilnoza Karimova', phoneNumber: other.customer.phoneNumber } })]);
    // A LIKE wildcard is a character like any other.
    expect(await ids('/api/order/getAllOrders?q=%25')).toEqual([]);
  });

  it('filters by paid and by days in Tashkent time, and pages what matches', async () => {
    // 2026-11-20 09:00 UTC is 14:00 in Tashkent; 20:30 UTC is already the 21st there.
    context.clock.advance(30 * DAY_MS);
    const start = context.clock.now();
    const first = await order({ paid: true });
    context.clock.advance(11.5 * 3_600_000);
    const lateEvening = await order();
    context.clock.advance(DAY_MS);
    const next = await order({ paid: true });
    const day = (offset: number) => new Date(start.getTime() + 5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

    expect(await ids(`/api/order/getAllOrders?from=${day(0)}&to=${day(0)}`)).toEqual([first.id]);
    expect(await ids(`/api/order/getAllOrders?from=${day(1)}`)).toEqual([next.id, lateEvening.id]);
    expect(await ids(`/api/order/getAllOrders?from=${day(0)}&paid=true`)).toEqual([next.id, first.id]);
    expect(await ids(`/api/order/getAllOrders?from=${day(0)}&paid=false`)).toEqual([lateEvening.id]);
    expect(await ids(`/api/order/getAllOrdersPaidIsTrue?from=${day(0)}`)).toEqual([next.id, first.id]);
    const paged = (await get(`/api/order/getAllOrders?from=${day(0)}&size=2&page=1`)).json();
    expect(paged).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2, content: [expect.objectContaining({ id: first.id })] });
  });

  it('has a thin alias for each status, with the same filters', async () => {
    const placed = await order({ paid: true, receiverPhoneNumber: '+998944440202' });
    expect(await ids('/api/order/getNewOrders?q=944440202')).toEqual([placed.id]);
    await context.app.inject({ method: 'PUT', url: `/api/order/editStatusToPack/${placed.id}`, headers: staffHeaders });
    expect(await ids('/api/order/getNewOrders?q=944440202')).toEqual([]);
    expect(await ids('/api/order/getPackOrders?q=944440202&paid=true')).toEqual([placed.id]);
    for (const path of ['getSendOrders', 'getReachedOrders', 'getRejectedOrders']) expect(await ids(`/api/order/${path}?q=944440202`)).toEqual([]);
    expect(await ids('/api/order/getAllOrdersPaidIsTrue?status=PACK&q=944440202')).toEqual([placed.id]);
  });

  it('refuses bad filters with 400 in the error shape', async () => {
    for (const query of ['from=2026-13-01', 'to=yesterday', 'paid=maybe', `q=${'9'.repeat(101)}`, 'status=LOST']) {
      const response = await get(`/api/order/getAllOrders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    const backwards = await get('/api/order/getAllOrders?from=2026-11-20&to=2026-11-19');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'is before from' });
    expect((await get('/api/order/staff/exportOrders.csv?from=2026-11-20&to=2026-11-19')).statusCode).toBe(400);
  });

  it('is for staff of either role only', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    for (const path of ['getAllOrders', 'getAllOrdersPaidIsTrue', 'getNewOrders', 'getRejectedOrders', 'staff/exportOrders.csv']) {
      expect((await get(`/api/order/${path}`, {})).statusCode).toBe(401);
      expect((await get(`/api/order/${path}`, shopper.headers)).statusCode).toBe(403);
      expect((await get(`/api/order/${path}`, manager.headers)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/order/staff/exportOrders.csv', () => {
  const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

  it('starts with the BOM and a header row in the asked language, one row per order, newest first', async () => {
    const a = await order({ paid: true, quantity: 2, receiverPhoneNumber: '+998977770303' });
    context.clock.advance(60_000);
    const b = await order({ receiverPhoneNumber: '+998977770303' });

    const response = await get('/api/order/staff/exportOrders.csv?q=977770303');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-export-capped']).toBe('false');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toBe('Buyurtma raqami,Sana,Holati,To‘langan,Mijoz,Telefon,Viloyat,Mahsulotlar soni,Mahsulotlar,Kupon,Yetkazish,Jami,To‘lov usuli,Trek raqami');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.startsWith(`${b.orderNumber},`)).toBe(true);
    const cells = rows[1]!.split(',');
    expect(cells[0]).toBe(a.orderNumber);
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cells.slice(2, 4)).toEqual(['Yangi', 'ha']);
    expect(cells[5]).toBe(shopper.customer.phoneNumber);
    expect(cells.slice(7, 14)).toEqual(['2', '240000', '0', '28000', '268000', 'Payme', '']);

    const russian = await get('/api/order/staff/exportOrders.csv?q=977770303&lang=ru&paid=false');
    const [ruHeader, ...ruRows] = rowsOf(russian.body);
    expect(ruHeader!.startsWith('Номер заказа,Дата,Статус,Оплачен')).toBe(true);
    expect(ruRows).toHaveLength(1);
    expect(ruRows[0]).toContain(`${b.orderNumber},`);
    expect(ruRows[0]).toContain(',нет,');
    // A Russian file names the status and the payment method in Russian, as the back office does: no NEW or PAYME.
    expect(ruRows[0]!.split(',').slice(2, 4)).toEqual(['Новый', 'нет']);
    expect(ruRows[0]!.split(',')[12]).toBe('Payme');
  });

  it('answers only the header row when nothing matches', async () => {
    const response = await get('/api/order/staff/exportOrders.csv?q=LB-999999999');
    expect(rowsOf(response.body)).toHaveLength(1);
  });
});
