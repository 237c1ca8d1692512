import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { sandboxClickFiscal } from '../../db/schema/sandbox';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { vatWithin } from '../../payments/click/fiscal-items';
import { isClickMerchantAuth } from '../../payments/click/merchant-auth';
import { shopOrigin } from '../../http/shop-origin';
import { findProviderTransaction } from '../../payments/transactions';

/*
 * The sandbox's stand-in for Click's "submit_items" (https://docs.click.uz/en/fiscalization), so a sandbox shop's
 * CLICK_FISCAL jobs have somewhere to go and are checked the way Click would check them, and for the read of the
 * receipt's link after it (GET .../ofd_data/{service_id}/{payment_id}), which CLICK_RECEIPT jobs make. The error codes
 * below are the sandbox's own (Click's documentation lists none for these calls); each comes with a note saying what
 * is wrong.
 */

const Amount = Type.Integer({ minimum: 0, maximum: 1e15, description: 'tiyin' });

export const Item = Type.Object({
  Name: Type.String({ maxLength: 500, description: 'at most 63 characters, the unit at the end' }),
  Barcode: Type.Optional(Type.String({ maxLength: 13 })),
  Labels: Type.Optional(Type.Array(Type.String({ maxLength: 21 }), { maxItems: 300 })),
  SPIC: Type.String({ maxLength: 40, description: 'MXIK (IKPU) code, 17 digits' }),
  Units: Type.Optional(Type.Integer({ minimum: 0 })),
  PackageCode: Type.Optional(Type.String({ maxLength: 40, description: 'required by the sandbox: 1 to 20 digits' })),
  GoodPrice: Type.Optional(Amount),
  Price: Amount,
  Amount: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'quantity' }),
  VAT: Amount,
  VATPercent: Type.Integer({ minimum: 0, maximum: 255 }),
  Discount: Type.Optional(Amount),
  Other: Type.Optional(Amount),
  CommissionInfo: Type.Object({
    TIN: Type.Optional(Type.String({ maxLength: 20 })),
    PINFL: Type.Optional(Type.String({ maxLength: 20 })),
  }, { additionalProperties: false }),
}, { additionalProperties: false });
export type Item = Static<typeof Item>;

const SubmitItems = Type.Object({
  service_id: Type.Integer(),
  payment_id: Type.Integer({ minimum: 1, description: "Click's payment id: the click_trans_id of the shop's prepare and complete" }),
  items: Type.Array(Item, { maxItems: 1000 }),
  received_ecash: Amount,
  received_cash: Amount,
  received_card: Amount,
}, { additionalProperties: false });
type SubmitItems = Static<typeof SubmitItems>;

const Answer = Type.Object({ error_code: Type.Integer({ description: '0 accepted; below 0 refused' }), error_note: Type.String() });
type Answer = Static<typeof Answer>;

const Digits = Type.String({ pattern: '^[0-9]{1,20}$' });

const FiscalData = Type.Object({
  paymentId: Type.Integer({ description: "Click's payment id" }),
  qrCodeURL: Type.String({ description: 'the receipt page (here the sandbox’s own, /sandbox/click/receipt/{payment_id})' }),
});

export const SandboxFiscalCode = {
  ACCEPTED: 0,
  AUTH_FAILED: -1,
  WRONG_SERVICE: -2,
  PAYMENT_NOT_FOUND: -3,
  BAD_ITEM: -4,
  WRONG_SUM: -5,
  OTHER_ITEMS_BEFORE: -6,
  NOT_FISCALISED: -7,
} as const;

const answer = (code: number, note: string): Answer => ({ error_code: code, error_note: note });

