import { createHmac, timingSafeEqual } from 'node:crypto';

/** Launch data or Login Widget data that is forged, stale or malformed: the routes answer 401 TELEGRAM_INVALID. */
export class TelegramDataError extends Error {
  constructor(readonly reason: 'malformed' | 'forged' | 'expired' | 'future') {
    super(`Telegram data refused: ${reason}`);
    this.name = 'TelegramDataError';
  }
}

/** How old signed data may be; `maxAgeSeconds` undefined turns the age check off (only the published test vectors need that). */
export interface Freshness {
  now: Date;
  maxAgeSeconds: number | undefined;
}

/** How far ahead of our clock auth_date may be: a phone's clock a little fast is not an attack. */
const FUTURE_SKEW_SECONDS = 60;

/**
 * Telegram's data-check-string (docs: core.telegram.org/bots/webapps, "Validating data received via the Mini App",
 * and the Login Widget's "Checking authorization"): every received field but `hash`, as `key=value` lines sorted
 * by key and joined by "\n", the values as decoded, never re-serialised.
 */
export function dataCheckString(fields: ReadonlyMap<string, string>): string {
  return [...fields].filter(([key]) => key !== 'hash').map(([key, value]) => `${key}=${value}`).sort().join('\n');
}

export function signFields(fields: ReadonlyMap<string, string>, secret: Buffer): string {
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

/**
 * Checks `hash` against the fields under `secret` in constant time, then auth_date's age; answers auth_date. Throws
 * TelegramDataError.
 */
export function checkSignedFields(fields: ReadonlyMap<string, string>, secret: Buffer, freshness: Freshness): Date {
  const hash = fields.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new TelegramDataError('malformed');
  const expected = Buffer.from(signFields(fields, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw new TelegramDataError('forged');
  const authDate = Number(fields.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) throw new TelegramDataError('malformed');
  const nowSeconds = Math.floor(freshness.now.getTime() / 1000);
  if (authDate > nowSeconds + FUTURE_SKEW_SECONDS) throw new TelegramDataError('future');
  if (freshness.maxAgeSeconds !== undefined && nowSeconds - authDate > freshness.maxAgeSeconds) throw new TelegramDataError('expired');
  return new Date(authDate * 1000);
}

/** A Telegram user id: positive and, as Telegram promises, within 52 bits, so a JS number holds it exactly. */
export function telegramUserId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
