import type { ClickSettings } from '../../config';
import type { App } from '../../http/app-type';
import { clickSign } from '../click/sign';

export interface ClickReply {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

let clickCounter = 0;

/** A fresh click_trans_id. */
export function newClickTransId(): string {
  clickCounter += 1;
  return String(2_000_000_000 + clickCounter * 7 + (process.pid % 7));
}

/** Signs the fields as Click would (after any overrides, so a test can sign a wrong amount correctly). */
export function signed(settings: ClickSettings, fields: Record<string, string>): Record<string, string> {
  const sign = clickSign(
    {
      click_trans_id: fields.click_trans_id ?? '',
      service_id: fields.service_id ?? '',
      merchant_trans_id: fields.merchant_trans_id ?? '',
      merchant_prepare_id: fields.merchant_prepare_id,
      amount: fields.amount ?? '',
      action: fields.action ?? '',
      sign_time: fields.sign_time ?? '',
    },
    settings.secretKey,
  );
  return { ...fields, sign_string: sign };
}

/** A correctly signed prepare post for an order and amount (so'm as a string, as Click posts it). */
export function prepareFields(settings: ClickSettings, orderId: number, amount: string, overrides: Record<string, string> = {}) {
  return signed(settings, {
    click_trans_id: newClickTransId(),
    service_id: settings.serviceId,
    click_paydoc_id: '3001002003',
    merchant_trans_id: String(orderId),
    amount,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-20 14:00:00',
    ...overrides,
  });
}

/** The complete post that follows a prepare. */
export function completeFields(settings: ClickSettings, prepare: Record<string, string>, merchantPrepareId: number | string, overrides: Record<string, string> = {}) {
  const { sign_string: _ignored, ...rest } = prepare;
  return signed(settings, { ...rest, action: '1', merchant_prepare_id: String(merchantPrepareId), sign_time: '2026-11-20 14:00:05', ...overrides });
}

export async function clickPost(app: App, step: 'prepare' | 'complete', fields: Record<string, string>): Promise<ClickReply> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/click/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`Click ${step} answered HTTP ${response.statusCode}: ${response.body}`);
  return response.json<ClickReply>();
}
