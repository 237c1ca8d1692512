import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { clickMerchantAuth } from '../../payments/click/merchant-auth';
import { readOrder, transactionsOf } from '../../payments/testing/orders';
import { deliveredOrder, receivedReturn, returnRow, type DeliveredOrder } from '../../returns/testing/refunds';
import { SandboxReversalCode } from './click-reversal';

/**
 * The sandbox's side of refunds: the PayMe and Uzum cabinets' refund button makes the provider's call to the shop and
 * shows its answer; the Click Merchant API's reversals refuse a repeat and never give back more than the payment took.
 */

let context: TestContext;
let origin: string;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(() => context.close());

/** Presses the cabinet's refund button of the payment, as a browser submits the form. */
async function pressRefund(provider: 'payme' | 'uzum', delivered: DeliveredOrder, lang: 'uz' | 'ru' = 'uz') {
  const page = await fetch(`${origin}/sandbox/${provider}/cabinet?lang=${lang}`);
  const html = await page.text();
  const form = new RegExp(`<form method="post" action="([^"]+)" class="actions">\\s*<input type="hidden" name="transaction" value="${delivered.providerId}">\\s*<input type="hidden" name="lang" value="(uz|ru)">`).exec(html);
  expect(form).not.toBeNull();
  return fetch(`${origin}${form![1]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ transaction: delivered.providerId, lang: form![2]! }).toString(),
    redirect: 'manual',
  });
}

describe.each([['payme', 'PAYME'], ['uzum', 'UZUM']] as const)('the sandbox %s cabinet', (provider, method) => {
  const order = () => deliveredOrder(context, { provider: method, lines: [{ unitPrice: 120_000, quantity: 2 }] });

  it('lists the payments with a refund button each, in uz and ru', async () => {
    const delivered = await order();
    const uz = await context.app.inject({ method: 'GET', url: `/sandbox/${provider}/cabinet` });
    expect(uz.statusCode).toBe(200);
    expect(uz.body).toContain('<html lang="uz">');
    expect(uz.body).toContain(delivered.order.orderNumber);
    expect(uz.body).toContain('240\u00a0000 so‘m');
    expect(uz.body).toContain('>Pulni qaytarish</button>');
    const ru = await context.app.inject({ method: 'GET', url: `/sandbox/${provider}/cabinet?lang=ru` });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('>Вернуть деньги</button>');
  });

  it('shows the shop’s refusal when no received return covers the payment, and refunds nothing', async () => {
    const delivered = await order();
    const id = await receivedReturn(context, delivered, 0, 1, 120_000);
    const response = await pressRefund(provider, delivered, 'ru');
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('Магазин не принял возврат');
    expect(html).toContain(provider === 'payme' ? 'PayMe CancelTransaction: -31007' : 'Uzum reverse: FAILED errorCode 10017');
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'RECEIVED', refundState: 'WAITING' });
    expect((await transactionsOf(context.db, delivered.order.id))[0]).toMatchObject({ state: 2 });
  });

  it('refunds the order whose received returns cover the payment, through the provider’s real call', async () => {
    const delivered = await order();
    const id = await receivedReturn(context, delivered, 0, 2, 240_000);
    const response = await pressRefund(provider, delivered);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Do‘kon qaytarishni qabul qildi.');
    expect(await returnRow(context.db, id)).toMatchObject({ status: 'REFUNDED', refundState: 'DONE', refundPaymentId: delivered.payment.id });
    expect((await transactionsOf(context.db, delivered.order.id))[0]).toMatchObject({ state: -2, cancelReason: 5 });
    expect(await readOrder(context.db, delivered.order.id)).toMatchObject({ status: 'REACHED' });
    // PayMe then sends its receipt of return, the sandbox's receipt page; Uzum has none.
    const receipt = (await returnRow(context.db, id)).refundReceiptUrl;
    if (provider === 'payme') {
      expect(receipt).toBe(`${context.config.publicUrl}/sandbox/receipt/${delivered.providerId}`);
      const page = await context.app.inject({ method: 'GET', url: `/sandbox/receipt/${delivered.providerId}` });
      expect(page.body).toContain('Qaytarish cheki');
    } else {
      expect(receipt).toBeNull();
    }
    // The refunded payment has no button any more.
    const page = await context.app.inject({ method: 'GET', url: `/sandbox/${provider}/cabinet` });
    expect(page.body).not.toContain(`value="${delivered.providerId}"`);
  });

  it('answers an unknown payment with a 404 page', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/sandbox/${provider}/cabinet`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'transaction=nosuchpayment&lang=uz',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Bunday to‘lov yo‘q.');
  });
});

