import { eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { createShopper, giveCoupon, placedOrder, type Places } from '../../../test/server/order-fixtures';
import { products } from '../../db/schema/catalogue';
import { fiscalReceipts } from '../../db/schema/fiscal';
import { insertTestOrder, transactionsOf } from '../testing/orders';
import { newPaymeId, paymeCall } from '../testing/payme';
import { receiptDetail, spreadDiscount, type ReceiptDetail } from './receipt-detail';

let context: TestContext;
let places: Places;
let key: string;
const call = (method: string, params: Record<string, unknown>) => paymeCall(context.app, key, method, params);

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  key = context.config.payments.payme.key;
});
afterAll(() => context.close());

const account = (orderId: number) => ({ order_id: String(orderId) });
const inAMonth = () => new Date(context.clock.now().getTime() + 30 * 86_400_000);

/** What PayMe adds up: every line's price × count less its discount, and the delivery. */
function sumOf(detail: ReceiptDetail): number {
  return detail.items.reduce((sum, item) => sum + item.price * item.count - item.discount, 0) + (detail.shipping?.price ?? 0);
}

async function productWithCodes(fields: { sellPrice: number; sale?: number; mxik: string; packageCode: string; vat: number; name: string }) {
  const made = await insertProduct(context.db, { sellPrice: fields.sellPrice, sale: fields.sale ?? 0, nameUZB: fields.name, sizes: { M: 20 } });
  await context.db.update(products).set({ mxikCode: fields.mxik, packageCode: fields.packageCode, vatPercent: fields.vat }).where(eq(products.id, made.product.id));
  return made.variants[0]!.id;
}

/** An order placed through the checkout: a sale price, a coupon, delivery (goods below the free-delivery mark). */
async function orderWithCouponSaleAndDelivery() {
  const shopper = await createShopper(context, places);
  const onSale = await productWithCodes({ sellPrice: 99_999, sale: 15, mxik: '06109001001000000', packageCode: '1498377', vat: 12, name: 'Futbolka' });
  const plain = await productWithCodes({ sellPrice: 33_333, mxik: '06203001001000000', packageCode: '1501235', vat: 0, name: 'Shim' });
  const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 10_001, expireDate: inAMonth() });
  const order = await placedOrder(context, shopper, [[onSale, 2], [plain, 1]], { couponCustomerId: coupon.id });
  return { shopper, order };
}

