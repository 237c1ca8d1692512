import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ClickSettings, PaymeSettings, UzumSettings } from '../../config';
import { clickSign, clickSignTime } from '../../payments/click/sign';
import { basicAuthHeader } from '../../payments/merchant-http';

/**
 * The provider's side of each protocol, as the sandbox plays it: the same calls, over HTTP, that PayMe,
 * Click and Uzum make to a shop, with the sandbox keys and signatures.
 */

/** The shop's endpoints refused the payment ('refused'), or could not be reached or understood ('unreachable'). */
export class SandboxPaymentError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxPaymentError';
  }
}

export interface SandboxPayment {
  orderId: number;
  /** Whole so'm, as the checkout address carried it. */
  amount: number;
  now: Date;
  /** The shop's address as the shopper sees it: the sandbox PayMe's receipt links point there. */
  receiptOrigin?: string;
}

type Json = Record<string, unknown>;

const CALL_TIMEOUT_MS = 15_000;

async function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: Json }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new SandboxPaymentError('unreachable', `${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return { status: response.status, body: parsed as Json };
  } catch {
    throw new SandboxPaymentError('unreachable', `${url} answered HTTP ${response.status} without a JSON object`);
  }
}

const asObject = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

export async function payWithPayme(baseUrl: string, settings: PaymeSettings, payment: SandboxPayment): Promise<void> {
  const headers = { authorization: basicAuthHeader('Paycom', settings.key), 'content-type': 'application/json' };
  const transactionId = randomBytes(12).toString('hex');
  const account = { order_id: String(payment.orderId) };
  const amount = payment.amount * 100;
  let callId = 0;
  const rpc = async (method: string, params: Json): Promise<Json> => {
    callId += 1;
    const { body } = await post(`${baseUrl}/api/payments/payme`, headers, JSON.stringify({ jsonrpc: '2.0', id: callId, method, params }));
    if (body.error !== undefined) {
      const error = asObject(body.error);
      throw new SandboxPaymentError('refused', `PayMe ${method}: ${String(error.code)} ${String(asObject(error.message).en ?? '')}`.trim());
    }
    return asObject(body.result);
  };
  await rpc('CheckPerformTransaction', { amount, account });
  await rpc('CreateTransaction', { id: transactionId, time: payment.now.getTime(), amount, account });
  const performed = await rpc('PerformTransaction', { id: transactionId });
  if (performed.state !== 2) throw new SandboxPaymentError('refused', `PayMe PerformTransaction: state ${String(performed.state)}`);
  if (payment.receiptOrigin === undefined) return;
  // Then, as PayMe does once the tax office registered the receipt, its fiscal data. The money is taken
  // either way: a refused receipt leaves the order paid without a receipt link, as with the real PayMe.
  await rpc('SetFiscalData', { id: transactionId, type: 'PERFORM', fiscal_data: sandboxFiscalData(transactionId, payment) })
    .catch((error: unknown) => {
      if (!(error instanceof SandboxPaymentError)) throw error;
    });
}

/** A made-up fiscal receipt: numbers of the real ones' shape, the link to the sandbox's own receipt page. */
function sandboxFiscalData(transactionId: string, payment: { now: Date; receiptOrigin?: string }): Json {
  const stamp = payment.now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return {
    receipt_id: String(randomInt(1, 1_000_000)),
    status_code: 0,
    message: 'accepted',
    terminal_id: 'UZ000000000000',
    fiscal_sign: String(randomInt(100_000_000_000, 999_999_999_999)),
    qr_code_url: `${payment.receiptOrigin}/sandbox/receipt/${transactionId}`,
    date: stamp,
  };
}

export async function payWithClick(baseUrl: string, settings: ClickSettings, payment: SandboxPayment): Promise<void> {
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const common = {
    click_trans_id: String(randomInt(1_000_000_000, 9_999_999_999)),
    service_id: settings.serviceId,
    click_paydoc_id: String(randomInt(1_000_000_000, 9_999_999_999)),
    merchant_trans_id: String(payment.orderId),
    amount: String(payment.amount),
    error: '0',
    error_note: 'Success',
    sign_time: clickSignTime(payment.now),
  };
  const step = async (name: 'prepare' | 'complete', fields: Record<string, string> & { action: string }): Promise<Json> => {
    const form = { ...fields, sign_string: clickSign({ ...common, ...fields }, settings.secretKey) };
    const { body } = await post(`${baseUrl}/api/payments/click/${name}`, headers, new URLSearchParams(form).toString());
    if (body.error !== 0) throw new SandboxPaymentError('refused', `Click ${name}: ${String(body.error)} ${String(body.error_note ?? '')}`.trim());
    return body;
  };
  const prepared = await step('prepare', { ...common, action: '0' });
  await step('complete', { ...common, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) });
}

export async function payWithUzum(baseUrl: string, settings: UzumSettings, payment: SandboxPayment): Promise<void> {
  const headers = { authorization: basicAuthHeader(settings.login, settings.password), 'content-type': 'application/json' };
  const transId = randomUUID();
  const params = { order_id: String(payment.orderId) };
  const step = async (name: string, fields: Json, expected: string): Promise<void> => {
    const body = JSON.stringify({ serviceId: settings.serviceId, timestamp: payment.now.getTime(), ...fields });
    const answer = await post(`${baseUrl}/api/payments/uzum/${name}`, headers, body);
    if (answer.status !== 200 || answer.body.status !== expected) {
      throw new SandboxPaymentError('refused', `Uzum ${name}: ${String(answer.body.status)} errorCode ${String(answer.body.errorCode)}`);
    }
  };
  await step('check', { params }, 'OK');
  await step('create', { transId, params, amount: payment.amount * 100 }, 'CREATED');
  await step('confirm', { transId }, 'CONFIRMED');
}

/* The merchant cabinet's refund (docs/api.md "Refunds per provider"): the calls PayMe and Uzum make to the shop when
 * the merchant refunds a payment in their cabinet, whole (neither call carries an amount). */

export interface SandboxRefund {
  /** The provider's own id of the payment (PayMe's transaction id, Uzum's transId). */
  transactionId: string;
  now: Date;
  /** The shop's address as the tester sees it: the sandbox PayMe's receipt of return links there. */
  receiptOrigin: string;
}

/** PayMe's CancelTransaction after perform, reason 5 (money back), then its fiscal data of type CANCEL. */
export async function refundWithPayme(baseUrl: string, settings: PaymeSettings, refund: SandboxRefund): Promise<void> {
  const headers = { authorization: basicAuthHeader('Paycom', settings.key), 'content-type': 'application/json' };
  const rpc = async (id: number, method: string, params: Json): Promise<Json> => {
    const { body } = await post(`${baseUrl}/api/payments/payme`, headers, JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    if (body.error !== undefined) {
      const error = asObject(body.error);
      throw new SandboxPaymentError('refused', `PayMe ${method}: ${String(error.code)} ${String(asObject(error.message).en ?? '')}`.trim());
    }
    return asObject(body.result);
  };
  const cancelled = await rpc(1, 'CancelTransaction', { id: refund.transactionId, reason: 5 });
  if (cancelled.state !== -2) throw new SandboxPaymentError('refused', `PayMe CancelTransaction: state ${String(cancelled.state)}`);
  // The receipt of return, as PayMe sends it once the tax office registered it; a refused one leaves the refund made.
  await rpc(2, 'SetFiscalData', { id: refund.transactionId, type: 'CANCEL', fiscal_data: sandboxFiscalData(refund.transactionId, refund) })
    .catch((error: unknown) => {
      if (!(error instanceof SandboxPaymentError)) throw error;
    });
}

/** Uzum Bank's reverse of a confirmed payment. */
export async function refundWithUzum(baseUrl: string, settings: UzumSettings, refund: SandboxRefund): Promise<void> {
  const headers = { authorization: basicAuthHeader(settings.login, settings.password), 'content-type': 'application/json' };
  const body = JSON.stringify({ serviceId: settings.serviceId, timestamp: refund.now.getTime(), transId: refund.transactionId });
  const answer = await post(`${baseUrl}/api/payments/uzum/reverse`, headers, body);
  if (answer.status !== 200 || answer.body.status !== 'REVERSED') {
    throw new SandboxPaymentError('refused', `Uzum reverse: ${String(answer.body.status)} errorCode ${String(answer.body.errorCode)}`);
  }
}
