import { eq } from 'drizzle-orm';
import { insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import type { Places } from '../../../test/server/order-fixtures';
import { fiscalReceipts } from '../../db/schema/fiscal';
import { clickFiscalBody, clickFiscalJson } from '../../payments/click/fiscal-items';
import { clickMerchantAuth } from '../../payments/click/merchant-auth';
import { clickPost, prepareFields } from '../../payments/testing/click';
import { clickJobsOf, orderWithCouponSaleAndDelivery, payWithClick } from '../../payments/testing/click-fiscal';
import { insertTestOrder } from '../../payments/testing/orders';
import { SandboxFiscalCode } from './click-fiscal';

/** The sandbox Click's receipt link (GET .../ofd_data/{service_id}/{payment_id}) and the receipt page it opens. */

let context: TestContext;
let places: Places;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const ownAuth = (now = context.clock.now(), secret = context.config.payments.click.secretKey) =>
  clickMerchantAuth(context.config.payments.click.merchantUserId, secret, now);

/** The sandbox's fiscal data of a payment, as the shop's CLICK_RECEIPT job asks for it (ours now by default; null: none). */
function fiscalData(paymentId: string, auth: string | null = ownAuth(), serviceId = '10001') {
  return context.app.inject({
    method: 'GET',
    url: `/sandbox/click/v2/merchant/payment/ofd_data/${serviceId}/${paymentId}`,
    headers: { accept: 'application/json', ...(auth === null ? {} : { auth }) },
  });
}

/** Submits the payment's items to the sandbox as the shop's CLICK_FISCAL job would. */
async function submitItems(transaction: Awaited<ReturnType<typeof payWithClick>>['transaction']) {
  const body = await clickFiscalBody(context.db, transaction, context.config.payments.click.serviceId, context.config.shopFiscal);
  const response = await context.app.inject({
    method: 'POST',
    url: '/sandbox/click/v2/merchant/payment/ofd_data/submit_items',
    headers: { 'content-type': 'application/json', auth: ownAuth() },
    payload: clickFiscalJson(body!),
  });
  expect(response.json()).toEqual({ error_code: 0, error_note: 'Success' });
}

describe('the sandbox Click’s fiscal data', () => {
  it('answers the receipt link only once the payment’s items were submitted, and the link opens the sandbox receipt', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    expect((await fiscalData(clickTransId)).json()).toEqual({ error_code: SandboxFiscalCode.NOT_FISCALISED, error_note: 'no items were submitted for this payment' });
    const page = (url: string) => context.app.inject({ method: 'GET', url });
    expect((await page(`/sandbox/click/receipt/${clickTransId}`)).statusCode).toBe(404);

    await submitItems(transaction);
    const answer = await fiscalData(clickTransId);
    expect(answer.statusCode).toBe(200);
    // On the shop's address: PUBLIC_URL (the test app's), else the one the call was made to.
    expect(context.config.publicUrl).toBe('http://shop.test');
    expect(answer.json()).toEqual({ paymentId: Number(clickTransId), qrCodeURL: `http://shop.test/sandbox/click/receipt/${clickTransId}` });

    const receipt = await page(`/sandbox/click/receipt/${clickTransId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.body).toContain('Fiskal chek (sinov)');
    expect(receipt.body).toContain(order.orderNumber);
    expect(receipt.body).toContain('Futbolka (dona)');
    expect(receipt.body).toContain('Yetkazib berish (xizmat)');
    expect(receipt.body).toContain(clickTransId);
    expect((await page(`/sandbox/click/receipt/${clickTransId}?lang=ru`)).body).toContain('Фискальный чек (тест)');
  });

  it('refuses a missing, wrong or stale Auth header (-1), another service (-2), an unknown or unfinished payment (-3)', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    await submitItems(transaction);
    const stale = new Date(context.clock.now().getTime() - 301_000);
    for (const auth of [null, 'garbage', ownAuth(stale), ownAuth(undefined, 'guessed'), ownAuth().replace(/^40001:/, '40002:')]) {
      expect((await fiscalData(clickTransId, auth)).json()).toEqual({ error_code: SandboxFiscalCode.AUTH_FAILED, error_note: expect.any(String) });
    }
    expect((await fiscalData(clickTransId, ownAuth(), '10002')).json().error_code).toBe(SandboxFiscalCode.WRONG_SERVICE);
    expect((await fiscalData('9999999999')).json().error_code).toBe(SandboxFiscalCode.PAYMENT_NOT_FOUND);
    const unfinished = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const prepare = prepareFields(context.config.payments.click, unfinished.id, String(unfinished.total));
    await clickPost(context.app, 'prepare', prepare);
    expect((await fiscalData(prepare.click_trans_id!)).json().error_code).toBe(SandboxFiscalCode.PAYMENT_NOT_FOUND);
    // Not a payment id at all: the shop's own 400, in its error shape.
    const malformed = await fiscalData('12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect((await fiscalData(clickTransId)).json().qrCodeURL).toMatch(/\/sandbox\/click\/receipt\/[0-9]+$/);
  });

  it('gives the shop’s jobs the link: a Click payment in sandbox mode ends with its receipt stored', async () => {
    const order = await orderWithCouponSaleAndDelivery(context, places);
    const { clickTransId, transaction } = await payWithClick(context, order.id, order.total);
    await context.runJobs();
    expect((await clickJobsOf(context, transaction.id, 'CLICK_RECEIPT'))[0]).toMatchObject({ state: 'DONE', attempts: 1 });
    const stored = await context.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentTransactionId, transaction.id));
    expect(stored).toEqual([expect.objectContaining({ provider: 'CLICK', type: 'PERFORM', receiptId: clickTransId })]);
    expect(stored[0]!.qrCodeUrl).toBe(`http://shop.test/sandbox/click/receipt/${clickTransId}`);
  });
});
