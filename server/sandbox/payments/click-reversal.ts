import { Type } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sandboxClickReversals } from '../../db/schema/sandbox';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { shopOrigin } from '../../http/shop-origin';
import { findOrderSummary } from '../../orders/payment-service';
import { findProviderTransaction, type PaymentTransaction } from '../../payments/transactions';
import { completedPayment } from './click-fiscal';
import type { PageLanguage } from './pages';
import { receiptBlock, receiptTextOf, sendReceiptPage } from './receipt-page';

/*
 * The sandbox's stand-in for Click's payment reversal (https://docs.click.uz/en/merchant-api-request/: "Payment
 * reversal" and "Partial reversal", DELETE, answering {error_code, error_note, payment_id}), which the shop's
 * CLICK_REVERSAL jobs call, and for the read of a reversal's receipt link, which CLICK_REFUND_RECEIPT jobs make. Each
 * reversal is kept (table sandbox_click_reversals), so every server refuses a repeat alike and the reversals of a payment
 * never add up to more than it took. The codes are the sandbox's own (Click's documentation lists none for these calls):
 * -1 Auth, -2 service, -3 payment, as submit_items answers them (click-fiscal.ts), then those below.
 */

export const SandboxReversalCode = {
  REVERSED: 0,
  /** A repeat: the payment was reversed whole already, or a partial reversal of this amount was made already. */
  ALREADY_REVERSED: -8,
  /** More than the payment has left, or a full reversal of a payment partly reversed already. */
  EXCEEDS_PAYMENT: -9,
  /** No reversal of this amount was made for the payment: it has no receipt of return. */
  NOT_REVERSED: -10,
} as const;

const Digits = Type.String({ pattern: '^[0-9]{1,20}$' });
const AmountDigits = Type.String({ pattern: '^[0-9]{1,9}$', description: "so'm" });
const Auth = Type.Object({ auth: Type.Optional(Type.String({ maxLength: 200, description: 'merchant_user_id:digest:timestamp' })) });
const ReversalAnswer = Type.Object({ error_code: Type.Integer({ description: '0 reversed; below 0 refused' }), error_note: Type.String(), payment_id: Type.Integer() });
const Refused = Type.Object({ error_code: Type.Integer(), error_note: Type.String() });
const FiscalData = Type.Object({ paymentId: Type.Integer(), qrCodeURL: Type.String({ description: 'the sandbox’s receipt of return, /sandbox/click/refund-receipt/{payment_id}/{amount}' }) });

type Reversal = typeof sandboxClickReversals.$inferSelect;

function reversalsOf(db: Executor, paymentId: string): Promise<Reversal[]> {
  return db.select().from(sandboxClickReversals).where(eq(sandboxClickReversals.paymentId, paymentId)).orderBy(asc(sandboxClickReversals.id));
}

/** Why this reversal is refused given the payment's earlier ones, or undefined. */
function refusal(payment: PaymentTransaction, earlier: readonly Reversal[], amount: number | 'whole'): { code: number; note: string } | undefined {
  if (earlier.some((reversal) => reversal.full)) return { code: SandboxReversalCode.ALREADY_REVERSED, note: 'the payment was reversed already' };
  if (amount === 'whole') {
    return earlier.length > 0 ? { code: SandboxReversalCode.EXCEEDS_PAYMENT, note: 'the payment was partly reversed: reverse the rest partially' } : undefined;
  }
  if (earlier.some((reversal) => reversal.amount === amount)) return { code: SandboxReversalCode.ALREADY_REVERSED, note: `${amount} was reversed already` };
  const left = payment.amountTiyin / 100 - earlier.reduce((sum, reversal) => sum + reversal.amount, 0);
  if (amount < 1 || amount > left) return { code: SandboxReversalCode.EXCEEDS_PAYMENT, note: `the payment has ${left} left to reverse` };
  return undefined;
}

/** Checks and records one reversal, one payment at a time (a transaction-scoped lock on its id). */
async function reverse(deps: AppDeps, auth: string | undefined, serviceId: string, paymentId: string, amount: number | 'whole') {
  const payment = await completedPayment(deps, auth, Number(serviceId), paymentId);
  if ('error_code' in payment) return payment;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-click-reversal:${paymentId}`}))`);
    const refused = refusal(payment, await reversalsOf(tx, paymentId), amount);
    if (refused) return { error_code: refused.code, error_note: refused.note, payment_id: Number(paymentId) };
    const full = amount === 'whole';
    await tx.insert(sandboxClickReversals).values({ paymentId, amount: full ? payment.amountTiyin / 100 : amount, full, reversedAt: deps.clock.now() });
    return { error_code: SandboxReversalCode.REVERSED, error_note: 'Success', payment_id: Number(paymentId) };
  });
}

