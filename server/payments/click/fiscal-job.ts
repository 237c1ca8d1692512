import type { Config } from '../../config';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { FinalJobError, retryDelayMs, type JobHandler } from '../../jobs/worker';
import { findTransactionById, type PaymentTransaction } from '../transactions';
import { clickFiscalBody, clickFiscalJson } from './fiscal-items';
import { clickMerchantAuth } from './merchant-auth';

/*
 * Click's fiscal receipt through the outbox (docs/api.md "Click fiscalisation"): a completed Click payment writes a
 * CLICK_FISCAL job in its own transaction, and the worker submits the order's items to Click's Merchant API
 * (https://docs.click.uz/en/fiscalization) until Click accepts them, retrying for about two days.
 */

/** Long enough for Click or the tax office to be down over a weekend day and still get the receipt. */
const RETRY_FOR_MS = 2 * 24 * 60 * 60 * 1000;

/** Attempts whose waits between them (the worker's backoff, retryDelayMs) first add up to `spanMs`. */
export function attemptsSpanning(spanMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited < spanMs) {
    waited += retryDelayMs(attempts);
    attempts += 1;
  }
  return attempts;
}

export const CLICK_FISCAL_MAX_ATTEMPTS = attemptsSpanning(RETRY_FOR_MS);

/** Shorter than the worker's lease (60 s), so a slow Click never lets a second worker take the same job. */
export const CLICK_CALL_TIMEOUT_MS = 20_000;

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

/** The part of fetch the job uses; tests hand in their own (a fake Click, or the app through inject). */
export type ClickFetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;

/** A wildcard listening address read as loopback: the job reaches its own server from inside. */
function ownAddress(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Click's Merchant API base: CLICK_API_URL (Click's own by default with live keys), or in sandbox mode this server's
 * stand-in at its listening address (the job runs outside any request, so there is no request's address to use).
 */
export function clickApiBase(config: Pick<Config, 'host' | 'port' | 'payments'>): string {
  return config.payments.click.apiUrl ?? `${ownAddress(config)}/sandbox/click/v2/merchant`;
}

export interface ClickFiscalResult {
  error_code: number;
  error_note: string;
  submittedAt: string;
}

function describeFailure(error: unknown): string {
  // By name: the abort's reason is a DOMException, which need not be an Error of this realm.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  return error instanceof Error ? error.message : String(error);
}

/** Click's answer read; anything but error_code 0 throws, so the worker retries it. */
function accepted(status: number, text: string): { error_code: number; error_note: string } {
  if (status < 200 || status > 299) throw new Error(`Click answered HTTP ${status}: ${text.slice(0, 200)}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`Click answered something other than JSON: ${text.slice(0, 200)}`);
  }
  const { error_code: code, error_note: note } = (answer ?? {}) as { error_code?: unknown; error_note?: unknown };
  const errorCode = typeof code === 'string' && /^-?[0-9]+$/.test(code) ? Number(code) : code;
  if (typeof errorCode !== 'number') throw new Error(`Click answered without an error_code: ${text.slice(0, 200)}`);
  const errorNote = typeof note === 'string' ? note : '';
  // The documentation names no "already fiscalised" answer, so only 0 is taken as done; a repeat is accepted as 0.
  if (errorCode !== 0) throw new Error(`Click refused: error_code ${errorCode} ${errorNote}`.trim());
  return { error_code: 0, error_note: errorNote };
}

export interface ClickFiscalDeps {
  db: Database;
  config: Pick<Config, 'host' | 'port' | 'payments' | 'shopFiscal'>;
  clock: Clock;
  fetch?: ClickFetch;
  timeoutMs?: number;
}

/** Submits a job's payment to Click: throws to be retried, a FinalJobError when there is nothing to submit. */
export function clickFiscalHandler(deps: ClickFiscalDeps): JobHandler {
  const send: ClickFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  return async (job) => {
    const payment = job.paymentTransactionId === null ? undefined : await findTransactionById(deps.db, 'CLICK', job.paymentTransactionId);
    if (!payment) throw new FinalJobError('no such Click payment');
    if (payment.performedAt === null) throw new FinalJobError('the Click payment was never completed');
    const settings = deps.config.payments.click;
    const body = await clickFiscalBody(deps.db, payment, settings.serviceId, deps.config.shopFiscal);
    if (!body) throw new FinalJobError('the order is gone');
    const now = deps.clock.now();
    let status: number;
    let text: string;
    try {
      const response = await send(`${clickApiBase(deps.config)}/payment/ofd_data/submit_items`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', auth: clickMerchantAuth(settings.merchantUserId, settings.secretKey, now) },
        body: clickFiscalJson(body),
        signal: AbortSignal.timeout(deps.timeoutMs ?? CLICK_CALL_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new Error(`Click could not be reached: ${describeFailure(error)}`);
    }
    const answer = accepted(status, text);
    const result: ClickFiscalResult = { ...answer, submittedAt: now.toISOString() };
    return result;
  };
}
