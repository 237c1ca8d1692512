import type { App } from '../../http/app-type';
import { basicAuthHeader } from '../merchant-http';

export interface RpcReply {
  jsonrpc: string;
  id: unknown;
  result: Record<string, unknown> | null;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string };
}

let callId = 0;

/** A PayMe Merchant API call as PayMe makes it; `key` false sends no Authorization header. */
export async function paymeCall(app: App, key: string | false, method: string, params: Record<string, unknown>): Promise<RpcReply> {
  callId += 1;
  const id = callId;
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/payme',
    headers: key === false ? {} : { authorization: basicAuthHeader('Paycom', key) },
    payload: { jsonrpc: '2.0', id, method, params },
  });
  if (response.statusCode !== 200) throw new Error(`PayMe endpoint answered HTTP ${response.statusCode}: ${response.body}`);
  const reply = response.json<RpcReply>();
  if (reply.id !== id) throw new Error(`PayMe endpoint answered id ${String(reply.id)} to call ${id}`);
  return reply;
}

let paymeIdCounter = 0;

/** A fresh PayMe transaction id (PayMe's are 24 hex digits). */
export function newPaymeId(): string {
  paymeIdCounter += 1;
  return `${Date.now().toString(16)}${String(paymeIdCounter).padStart(13, '0')}`.slice(-24);
}
