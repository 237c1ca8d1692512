import { createHmac } from 'node:crypto';
import { TelegramDataError, checkSignedFields, signFields, telegramUserId, type Freshness } from './signed-data';

/** The Telegram user a Mini App was opened by, as its launch data names them (WebAppUser). */
export interface TelegramUser {
  id: number;
  firstName: string;
  lastName: string | undefined;
  username: string | undefined;
  languageCode: string | undefined;
  /** Whether the bot may write to them (they started it, or granted it). */
  allowsWriteToPm: boolean;
}

export interface LaunchData {
  user: TelegramUser;
  /** The `startapp` parameter of the link that opened the app, if any. */
  startParam: string | undefined;
  authDate: Date;
}

/** secret = HMAC_SHA256(key "WebAppData", message botToken): the constant is the key (docs/api.md "Telegram"). */
function webAppSecret(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function parseUser(json: string | undefined): TelegramUser {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '');
  } catch {
    throw new TelegramDataError('malformed');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new TelegramDataError('malformed');
  const user = parsed as Record<string, unknown>;
  const id = telegramUserId(user.id);
  if (id === undefined || typeof user.first_name !== 'string') throw new TelegramDataError('malformed');
  return {
    id,
    firstName: user.first_name,
    lastName: optionalText(user.last_name),
    username: optionalText(user.username),
    languageCode: optionalText(user.language_code),
    allowsWriteToPm: user.allows_write_to_pm === true,
  };
}

/**
 * Telegram.WebApp.initData checked as Telegram's Web App docs say: URL-decoded fields (a real decoder: hashing the
 * encoded pairs fails), the HMAC of the sorted lines under the WebAppData secret, compared in constant time, then
 * auth_date no older than `maxAgeSeconds` nor more than a minute ahead. Throws TelegramDataError.
 */
export function validateInitData(initData: string, botToken: string, freshness: Freshness): LaunchData {
  const params = new URLSearchParams(initData);
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    // A field given twice has no one meaning: Telegram never sends that.
    if (fields.has(key)) throw new TelegramDataError('malformed');
    fields.set(key, value);
  }
  const authDate = checkSignedFields(fields, webAppSecret(botToken), freshness);
  return { user: parseUser(fields.get('user')), startParam: optionalText(fields.get('start_param')), authDate };
}

/** Launch data as Telegram would sign it, for the sandbox (it plays Telegram) and tests: `user` is JSON text. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const map = new Map(Object.entries(fields));
  const params = new URLSearchParams(fields);
  params.set('hash', signFields(map, webAppSecret(botToken)));
  return params.toString();
}
