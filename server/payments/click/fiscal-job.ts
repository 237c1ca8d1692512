import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { FinalJobError, attemptsSpanning, type JobHandler } from '../../jobs/worker';
import type { PaymentTransaction } from '../transactions';
import { clickFiscalBody, clickFiscalJson } from './fiscal-items';
import { callClickMerchant, clickAnswer, clickFetchOf, completedClickPayment, errorCodeOf, type ClickJobDeps } from './merchant-api';
import { enqueueClickReceipt } from './receipt-job';

/*
 * Click's fiscal receipt through the outbox (docs/api.md "Click fiscalisation"): a completed Click payment writes a
 * CLICK_FISCAL job in its own transaction, and the worker submits the order's items to Click's Merchant API
 * (https://docs.click.uz/en/fiscalization) until Click accepts them, retrying for about two days. Once accepted, a
 * CLICK_RECEIPT job fetches the receipt's link (receipt-job.ts).
 */

/** Long enough for Click or the tax office to be down over a weekend day and still get the receipt. */
const RETRY_FOR_MS = 2 * 24 * 60 * 60 * 1000;

export const CLICK_FISCAL_MAX_ATTEMPTS = attemptsSpanning(RETRY_FOR_MS);

export const clickFiscalKey = (paymentTransactionId: number) => `click:fiscal:${paymentTransactionId}`;

/** In the completing transaction: the job exists exactly when the payment is performed, once per payment (its key). */
export async function enqueueClickFiscal(tx: Executor, payment: PaymentTransaction, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: 'CLICK_FISCAL',
    key: clickFiscalKey(payment.id),
    // The body is built when the job runs, from the order and the products' codes as they are then.
    payload: { paymentTransactionId: payment.id },
    maxAttempts: CLICK_FISCAL_MAX_ATTEMPTS,
    runAt: now,
    orderId: payment.orderId,
    paymentTransactionId: payment.id,
  });
}

export interface ClickFiscalResult {
  error_code: number;
  error_note: string;
  submittedAt: string;
}

/** Click's answer read; anything but error_code 0 throws, so the worker retries it. */
function accepted(status: number, text: string): { error_code: number; error_note: string } {
  const answer = clickAnswer(status, text);
  const errorCode = errorCodeOf(answer);
  if (errorCode === undefined) throw new Error(`Click answered without an error_code: ${text.slice(0, 200)}`);
  const errorNote = typeof answer.error_note === 'string' ? answer.error_note : '';
  // The documentation names no "already fiscalised" answer, so only 0 is taken as done; a repeat is accepted as 0.
  if (errorCode !== 0) throw new Error(`Click refused: error_code ${errorCode} ${errorNote}`.trim());
  return { error_code: 0, error_note: errorNote };
}

export type ClickFiscalDeps = ClickJobDeps & { config: Pick<Config, 'shopFiscal'> };

/** Submits a job's payment to Click: throws to be retried, a FinalJobError when there is nothing to submit. */
export function clickFiscalHandler(deps: ClickFiscalDeps): JobHandler {
  const send = clickFetchOf(deps.fetch);
  return async (job) => {
    const payment = await completedClickPayment(deps.db, job.paymentTransactionId);
    const settings = deps.config.payments.click;
    const body = await clickFiscalBody(deps.db, payment, settings.serviceId, deps.config.shopFiscal);
    if (!body) throw new FinalJobError('the order is gone');
    const now = deps.clock.now();
    const { status, text } = await callClickMerchant(deps, send, 'POST', 'payment/ofd_data/submit_items', clickFiscalJson(body));
    const answer = accepted(status, text);
    // Click has the items now; the receipt's link is fetched by a job of its own, since it comes later (receipt-job.ts).
    await enqueueClickReceipt(deps.db, payment, deps.clock.now());
    const result: ClickFiscalResult = { ...answer, submittedAt: now.toISOString() };
    return result;
  };
}
