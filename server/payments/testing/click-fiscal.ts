import { and, asc, eq } from 'drizzle-orm';
import { insertProduct } from '../../../test/server/fixtures';
import type { TestContext } from '../../../test/server/harness';
import { createShopper, giveCoupon, placedOrder, type Places } from '../../../test/server/order-fixtures';
import { products } from '../../db/schema/catalogue';
import { jobs } from '../../db/schema/jobs';
import type { ClickFetch } from '../click/merchant-api';
import { clickPost, completeFields, prepareFields } from './click';
import { transactionsOf } from './orders';

/** Orders paid through Click and a fake Click for the fiscalisation tests. */

type Context = Pick<TestContext, 'app' | 'db' | 'tokens' | 'config' | 'clock'>;

export async function productWithCodes(context: Context, fields: { sellPrice: number; sale?: number; mxik: string; packageCode: string; vat: number; name: string }) {
  const made = await insertProduct(context.db, { sellPrice: fields.sellPrice, sale: fields.sale ?? 0, nameUZB: fields.name, sizes: { M: 20 } });
  await context.db.update(products).set({ mxikCode: fields.mxik, packageCode: fields.packageCode, vatPercent: fields.vat }).where(eq(products.id, made.product.id));
  return made.variants[0]!.id;
}

/** Placed through the checkout: a product on sale (12% VAT), one without VAT, a coupon, delivery charged. */
export async function orderWithCouponSaleAndDelivery(context: Context, places: Places) {
  const shopper = await createShopper(context, places);
  const onSale = await productWithCodes(context, { sellPrice: 99_999, sale: 15, mxik: '06109001001000000', packageCode: '1498377', vat: 12, name: 'Futbolka' });
  const plain = await productWithCodes(context, { sellPrice: 33_333, mxik: '06203001001000000', packageCode: '1501235', vat: 0, name: 'Shim' });
  const inAMonth = new Date(context.clock.now().getTime() + 30 * 86_400_000);
  const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 10_001, expireDate: inAMonth });
  return placedOrder(context, shopper, [[onSale, 2], [plain, 1]], { couponCustomerId: coupon.id, paymentMethod: 'CLICK' });
}

/** Click's prepare and complete for the order's total, as the sandbox Click page makes them; answers both replies. */
export async function payWithClick(context: Context, orderId: number, total: number, completeOverrides: Record<string, string> = {}) {
  const settings = context.config.payments.click;
  const prepare = prepareFields(settings, orderId, String(total));
  const prepared = await clickPost(context.app, 'prepare', prepare);
  const completed = await clickPost(context.app, 'complete', completeFields(settings, prepare, prepared.merchant_prepare_id!, completeOverrides));
  const [transaction] = await transactionsOf(context.db, orderId);
  return { clickTransId: prepare.click_trans_id!, completed, transaction: transaction! };
}

/** The payment's jobs of one kind (its submission by default, or the read of its receipt's link), oldest first. */
export function clickJobsOf(context: Pick<Context, 'db'>, paymentTransactionId: number, kind: 'CLICK_FISCAL' | 'CLICK_RECEIPT' = 'CLICK_FISCAL') {
  return context.db.select().from(jobs).where(and(eq(jobs.paymentTransactionId, paymentTransactionId), eq(jobs.kind, kind))).orderBy(asc(jobs.id));
}

export interface FakeCall {
  url: string;
  headers: Record<string, string>;
  body: string;
  paymentId: string;
}

type Script = Record<string, Array<{ status: number; body: string }>>;

/** The receipt page a fake Click links a payment's receipt to (the tax office's, in the shape of its real links). */
export const fakeReceiptUrl = (paymentId: string) => `https://ofd.soliq.uz/epi?t=EP000000000025&r=${paymentId}&c=20261120140005&s=800031554082`;

/**
 * A fake Click: each payment_id gets its scripted answers in turn (a status and a body), then error_code 0 for
 * good; every submission is kept in `calls`, its payment_id read from the raw JSON. The receipt reads (GET
 * .../ofd_data/{service_id}/{payment_id}) go the same way with `receipts`, kept in `reads`, then the link for good.
 */
export function fakeClick(script: Script = {}, receipts: Script = {}) {
  const calls: FakeCall[] = [];
  const reads: FakeCall[] = [];
  const fetch: ClickFetch = async (url, init) => {
    if (init.method === 'GET') {
      const paymentId = /\/([0-9]+)$/.exec(url)?.[1] ?? '';
      reads.push({ url, headers: init.headers, body: '', paymentId });
      const next = receipts[paymentId]?.shift() ?? { status: 200, body: JSON.stringify({ paymentId: Number(paymentId), qrCodeURL: fakeReceiptUrl(paymentId) }) };
      return { status: next.status, text: async () => next.body };
    }
    const body = init.body ?? '';
    const paymentId = /"payment_id":([0-9]+)/.exec(body)?.[1] ?? '';
    calls.push({ url, headers: init.headers, body, paymentId });
    const next = script[paymentId]?.shift() ?? { status: 200, body: JSON.stringify({ error_code: 0, error_note: 'Success' }) };
    return { status: next.status, text: async () => next.body };
  };
  return { fetch, calls, reads };
}