export const sandboxClickRefundReceiptPath = (paymentId: string, amount: number) => `/sandbox/click/refund-receipt/${paymentId}/${amount}`;

/** The reversal of this amount, if the sandbox made it (a full one counts for the whole payment). */
async function reversalOf(db: Database, paymentId: string, amount: number): Promise<Reversal | undefined> {
  const [row] = await db.select().from(sandboxClickReversals).where(and(eq(sandboxClickReversals.paymentId, paymentId), eq(sandboxClickReversals.amount, amount))).limit(1);
  return row;
}

export function clickReversalRoutes(scope: App, deps: AppDeps): void {
  const tags = ['sandbox'];
  const logged = <T extends { error_code: number; error_note: string }>(log: App['log'], fields: Record<string, unknown>, answer: T) => {
    log.info({ ...fields, errorCode: answer.error_code, note: answer.error_note }, 'sandbox click reversal answered');
    return answer;
  };

  scope.delete('/click/v2/merchant/payment/reversal/:service_id/:payment_id', {
    schema: {
      tags,
      summary: "The sandbox Click's payment reversal (sandbox mode only): the whole payment back, once",
      headers: Auth,
      params: Type.Object({ service_id: Digits, payment_id: Digits }),
      response: { 200: Type.Union([ReversalAnswer, Refused]) },
    },
  }, async (request) => {
    const { service_id: serviceId, payment_id: paymentId } = request.params;
    return logged(request.log, { paymentId, whole: true }, await reverse(deps, request.headers.auth, serviceId, paymentId, 'whole'));
  });

  scope.delete('/click/v2/merchant/payment/partial_reversal/:service_id/:payment_id/:amount', {
    schema: {
      tags,
      summary: "The sandbox Click's partial reversal (sandbox mode only): part of a payment back, never more than it took",
      headers: Auth,
      params: Type.Object({ service_id: Digits, payment_id: Digits, amount: AmountDigits }),
      response: { 200: Type.Union([ReversalAnswer, Refused]) },
    },
  }, async (request) => {
    const { service_id: serviceId, payment_id: paymentId, amount } = request.params;
    return logged(request.log, { paymentId, amount }, await reverse(deps, request.headers.auth, serviceId, paymentId, Number(amount)));
  });

  scope.get('/click/v2/merchant/payment/ofd_data/reversal/:service_id/:payment_id/:amount', {
    schema: {
      tags,
      summary: "The sandbox Click's receipt of return (sandbox mode only): its link, once the reversal of this amount was made",
      headers: Auth,
      params: Type.Object({ service_id: Digits, payment_id: Digits, amount: AmountDigits }),
      response: { 200: Type.Union([FiscalData, Refused]) },
    },
  }, async (request) => {
    const { service_id: serviceId, payment_id: paymentId, amount } = request.params;
    const payment = await completedPayment(deps, request.headers.auth, Number(serviceId), paymentId);
    if ('error_code' in payment) return payment;
    if (!(await reversalOf(deps.db, paymentId, Number(amount)))) return { error_code: SandboxReversalCode.NOT_REVERSED, error_note: 'no reversal of this amount was made' };
    return { paymentId: Number(paymentId), qrCodeURL: `${shopOrigin(request, deps.config)}${sandboxClickRefundReceiptPath(paymentId, Number(amount))}` };
  });

  scope.get('/click/refund-receipt/:paymentId/:amount', {
    schema: {
      tags,
      summary: 'The sandbox Click receipt of return (sandbox mode only): the amount a reversal gave back',
      params: Type.Object({ paymentId: Digits, amount: AmountDigits }),
      querystring: Type.Object({ lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })) }),
      response: {
        200: { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } },
        404: { description: 'no such reversal', content: { 'text/html': { schema: Type.String() } } },
      },
    },
  }, async (request, reply) => {
    const language: PageLanguage = request.query.lang === 'ru' ? 'ru' : 'uz';
    const { paymentId } = request.params;
    const amount = Number(request.params.amount);
    const reversal = await reversalOf(deps.db, paymentId, amount);
    const transaction = reversal ? await findProviderTransaction(deps.db, 'CLICK', paymentId) : undefined;
    const order = transaction ? await findOrderSummary(deps.db, transaction.orderId) : undefined;
    if (!reversal || !order) return sendReceiptPage(reply, language, undefined);
    const text = receiptTextOf(language);
    const line = { title: text.kinds.CANCEL, price: amount * 100, count: 1, code: '', package_code: '', vat_percent: 0, discount: 0 };
    return sendReceiptPage(reply, language, {
      orderNumber: order.orderNumber,
      amountTiyin: amount * 100,
      detail: { receipt_type: 0, items: [line] },
      receipts: receiptBlock('CANCEL', [[text.clickPayment, paymentId], [text.date, `${reversal.reversedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`]], language),
    });
  });
}