/** What is wrong with one item, or undefined. */
function itemProblem(item: Item, index: number): string | undefined {
  const at = `items[${index}]`;
  const name = [...item.Name];
  if (name.length === 0 || name.length > 63) return `${at}.Name must have 1 to 63 characters`;
  if (!/^[0-9]{17}$/.test(item.SPIC)) return `${at}.SPIC must be 17 digits`;
  if (!item.PackageCode || !/^[0-9]{1,20}$/.test(item.PackageCode)) return `${at}.PackageCode must be 1 to 20 digits`;
  if (item.Amount < 1) return `${at}.Amount must be at least 1`;
  if (item.GoodPrice !== undefined && item.GoodPrice * item.Amount !== item.Price) return `${at}.Price must be GoodPrice × Amount`;
  const net = item.Price - (item.Discount ?? 0) - (item.Other ?? 0);
  if (net < 0) return `${at}.Discount and Other exceed Price`;
  if (item.VAT !== vatWithin(net, item.VATPercent)) return `${at}.VAT must be ${vatWithin(net, item.VATPercent)} (VATPercent of the price after discounts)`;
  const { TIN, PINFL } = item.CommissionInfo;
  const tin = TIN !== undefined && /^[0-9]{9}$/.test(TIN);
  const pinfl = PINFL !== undefined && /^[0-9]{14}$/.test(PINFL);
  if (tin === pinfl) return `${at}.CommissionInfo must hold a TIN (9 digits) or a PINFL (14 digits)`;
  return undefined;
}

/** The checks every sandbox Merchant API call starts with: the Auth header, the service and a completed payment, or the refusal. */
export async function completedPayment(deps: AppDeps, auth: string | undefined, serviceId: number, paymentId: string) {
  const settings = deps.config.payments.click;
  if (!isClickMerchantAuth(auth, settings.merchantUserId, settings.secretKey, deps.clock.now())) {
    return answer(SandboxFiscalCode.AUTH_FAILED, 'Auth header is not merchant_user_id:sha1(timestamp + secret_key):timestamp of now');
  }
  if (serviceId !== Number(settings.serviceId)) return answer(SandboxFiscalCode.WRONG_SERVICE, 'no such service');
  const payment = await findProviderTransaction(deps.db, 'CLICK', paymentId);
  if (!payment || payment.performedAt === null) return answer(SandboxFiscalCode.PAYMENT_NOT_FOUND, 'no completed payment with this payment_id');
  return payment;
}

async function check(deps: AppDeps, body: SubmitItems, auth: string | undefined): Promise<Answer | { amountTiyin: number }> {
  const payment = await completedPayment(deps, auth, body.service_id, String(body.payment_id));
  if ('error_code' in payment) return payment;
  if (body.items.length === 0) return answer(SandboxFiscalCode.BAD_ITEM, 'items must hold at least one item');
  const problem = body.items.map(itemProblem).find((found) => found !== undefined);
  if (problem) return answer(SandboxFiscalCode.BAD_ITEM, problem);
  const itemsSum = body.items.reduce((sum, item) => sum + item.Price - (item.Discount ?? 0) - (item.Other ?? 0), 0);
  if (itemsSum !== payment.amountTiyin) return answer(SandboxFiscalCode.WRONG_SUM, `the items come to ${itemsSum} tiyin, the payment was ${payment.amountTiyin}`);
  const received = body.received_card + body.received_cash + body.received_ecash;
  if (received !== payment.amountTiyin) return answer(SandboxFiscalCode.WRONG_SUM, `received_* come to ${received} tiyin, the payment was ${payment.amountTiyin}`);
  return { amountTiyin: payment.amountTiyin };
}

/**
 * The items a payment was fiscalised with: the first accepted submission is kept (table sandbox_click_fiscal), so
 * every server sharing the database, and the same server after a restart, tells a retry from other items.
 */
async function acceptedItems(deps: AppDeps, paymentId: string, items: string): Promise<string> {
  await deps.db.insert(sandboxClickFiscal).values({ paymentId, items }).onConflictDoNothing({ target: sandboxClickFiscal.paymentId });
  return (await sandboxFiscalisation(deps, paymentId))?.items ?? items;
}

