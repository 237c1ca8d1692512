import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { fiscalReceipts } from '../../db/schema/fiscal';
import { insertTestOrder, readOrder, transactionsOf } from '../../payments/testing/orders';

let context: TestContext;
let origin: string;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(() => context.close());

const TOTAL = 427_900;

/** Pay as the sandbox PayMe page's form does. */
function pay(orderId: number) {
  return fetch(`${origin}/sandbox/payme`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: String(orderId), amount: String(TOTAL), return_url: 'http://shop.test/my-orders', lang: 'uz', decision: 'pay' }).toString(),
    redirect: 'manual',
  });
}

describe('the sandbox PayMe fiscal receipt', () => {
  it('is sent with SetFiscalData after the payment, stored, and its link opens a page with the order’s lines', async () => {
    const order = await insertTestOrder(context.db);
    expect((await pay(order.id)).status).toBe(303);
    expect((await readOrder(context.db, order.id)).paid).toBe(true);

    const [transaction] = await transactionsOf(context.db, order.id);
    const receipts = await context.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentTransactionId, transaction!.id));
    expect(receipts).toEqual([expect.objectContaining({ provider: 'PAYME', type: 'PERFORM', statusCode: 0 })]);
    const link = new URL(receipts[0]!.qrCodeUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${context.config.publicUrl}/sandbox/receipt/${transaction!.providerTransactionId}`);

    const page = await context.app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain('Fiskal chek (sinov)');
    expect(page.body).toContain('Yetkazib berish');
    expect(page.body).toContain(`427\u00a0900 so‘m`);
    expect(page.body).toContain(receipts[0]!.receiptId);
    expect(page.body).not.toMatch(/<script/);
    const ru = await context.app.inject({ method: 'GET', url: `${link.pathname}?lang=ru` });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Чек оплаты');
  });

  it('answers 404 as a page for a transaction without a receipt, 400 for a malformed id', async () => {
    const missing = await context.app.inject({ method: 'GET', url: '/sandbox/receipt/abcdef0123456789abcdef01' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Bunday chek yo‘q.');
    expect((await context.app.inject({ method: 'GET', url: '/sandbox/receipt/not%20an%20id' })).statusCode).toBe(400);
  });
});
