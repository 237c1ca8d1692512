import type { Executor } from '../../db/client';
import { FinalJobError, type JobHandler } from '../../jobs/worker';
import type { JobRow } from '../../jobs/queue';
import { lockOrderForPayment } from '../../orders/payment-service';
import { applyClickRefund, clickRefundGivenUp, clickRefundOf, otherRefundsOfPayment } from '../../returns/refunds';
import { transactionsOfOrder } from '../queries';
import { CancelReason, TxState, recordPartialRefund, updateTransaction, type PaymentTransaction } from '../transactions';
import { callClickMerchant, clickAnswer, clickFetchOf, errorCodeOf, type ClickFetch, type ClickJobDeps } from './merchant-api';
import { enqueueClickRefundReceipt } from './refund-receipt-job';

/*
 * A received return's money back through Click (docs/api.md "Refunds per provider"): receiving a RETURN of a Click order
 * writes a CLICK_REVERSAL job (server/returns/refunds.ts), and the worker calls Click's Merchant API
 * (https://docs.click.uz/en/merchant-api-request/): DELETE .../payment/reversal/{service_id}/{payment_id} when the
 * request gives back the whole payment, else DELETE .../payment/partial_reversal/{service_id}/{payment_id}/{amount}.
 * error_code 0 refunds the request, once: the request moves only from WAITING. Any failure is retried at the outbox's
 * backoff; the last one leaves the refund FAILED for staff, who may retry it.
 *
 * A lost answer: Click takes no idempotency key, so a retry after Click reversed but its answer never came asks again,
 * and Click refuses to reverse the same again (the sandbox answers CLICK_ALREADY_REVERSED). That refusal is taken as
 * this request's reversal, done, unless another refund of the same payment for the same amount is done already (then it
 * may be that one's, so it fails and, given up, staff check the payment in Click's cabinet).
 */

/** Click's answer to a reversal it already made (the sandbox's code: Click's documentation names none). */
export const CLICK_ALREADY_REVERSED = -8;

export type ClickReversalResult =
  | { error_code: number; error_note: string; payment_id: string; endpoint: 'reversal' | 'partial_reversal'; amount: number; refundedAt: string }
  | { skipped: string };

function returnIdOf(job: JobRow): number {
  const payload = job.payload as { returnId?: unknown } | null;
  const id = payload?.returnId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new FinalJobError('the job names no return request');
  return id;
}

/** The Click payment that paid the order (completed: a reversal needs money that arrived). */
async function clickPaymentOf(db: Executor, orderId: number): Promise<PaymentTransaction | undefined> {
  const rows = await transactionsOfOrder(db, orderId);
  return rows.filter((row) => row.provider === 'CLICK' && row.performedAt !== null).at(-1);
}

/** Click's answer read: 0, or a repeat of this very reversal, is done; anything else throws to be retried. */
function reversed(status: number, text: string, repeatIsOurs: boolean): { code: number; note: string } {
  const answer = clickAnswer(status, text);
  const code = errorCodeOf(answer);
  if (code === undefined) throw new Error(`Click answered without an error_code: ${text.slice(0, 200)}`);
  const note = typeof answer.error_note === 'string' ? answer.error_note : '';
  if (code !== 0 && !(code === CLICK_ALREADY_REVERSED && repeatIsOurs)) throw new Error(`Click refused: error_code ${code} ${note}`.trim());
  return { code, note };
}

async function reverse(deps: ClickJobDeps, send: ClickFetch, returnId: number): Promise<ClickReversalResult> {
  const request = await clickRefundOf(deps.db, returnId);
  if (!request) throw new FinalJobError('no such return request');
  // A job delivered again, or a staff retry's job after the first one got through: nothing is called.
  if (request.refundState === 'DONE') return { skipped: 'the refund is done already' };
  if (request.refundState !== 'WAITING') throw new FinalJobError(`the refund is ${request.refundState ?? 'not started'}`);
  const payment = await clickPaymentOf(deps.db, request.orderId);
  if (!payment) throw new FinalJobError('the order has no completed Click payment');
  const others = await otherRefundsOfPayment(deps.db, payment.id, returnId);
  const amount = request.refundAmount;
  const whole = others.length === 0 && amount * 100 === payment.amountTiyin;
  const settings = deps.config.payments.click;
  const ids = `${encodeURIComponent(settings.serviceId)}/${encodeURIComponent(payment.providerTransactionId)}`;
  const path = whole ? `payment/reversal/${ids}` : `payment/partial_reversal/${ids}/${amount}`;
  const { status, text } = await callClickMerchant(deps, send, 'DELETE', path);
  const { code, note } = reversed(status, text, !others.includes(amount));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Under the order's lock, as every payment change and return move of the order.
    await lockOrderForPayment(tx, payment.orderId);
    if (!(await applyClickRefund(tx, returnId, payment.id, now))) return;
    if (whole) await updateTransaction(tx, payment.id, { state: TxState.REFUNDED, cancelledAt: now, cancelReason: CancelReason.REFUND });
    else await recordPartialRefund(tx, payment.id, amount * 100, now);
    await enqueueClickRefundReceipt(tx, { returnId, amount, payment }, now);
  });
  return { error_code: code, error_note: note, payment_id: payment.providerTransactionId, endpoint: whole ? 'reversal' : 'partial_reversal', amount, refundedAt: now.toISOString() };
}

/** Gives a return's money back through Click: throws to be retried; the last failure leaves the refund FAILED. */
export function clickReversalHandler(deps: ClickJobDeps): JobHandler {
  const send = clickFetchOf(deps.fetch);
  return async (job) => {
    const returnId = returnIdOf(job);
    try {
      return await reverse(deps, send, returnId);
    } catch (error) {
      if (error instanceof FinalJobError || job.attempts >= job.maxAttempts) await clickRefundGivenUp(deps.db, returnId);
      throw error;
    }
  };
}
