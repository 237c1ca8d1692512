import { eq } from 'drizzle-orm';
import { insertRegionTree } from '../../../test/server/fixtures';
import { sandboxClickFiscal } from '../../db/schema/sandbox';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import type { Places } from '../../../test/server/order-fixtures';
import { clickFiscalBody, clickFiscalJson, type ClickFiscalBody } from '../../payments/click/fiscal-items';
import { clickMerchantAuth } from '../../payments/click/merchant-auth';
import { clickPost, prepareFields } from '../../payments/testing/click';
import { clickJobsOf, orderWithCouponSaleAndDelivery, payWithClick } from '../../payments/testing/click-fiscal';
import { insertTestOrder, transactionsOf } from '../../payments/testing/orders';
import type { PaymentTransaction } from '../../payments/transactions';
import { SandboxFiscalCode } from './click-fiscal';

let context: TestContext;
let places: Places;

beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const SUBMIT_URL = '/sandbox/click/v2/merchant/payment/ofd_data/submit_items';

/** Posts the body with an Auth header (ours now by default; null: none). */
function submit(body: ClickFiscalBody | Record<string, unknown>, auth: string | null = ownAuth()) {
  const payload = 'payment_id' in body && typeof body.payment_id === 'string' ? clickFiscalJson(body as ClickFiscalBody) : JSON.stringify(body);
  return context.app.inject({ method: 'POST', url: SUBMIT_URL, headers: { 'content-type': 'application/json', ...(auth === null ? {} : { auth }) }, payload });
}

function ownAuth(now = context.clock.now(), secret = context.config.payments.click.secretKey) {
  return clickMerchantAuth(context.config.payments.click.merchantUserId, secret, now);
}

async function bodyFor(transaction: PaymentTransaction): Promise<ClickFiscalBody> {
  const body = await clickFiscalBody(context.db, transaction, context.config.payments.click.serviceId, context.config.shopFiscal);
  return body!;
}

async function paidOrder() {
  const order = await orderWithCouponSaleAndDelivery(context, places);
  return payWithClick(context, order.id, order.total);
}

describe('the sandbox Click fiscalisation', () => {
  it('accepts the job of a payment made the sandbox Click way, and the same items again; other items for it no more', async () => {
    const { transaction } = await paidOrder();
    expect(await context.runJobs()).toBeGreaterThanOrEqual(1);
    const [job] = await clickJobsOf(context, transaction.id);
    expect(job).toMatchObject({ state: 'DONE', attempts: 1, result: { error_code: 0, error_note: 'Success', submittedAt: context.clock.now().toISOString() } });

    const body = await bodyFor(transaction);
    expect((await submit(body)).json()).toEqual({ error_code: 0, error_note: 'Success' });
    const renamed = { ...body, items: body.items.map((item, index) => (index === 0 ? { ...item, Name: 'Boshqa (dona)' } : item)) };
    expect((await submit(renamed)).json()).toEqual({ error_code: SandboxFiscalCode.OTHER_ITEMS_BEFORE, error_note: 'this payment was fiscalised with other items' });
    // Kept in the database, not in one server's memory: every server sharing it answers the repeat alike.
    const kept = await context.db.select().from(sandboxClickFiscal).where(eq(sandboxClickFiscal.paymentId, String(body.payment_id)));
    expect(kept).toEqual([expect.objectContaining({ items: JSON.stringify(body.items) })]);
  });

  it('refuses a missing, wrong or stale Auth header (-1) and another service (-2)', async () => {
    const { transaction } = await paidOrder();
    const body = await bodyFor(transaction);
    const stale = new Date(context.clock.now().getTime() - 301_000);
    for (const auth of [null, 'garbage', ownAuth(stale), ownAuth(undefined, 'guessed'), ownAuth().replace(/^40001:/, '40002:')]) {
      expect((await submit(body, auth)).json().error_code).toBe(SandboxFiscalCode.AUTH_FAILED);
    }
    expect((await submit({ ...body, service_id: 10002 })).json().error_code).toBe(SandboxFiscalCode.WRONG_SERVICE);
    expect((await submit(body)).json().error_code).toBe(0);
  });

  it('refuses an unknown payment and one not completed (-3)', async () => {
    const { transaction } = await paidOrder();
    const body = await bodyFor(transaction);
    expect((await submit({ ...body, payment_id: '9999999999' })).json().error_code).toBe(SandboxFiscalCode.PAYMENT_NOT_FOUND);
    const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const prepare = prepareFields(context.config.payments.click, order.id, String(order.total));
    await clickPost(context.app, 'prepare', prepare);
    expect((await submit({ ...body, payment_id: prepare.click_trans_id! })).json().error_code).toBe(SandboxFiscalCode.PAYMENT_NOT_FOUND);
  });

  it('refuses items that do not add up to the payment (-5) or are malformed (-4), saying what is wrong', async () => {
    const { transaction } = await paidOrder();
    const body = await bodyFor(transaction);
    const change = (index: number, fields: Record<string, unknown>) => ({ ...body, items: body.items.map((item, at) => (at === index ? { ...item, ...fields } : item)) });
    const lessDiscount = change(1, { Discount: body.items[1]!.Discount - 100, VAT: 0 });
    expect((await submit(lessDiscount)).json()).toEqual({ error_code: SandboxFiscalCode.WRONG_SUM, error_note: `the items come to ${transaction.amountTiyin + 100} tiyin, the payment was ${transaction.amountTiyin}` });
    expect((await submit({ ...body, received_card: 1 })).json().error_code).toBe(SandboxFiscalCode.WRONG_SUM);
    const cases: Array<[Record<string, unknown>, string]> = [
      [change(0, { SPIC: '0610900100' }), 'items[0].SPIC must be 17 digits'],
      [change(0, { PackageCode: '' }), 'items[0].PackageCode must be 1 to 20 digits'],
      [change(0, { Name: 'x'.repeat(64) }), 'items[0].Name must have 1 to 63 characters'],
      [change(0, { GoodPrice: 1 }), 'items[0].Price must be GoodPrice × Amount'],
      [change(2, { VAT: 1 }), 'items[2].VAT must be 300000 (VATPercent of the price after discounts)'],
      [change(1, { CommissionInfo: {} }), 'items[1].CommissionInfo must hold a TIN (9 digits) or a PINFL (14 digits)'],
      [{ ...body, items: [] }, 'items must hold at least one item'],
    ];
    for (const [changed, note] of cases) expect((await submit(changed)).json()).toEqual({ error_code: SandboxFiscalCode.BAD_ITEM, error_note: note });
    // Not a body of this call at all: the shop's own 400.
    expect((await submit({ ...body, extra: 1 })).statusCode).toBe(400);
  });

  it('leaves the job of a product without codes retrying with the reason, for staff to see', async () => {
    const order = await insertTestOrder(context.db, { paymentMethod: 'CLICK' });
    const { transaction } = await payWithClick(context, order.id, order.total);
    await context.runJobs();
    const [job] = await clickJobsOf(context, transaction.id);
    expect(job).toMatchObject({ state: 'PENDING', attempts: 1, lastError: `Click refused: error_code ${SandboxFiscalCode.BAD_ITEM} items[0].SPIC must be 17 digits` });
    expect(await transactionsOf(context.db, order.id)).toHaveLength(1);
  });
});
