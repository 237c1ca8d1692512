import { createHash } from 'node:crypto';

/** The fields Click signs, as the strings it posted them (PAYMENTS.md). */
export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  /** Complete only. */
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  sign_time: string;
}

/**
 * Lowercase hex MD5 of click_trans_id + service_id + SECRET_KEY + merchant_trans_id [+ merchant_prepare_id]
 * + amount + action + sign_time. The amount stays as posted ("1000.00" and "1000" sign differently).
 */
export function clickSign(fields: ClickSignedFields, secretKey: string): string {
  const text = [
    fields.click_trans_id,
    fields.service_id,
    secretKey,
    fields.merchant_trans_id,
    fields.merchant_prepare_id ?? '',
    fields.amount,
    fields.action,
    fields.sign_time,
  ].join('');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Click's sign_time, "YYYY-MM-DD HH:mm:ss", in Tashkent time (UTC+5, no daylight saving). */
export function clickSignTime(moment: Date): string {
  const tashkent = new Date(moment.getTime() + 5 * 3_600_000);
  return tashkent.toISOString().slice(0, 19).replace('T', ' ');
}