describe('the sandbox Click reversals', () => {
  const auth = () => clickMerchantAuth(context.config.payments.click.merchantUserId, context.config.payments.click.secretKey, context.clock.now());
  const reversal = (paymentId: string, amount?: number, headers: Record<string, string> = { auth: auth() }) =>
    context.app.inject({
      method: 'DELETE',
      url: amount === undefined ? `/sandbox/click/v2/merchant/payment/reversal/10001/${paymentId}` : `/sandbox/click/v2/merchant/payment/partial_reversal/10001/${paymentId}/${amount}`,
      headers: { accept: 'application/json', ...headers },
    });
  const clickOrder = () => deliveredOrder(context, { provider: 'CLICK', lines: [{ unitPrice: 100_000, quantity: 3 }] });

  it('reverses parts of a payment up to what it took, refusing a repeat and anything more', async () => {
    const { providerId } = await clickOrder();
    expect((await reversal(providerId, 100_000)).json()).toEqual({ error_code: 0, error_note: 'Success', payment_id: Number(providerId) });
    expect((await reversal(providerId, 100_000)).json()).toMatchObject({ error_code: SandboxReversalCode.ALREADY_REVERSED });
    expect((await reversal(providerId, 200_001)).json()).toMatchObject({ error_code: SandboxReversalCode.EXCEEDS_PAYMENT, error_note: 'the payment has 200000 left to reverse' });
    expect((await reversal(providerId)).json()).toMatchObject({ error_code: SandboxReversalCode.EXCEEDS_PAYMENT });
    expect((await reversal(providerId, 200_000)).json()).toMatchObject({ error_code: 0 });
    expect((await reversal(providerId, 1)).json()).toMatchObject({ error_code: SandboxReversalCode.EXCEEDS_PAYMENT });
  });

  it('reverses a whole payment once; checks the Auth header and the payment as submit_items does', async () => {
    const { providerId } = await clickOrder();
    expect((await reversal(providerId, undefined, {})).json()).toMatchObject({ error_code: -1 });
    expect((await reversal('123456')).json()).toMatchObject({ error_code: -3 });
    expect((await reversal(providerId)).json()).toMatchObject({ error_code: 0 });
    expect((await reversal(providerId)).json()).toMatchObject({ error_code: SandboxReversalCode.ALREADY_REVERSED });
    expect((await reversal(providerId, 1_000)).json()).toMatchObject({ error_code: SandboxReversalCode.ALREADY_REVERSED });
  });

  it('plays the whole Click refund: the reversal job, then the receipt of return on the request', async () => {
    const delivered = await clickOrder();
    const id = await receivedReturn(context, delivered, 0, 1, 100_000);
    await context.runJobs();
    const refunded = await returnRow(context.db, id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    expect(refunded.refundReceiptUrl).toBe(`http://shop.test/sandbox/click/refund-receipt/${delivered.providerId}/100000`);
    const page = await context.app.inject({ method: 'GET', url: `/sandbox/click/refund-receipt/${delivered.providerId}/100000?lang=ru` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(delivered.order.orderNumber);
    expect(page.body).toContain('Чек возврата');
    expect((await context.app.inject({ method: 'GET', url: `/sandbox/click/refund-receipt/${delivered.providerId}/5` })).statusCode).toBe(404);
    // The reversal is the sandbox's record: a repeat of it is refused.
    expect((await reversal(delivered.providerId, 100_000)).json()).toMatchObject({ error_code: SandboxReversalCode.ALREADY_REVERSED });
  });
});
