import { randomUUID } from 'node:crypto';
import type { UzumSettings } from '../../config';
import type { App } from '../../http/app-type';
import { basicAuthHeader } from '../merchant-http';

export interface UzumReply {
  statusCode: number;
  body: Record<string, unknown>;
}

/** An Uzum Bank webhook call as Uzum makes it; `auth` false sends no Authorization header. */
export async function uzumCall(
  app: App,
  settings: UzumSettings,
  method: string,
  fields: Record<string, unknown>,
  auth: { login: string; password: string } | false = settings,
): Promise<UzumReply> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/uzum/${method}`,
    headers: auth === false ? {} : { authorization: basicAuthHeader(auth.login, auth.password) },
    payload: { serviceId: settings.serviceId, timestamp: Date.now(), ...fields },
  });
  return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
}

export const newTransId = () => randomUUID();
