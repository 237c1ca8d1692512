import type { Config } from '../../config';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { FinalJobError } from '../../jobs/worker';
import { findTransactionById, type PaymentTransaction } from '../transactions';
import { clickMerchantAuth } from './merchant-auth';

/*
 * What the shop's calls to Click's Merchant API share (https://docs.click.uz/en/merchant-api-request/): where it is,
 * how a call is made and timed out, and how an answer is read. The calls themselves: fiscal-job.ts (submit_items),
 * receipt-job.ts (the receipt's link), reversal-job.ts (a return's money back) and refund-receipt-job.ts (its receipt).
 */

/** The HTTP methods of the Merchant API calls the shop makes (a reversal is a DELETE). */
export type ClickMethod = 'GET' | 'POST' | 'DELETE';

/** The part of fetch the jobs use; tests hand in their own (a fake Click, or the app through inject). */
export type ClickFetch = (
  url: string,
  init: { method: ClickMethod; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** Shorter than the worker's lease (60 s), so a slow Click never lets a second worker take the same job. */
export const CLICK_CALL_TIMEOUT_MS = 20_000;

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

function describeFailure(error: unknown): string {
  // By name: the abort's reason is a DOMException, which need not be an Error of this realm.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  return error instanceof Error ? error.message : String(error);
}

/** Makes the call and reads the whole answer; no answer (or none in time) throws, so the worker retries. */
export async function callClick(
  send: ClickFetch,
  url: string,
  init: { method: ClickMethod; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  try {
    const response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new Error(`Click could not be reached: ${describeFailure(error)}`);
  }
}

/** What a Click job calls with: the database, where Click is and the merchant's keys, the clock that signs the Auth header, and (tests) a fetch and timeout of their own. */
export interface ClickJobDeps {
  db: Database;
  config: Pick<Config, 'host' | 'port' | 'payments'>;
  clock: Clock;
  fetch?: ClickFetch;
  timeoutMs?: number;
}

/** A call to the Merchant API at `path` (under clickApiBase) with the merchant's Auth header signed now; a JSON body when given. */
export function callClickMerchant(
  deps: Pick<ClickJobDeps, 'config' | 'clock' | 'timeoutMs'>,
  send: ClickFetch,
  method: ClickMethod,
  path: string,
  jsonBody?: string,
): Promise<{ status: number; text: string }> {
  const settings = deps.config.payments.click;
  const headers: Record<string, string> = { accept: 'application/json', auth: clickMerchantAuth(settings.merchantUserId, settings.secretKey, deps.clock.now()) };
  if (jsonBody !== undefined) headers['content-type'] = 'application/json';
  const init = jsonBody === undefined ? { method, headers } : { method, headers, body: jsonBody };
  return callClick(send, `${clickApiBase(deps.config)}/${path}`, init, deps.timeoutMs ?? CLICK_CALL_TIMEOUT_MS);
}

/** A 2xx answer's JSON object; any other status, or a body that is not a JSON object, throws to be retried. */
export function clickAnswer(status: number, text: string): Record<string, unknown> {
  if (status < 200 || status > 299) throw new Error(`Click answered HTTP ${status}: ${text.slice(0, 200)}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`Click answered something other than JSON: ${text.slice(0, 200)}`);
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) throw new Error(`Click answered something other than a JSON object: ${text.slice(0, 200)}`);
  return answer as Record<string, unknown>;
}

/** Click's error_code as a number (it may come as a string of digits); undefined when absent or of another type. */
export function errorCodeOf(answer: Record<string, unknown>): number | undefined {
  const code = answer.error_code;
  if (typeof code === 'string' && /^-?[0-9]+$/.test(code)) return Number(code);
  return typeof code === 'number' ? code : undefined;
}

/**
 * The completed Click payment an outbox job is about (its fiscal submission or its receipt link); a job whose payment
 * is gone or never completed can never succeed, so it fails for good rather than being retried.
 */
export async function completedClickPayment(db: Database, paymentTransactionId: number | null): Promise<PaymentTransaction> {
  const payment = paymentTransactionId === null ? undefined : await findTransactionById(db, 'CLICK', paymentTransactionId);
  if (!payment) throw new FinalJobError('no such Click payment');
  if (payment.performedAt === null) throw new FinalJobError('the Click payment was never completed');
  return payment;
}

/** The fetch a Click job calls with: the one its deps give (tests), else the global one. */
export const clickFetchOf = (given: ClickFetch | undefined): ClickFetch => given ?? ((url, init) => fetch(url, init));