describe('spreading a coupon over the receipt lines', () => {
  it('adds up to the discount exactly, by the lines’ share, the remainder to the largest fractions and then the earlier line', () => {
    expect(spreadDiscount([{ gross: 100 }, { gross: 100 }, { gross: 100 }], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([{ gross: 1 }, { gross: 2 }], 2)).toEqual([1, 1]);
    expect(spreadDiscount([{ gross: 500 }], 0)).toEqual([0]);
    const big = [{ gross: 2_147_483_600 }, { gross: 999_999_937 }, { gross: 3 }];
    expect(spreadDiscount(big, 1_000_000_007).reduce((a, b) => a + b, 0)).toBe(1_000_000_007);
  });

  it('takes a credit beyond the goods off the delivery line, and never answers a sum other than the amount', () => {
    const detail = receiptDetail({ amount: 1_000, deliveryTiyin: 2_800, lines: [{ title: 'A', price: 500, count: 1, code: '', package_code: '', vat_percent: 12 }] });
    expect(detail.items[0]!.discount).toBe(500);
    expect(detail.shipping).toEqual({ title: 'Yetkazib berish', price: 1_000 });
    expect(sumOf(detail)).toBe(1_000);
  });
});

describe('CheckPerformTransaction detail', () => {
  it('gives the lines at the charged price with their codes, the coupon as discounts and the delivery, summing to the amount', async () => {
    const { order } = await orderWithCouponSaleAndDelivery();
    const reply = await call('CheckPerformTransaction', { amount: order.total * 100, account: account(order.id) });

    expect(reply.result).toMatchObject({ allow: true });
    const detail = reply.result!.detail as ReceiptDetail;
    expect(detail.receipt_type).toBe(0);
    expect(detail.items).toEqual([
      { title: 'Futbolka', price: 8_500_000, count: 2, code: '06109001001000000', package_code: '1498377', vat_percent: 12, discount: expect.any(Number) },
      { title: 'Shim', price: 3_333_300, count: 1, code: '06203001001000000', package_code: '1501235', vat_percent: 0, discount: expect.any(Number) },
    ]);
    expect(detail.items.reduce((sum, item) => sum + item.discount, 0)).toBe(1_000_100);
    expect(detail.shipping).toEqual({ title: 'Yetkazib berish', price: 2_800_000 });
    expect(sumOf(detail)).toBe(order.total * 100);
    // The same order always gets the same receipt.
    const again = await call('CheckPerformTransaction', { amount: order.total * 100, account: account(order.id) });
    expect(again.result!.detail).toEqual(detail);
  });

  it('has no shipping line when delivery is free, and empty codes for a product without them', async () => {
    const order = await insertTestOrder(context.db);
    await context.db.execute(`update orders set delivery_cost = 0, goods_total = total where id = ${order.id}`);
    await context.db.execute(`update order_items set unit_price = ${order.total} where order_id = ${order.id}`);
    const detail = (await call('CheckPerformTransaction', { amount: order.total * 100, account: account(order.id) })).result!.detail as ReceiptDetail;
    expect(detail.shipping).toBeUndefined();
    expect(detail.items).toEqual([expect.objectContaining({ price: order.total * 100, count: 1, code: '', package_code: '', vat_percent: 12, discount: 0 })]);
  });
});

const fiscalData = (transactionId: string, overrides: Record<string, unknown> = {}) => ({
  receipt_id: '2421',
  status_code: 0,
  message: 'accepted',
  terminal_id: 'UZ170703100597',
  fiscal_sign: '514343190161',
  qr_code_url: `https://ofd.soliq.uz/check?t=UZ170703100597&r=2421&c=20261126121801&s=${transactionId}`,
  date: '20261126121801',
  ...overrides,
});

async function performedPayment(orderId: number, amount: number): Promise<string> {
  const id = newPaymeId();
  await call('CreateTransaction', { id, time: context.clock.now().getTime(), amount, account: account(orderId) });
  expect((await call('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
  return id;
}

function receiptsOf(orderTransactionId: number) {
  return context.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentTransactionId, orderTransactionId)).orderBy(fiscalReceipts.id);
}

describe('SetFiscalData', () => {
  it('stores the payment’s receipt once, however often PayMe sends it, and the customer’s order read shows its link', async () => {
    const { shopper, order } = await orderWithCouponSaleAndDelivery();
    const id = await performedPayment(order.id, order.total * 100);
    const read = () => context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${order.id}`, headers: shopper.headers });
    expect((await read()).json().fiscalReceiptUrl).toBeNull();

    const params = { id, type: 'PERFORM', fiscal_data: fiscalData(id) };
    expect(await call('SetFiscalData', params)).toMatchObject({ result: { success: true } });
    expect((await call('SetFiscalData', params)).result).toEqual({ success: true });

    const [transaction] = await transactionsOf(context.db, order.id);
    const stored = await receiptsOf(transaction!.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ provider: 'PAYME', type: 'PERFORM', receiptId: '2421', statusCode: 0, terminalId: 'UZ170703100597', fiscalSign: '514343190161', fiscalDate: '20261126121801' });
    expect((await read()).json().fiscalReceiptUrl).toBe(params.fiscal_data.qr_code_url);
    const list = await context.app.inject({ method: 'GET', url: `/api/order/getAllByCustomerId/${shopper.customer.id}`, headers: shopper.headers });
    expect(list.json()[0].fiscalReceiptUrl).toBe(params.fiscal_data.qr_code_url);
  });

  it('keeps a refund’s own receipt (CANCEL) beside the payment’s, and the order read shows none after the refund', async () => {
    const { shopper, order } = await orderWithCouponSaleAndDelivery();
    const id = await performedPayment(order.id, order.total * 100);
    // A CANCEL receipt before the refund has nothing to belong to.
    expect((await call('SetFiscalData', { id, type: 'CANCEL', fiscal_data: fiscalData(id) })).error?.code).toBe(-31008);
    await call('SetFiscalData', { id, type: 'PERFORM', fiscal_data: fiscalData(id) });
    expect((await call('CancelTransaction', { id, reason: 5 })).result).toMatchObject({ state: -2 });
    const cancelData = fiscalData(id, { receipt_id: 2422, qr_code_url: 'https://ofd.soliq.uz/check?t=UZ1&r=2422' });
    expect((await call('SetFiscalData', { id, type: 'CANCEL', fiscal_data: cancelData })).result).toEqual({ success: true });

    const [transaction] = await transactionsOf(context.db, order.id);
    expect((await receiptsOf(transaction!.id)).map((row) => [row.type, row.receiptId])).toEqual([['PERFORM', '2421'], ['CANCEL', '2422']]);
    const read = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${order.id}`, headers: shopper.headers });
    expect(read.json().fiscalReceiptUrl).toBeNull();
  });

  it('answers an unknown transaction -31003, a transaction not yet performed -31008, a bad call -32600, wrong credentials -32504', async () => {
    const unknown = newPaymeId();
    expect((await call('SetFiscalData', { id: unknown, type: 'PERFORM', fiscal_data: fiscalData(unknown) })).error?.code).toBe(-31003);

    const order = await insertTestOrder(context.db);
    const created = newPaymeId();
    await call('CreateTransaction', { id: created, time: context.clock.now().getTime(), amount: order.total * 100, account: account(order.id) });
    expect((await call('SetFiscalData', { id: created, type: 'PERFORM', fiscal_data: fiscalData(created) })).error?.code).toBe(-31008);

    for (const params of [
      { id: created, type: 'REFUND', fiscal_data: fiscalData(created) },
      { id: created, type: 'PERFORM' },
      { id: created, type: 'PERFORM', fiscal_data: fiscalData(created, { qr_code_url: 'javascript:alert(1)' }) },
      { id: created, type: 'PERFORM', fiscal_data: fiscalData(created, { receipt_id: undefined }) },
    ]) {
      expect((await call('SetFiscalData', JSON.parse(JSON.stringify(params)) as Record<string, unknown>)).error?.code).toBe(-32600);
    }
    const params = { id: created, type: 'PERFORM', fiscal_data: fiscalData(created) };
    expect((await paymeCall(context.app, false, 'SetFiscalData', params)).error?.code).toBe(-32504);
    expect((await paymeCall(context.app, 'not-the-key', 'SetFiscalData', params)).error?.code).toBe(-32504);
    const [transaction] = await transactionsOf(context.db, order.id);
    expect(await receiptsOf(transaction!.id)).toEqual([]);
  });
});
