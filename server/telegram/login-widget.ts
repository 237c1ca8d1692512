import { createHash } from 'node:crypto';
import type { TelegramWidgetBody } from '../../contract/telegram';
import { TelegramDataError, checkSignedFields, signFields, telegramUserId, type Freshness } from './signed-data';

/** The Login Widget's secret is SHA256(botToken) as raw bytes, not the Mini App's WebAppData HMAC. */
function widgetSecret(botToken: string): Buffer {
  return createHash('sha256').update(botToken).digest();
}

/** The widget's fields as the text Telegram signed: numbers as their digits, absent fields left out. */
function widgetFields(data: TelegramWidgetBody): Map<string, string> {
  return new Map(Object.entries(data).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
}

/**
 * Login Widget data checked as Telegram's widget docs say: the HMAC-SHA256 of the sorted lines under SHA256 of the
 * bot token, in constant time, then auth_date's age. Answers the Telegram user's id; throws TelegramDataError.
 */
export function validateLoginWidget(data: TelegramWidgetBody, botToken: string, freshness: Freshness): number {
  const id = telegramUserId(data.id);
  if (id === undefined) throw new TelegramDataError('malformed');
  checkSignedFields(widgetFields(data), widgetSecret(botToken), freshness);
  return id;
}

/** Widget data with its hash, as Telegram would sign it: for the sandbox and tests. */
export function signLoginWidget(data: Omit<TelegramWidgetBody, 'hash'>, botToken: string): TelegramWidgetBody {
  const fields = widgetFields({ ...data, hash: '' });
  return { ...data, hash: signFields(fields, widgetSecret(botToken)) };
}
