import type { Executor } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { attemptsSpanning, type JobHandler } from '../../jobs/worker';
import { saveFiscalReceipt } from '../fiscal-receipts';
import type { PaymentTransaction } from '../transactions';
import { callClickMerchant, clickAnswer, clickFetchOf, completedClickPayment, errorCodeOf, type ClickJobDeps } from './merchant-api';

/*
 * The link of a Click payment's fiscal receipt (docs/api.md "Click fiscalisation"). Click answers submit_items with
 * no more than {error_code, error_note}; the receipt's page on the tax office's site (soliq.uz) is read afterwards
 * with GET .../payment/ofd_data/{service_id}/{payment_id}, which answers {paymentId, qrCodeURL} once Click's receipt
 * is registered. So a CLICK_RECEIPT job, written when the submission is accepted, asks until the link is there and
 * keeps it as the payment's PERFORM receipt in fiscal_receipts, where the shopper's order and the staff's order page
 * read PayMe's.
 */

/** The tax office usually registers a receipt within minutes; a day covers an outage of Click or of the OFD. */
const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

export const CLICK_RECEIPT_MAX_ATTEMPTS = attemptsSpanning(RETRY_FOR_MS);

export const clickReceiptKey = (paymentTransactionId: number) => `click:receipt:${paymentTransactionId}`;

/** Once Click accepted the payment's items; once per payment (its key), so a repeated submission adds none. */
export async function enqueueClickReceipt(db: Executor, payment: PaymentTransaction, now: Date): Promise<void> {
  await enqueueJob(db, {
    kind: 'CLICK_RECEIPT',
    key: clickReceiptKey(payment.id),
    payload: { paymentTransactionId: payment.id },
    maxAttempts: CLICK_RECEIPT_MAX_ATTEMPTS,
    runAt: now,
    orderId: payment.orderId,
    paymentTransactionId: payment.id,
  });
}

export interface ClickReceiptResult {
  paymentId: number | null;
  qrCodeURL: string;
  storedAt: string;
}

/** Click's payment id as it answers it (a number, or a string of digits), or null when it gives none. */
function paymentIdOf(value: unknown): number | null {
  if (typeof value === 'string' && /^[0-9]{1,15}$/.test(value)) return Number(value);
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The link in Click's answer; a refusal, no link yet, or an answer about another payment throws to be retried. */
export function receiptLink(status: number, text: string, payment: PaymentTransaction): { paymentId: number | null; url: string } {
  const answer = clickAnswer(status, text);
  const errorCode = errorCodeOf(answer);
  if (errorCode !== undefined && errorCode !== 0) {
    throw new Error(`Click refused: error_code ${errorCode} ${typeof answer.error_note === 'string' ? answer.error_note : ''}`.trim());
  }
  const paymentId = paymentIdOf(answer.paymentId);
  if (paymentId !== null && String(paymentId) !== payment.providerTransactionId) throw new Error(`Click answered for payment ${paymentId}`);
  const url = typeof answer.qrCodeURL === 'string' ? answer.qrCodeURL.trim() : '';
  if (url === '') throw new Error('Click has no receipt link yet');
  // The SPA links only a web address; anything else is not kept, and asked for again in case Click corrects it.
  if (url.length > 2000 || !isWebAddress(url)) throw new Error(`Click's receipt link is not a web address: ${url.slice(0, 200)}`);
  return { paymentId, url };
}

/** Asks Click for a job's receipt link and keeps it: throws to be retried, a FinalJobError when there is no payment. */
export function clickReceiptHandler(deps: ClickJobDeps): JobHandler {
  const send = clickFetchOf(deps.fetch);
  return async (job) => {
    const payment = await completedClickPayment(deps.db, job.paymentTransactionId);
    const settings = deps.config.payments.click;
    const path = `payment/ofd_data/${encodeURIComponent(settings.serviceId)}/${encodeURIComponent(payment.providerTransactionId)}`;
    const { status, text } = await callClickMerchant(deps, send, 'GET', path);
    const { paymentId, url } = receiptLink(status, text, payment);
    const now = deps.clock.now();
    // Kept even for a payment refunded meanwhile: the receipt exists; the shopper's order shows only a performed one's.
    // Click gives the link alone: its payment id stands for the receipt's number (the column needs one), and the
    // OFD's status, message, module, sign and date, which Click does not give, stay empty.
    await saveFiscalReceipt(deps.db, { paymentTransactionId: payment.id, provider: 'CLICK', type: 'PERFORM' }, {
      receiptId: String(paymentId ?? payment.providerTransactionId),
      statusCode: null,
      message: null,
      terminalId: null,
      fiscalSign: null,
      qrCodeUrl: url,
      fiscalDate: null,
    }, now);
    const result: ClickReceiptResult = { paymentId, qrCodeURL: url, storedAt: now.toISOString() };
    return result;
  };
}