/**
 * POST /sandbox/click/v2/merchant/payment/ofd_data/submit_items. Per payment, the same items again are accepted again
 * (a retry after a lost answer); other items for a payment already fiscalised are refused.
 */
export function clickFiscalRoute(scope: App, deps: AppDeps): void {
  scope.post('/click/v2/merchant/payment/ofd_data/submit_items', {
    schema: {
      tags: ['sandbox'],
      summary: "The sandbox Click's fiscalisation (sandbox mode only): checks the Auth header, the payment and the items",
      headers: Type.Object({ auth: Type.Optional(Type.String({ maxLength: 200, description: 'merchant_user_id:digest:timestamp' })) }),
      body: SubmitItems,
      response: { 200: Answer },
    },
  }, async (request) => {
    const body = request.body as SubmitItems;
    const checked = await check(deps, body, request.headers.auth);
    if ('error_code' in checked) {
      request.log.info({ paymentId: body.payment_id, errorCode: checked.error_code, note: checked.error_note }, 'sandbox click fiscalisation refused');
      return checked;
    }
    const items = JSON.stringify(body.items);
    const kept = await acceptedItems(deps, String(body.payment_id), items);
    if (kept !== items) return answer(SandboxFiscalCode.OTHER_ITEMS_BEFORE, 'this payment was fiscalised with other items');
    request.log.info({ paymentId: body.payment_id, items: body.items.length }, 'sandbox click fiscalisation accepted');
    return answer(SandboxFiscalCode.ACCEPTED, 'Success');
  });
}

/** The page the sandbox's receipt links open (click-receipt-page.ts), on the shop's address as this call names it. */
export const sandboxClickReceiptPath = (paymentId: string) => `/sandbox/click/receipt/${paymentId}`;

/** Whether the sandbox accepted items for this payment: its receipt is "registered" from then on. */
export async function sandboxFiscalisation(deps: Pick<AppDeps, 'db'>, paymentId: string) {
  const [kept] = await deps.db.select().from(sandboxClickFiscal).where(eq(sandboxClickFiscal.paymentId, paymentId));
  return kept;
}

/**
 * GET /sandbox/click/v2/merchant/payment/ofd_data/{service_id}/{payment_id}: the receipt's link, as Click answers it
 * once the receipt is registered, which here is as soon as submit_items accepted the payment's items. The link names
 * PUBLIC_URL, else the address this call was made to (a CLICK_RECEIPT job calls the server's listening address).
 */
export function clickFiscalDataRoute(scope: App, deps: AppDeps): void {
  scope.get('/click/v2/merchant/payment/ofd_data/:service_id/:payment_id', {
    schema: {
      tags: ['sandbox'],
      summary: "The sandbox Click's fiscal data (sandbox mode only): the receipt's link of a payment whose items were submitted",
      headers: Type.Object({ auth: Type.Optional(Type.String({ maxLength: 200, description: 'merchant_user_id:digest:timestamp' })) }),
      params: Type.Object({ service_id: Digits, payment_id: Digits }),
      response: { 200: Type.Union([FiscalData, Answer]) },
    },
  }, async (request) => {
    const { service_id: serviceId, payment_id: paymentId } = request.params;
    const payment = await completedPayment(deps, request.headers.auth, Number(serviceId), paymentId);
    const refused = 'error_code' in payment ? payment
      : (await sandboxFiscalisation(deps, paymentId)) ? undefined
        : answer(SandboxFiscalCode.NOT_FISCALISED, 'no items were submitted for this payment');
    if (refused) {
      request.log.info({ paymentId, errorCode: refused.error_code, note: refused.error_note }, 'sandbox click fiscal data refused');
      return refused;
    }
    return { paymentId: Number(paymentId), qrCodeURL: `${shopOrigin(request, deps.config)}${sandboxClickReceiptPath(paymentId)}` };
  });
}
