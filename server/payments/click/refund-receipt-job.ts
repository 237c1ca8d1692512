import type { Executor } from '../../db/client';
import { enqueueJob, type JobRow } from '../../jobs/queue';
import { FinalJobError, attemptsSpanning, type JobHandler } from '../../jobs/worker';
import { storeRefundReceipt } from '../../returns/refund-settle';
import type { PaymentTransaction } from '../transactions';
import { callClickMerchant, clickFetchOf, completedClickPayment, type ClickJobDeps } from './merchant-api';
import { receiptLink } from './receipt-job';

/*
 * The fiscal receipt of a Click reversal (docs/api.md "Refunds per provider"), read as the sale's is (receipt-job.ts):
 * Click registers the receipt of return for the reversal it made, and a CLICK_REFUND_RECEIPT job, written when the
 * reversal refunded the request, asks GET .../payment/ofd_data/reversal/{service_id}/{payment_id}/{amount} until the link
 * is there, then keeps it as the request's refundReceiptUrl. Click's public documentation names no such call: the path
 * is the sandbox's, to be checked with Click before going live (docs/api.md says so).
 */

/** As the sale's receipt link: a day covers an outage of Click or of the tax office. */
export const CLICK_REFUND_RECEIPT_MAX_ATTEMPTS = attemptsSpanning(24 * 60 * 60 * 1000);

export const clickRefundReceiptKey = (returnId: number) => `click:refund-receipt:${returnId}`;

export interface RefundToReceipt {
  returnId: number;
  /** So'm given back. */
  amount: number;
  payment: PaymentTransaction;
}

/** In the transaction that refunded the request; once per request (its key). */
export async function enqueueClickRefundReceipt(db: Executor, refund: RefundToReceipt, now: Date): Promise<void> {
  await enqueueJob(db, {
    kind: 'CLICK_REFUND_RECEIPT',
    key: clickRefundReceiptKey(refund.returnId),
    payload: { returnId: refund.returnId, amount: refund.amount },
    maxAttempts: CLICK_REFUND_RECEIPT_MAX_ATTEMPTS,
    runAt: now,
    orderId: refund.payment.orderId,
    paymentTransactionId: refund.payment.id,
  });
}

export interface ClickRefundReceiptResult {
  paymentId: number | null;
  qrCodeURL: string;
  storedAt: string;
}

function refundOf(job: JobRow): { returnId: number; amount: number } {
  const payload = job.payload as { returnId?: unknown; amount?: unknown } | null;
  const { returnId, amount } = payload ?? {};
  if (typeof returnId !== 'number' || typeof amount !== 'number' || !Number.isSafeInteger(returnId) || !Number.isSafeInteger(amount)) {
    throw new FinalJobError('the job names no refund');
  }
  return { returnId, amount };
}

/** Asks Click for a reversal's receipt link and keeps it on the request: throws to be retried. */
export function clickRefundReceiptHandler(deps: ClickJobDeps): JobHandler {
  const send = clickFetchOf(deps.fetch);
  return async (job) => {
    const { returnId, amount } = refundOf(job);
    const payment = await completedClickPayment(deps.db, job.paymentTransactionId);
    const settings = deps.config.payments.click;
    const path = `payment/ofd_data/reversal/${encodeURIComponent(settings.serviceId)}/${encodeURIComponent(payment.providerTransactionId)}/${amount}`;
    const { status, text } = await callClickMerchant(deps, send, 'GET', path);
    const { paymentId, url } = receiptLink(status, text, payment);
    if (!(await storeRefundReceipt(deps.db, returnId, url))) throw new FinalJobError('the request is not refunded');
    const result: ClickRefundReceiptResult = { paymentId, qrCodeURL: url, storedAt: deps.clock.now().toISOString() };
    return result;
  };
}
