import { wholeFromEnv } from '../shared/env-number';

/** How the bot hears of its updates: Telegram calls POST /api/telegram/webhook, or the server asks with getUpdates. */
export type TelegramUpdates = 'webhook' | 'polling';

/** The TELEGRAM_* settings (README "Configuration"). */
export interface TelegramSettings {
  /** Unset: the sandbox plays Telegram, with a bot token derived from the server's token secret (identity.ts). */
  botToken: string | undefined;
  /** The bot's @username without the @; the sandbox's is SANDBOX_BOT_USERNAME. */
  botUsername: string;
  /** The Mini App's short name, for t.me/<bot>/<app> links; unset: links open the bot's main Mini App. */
  miniAppName: string | undefined;
  updates: TelegramUpdates;
  /** Telegram's X-Telegram-Bot-Api-Secret-Token for the webhook; required for a live webhook, derived in the sandbox. */
  webhookSecret: string | undefined;
  /** Where staff alerts go (a group's id is negative); unset: none are sent. */
  staffChatId: number | undefined;
  /** The language of the staff chat's alerts (TELEGRAM_STAFF_LANGUAGE, uz or ru; Uzbek unless set). */
  staffLanguage: 'uz' | 'ru';
  /** How old launch and Login Widget data may be, in seconds. */
  authMaxAgeSeconds: number;
}

export const SANDBOX_BOT_USERNAME = 'libos_sandbox_bot';

// What Telegram itself takes (docs/api.md "Telegram"): a token "<bot id>:<secret>", a username of 5-32 word
// characters ending in "bot", a secret_token of 1-256 [A-Za-z0-9_-], an app short name of 3-30 word characters.
const BOT_TOKEN = /^[0-9]{1,20}:[A-Za-z0-9_-]{20,100}$/;
const BOT_USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,30}[bB][oO][tT]$/;
const WEBHOOK_SECRET = /^[A-Za-z0-9_-]{1,256}$/;
const APP_NAME = /^[A-Za-z0-9_]{3,30}$/;
const CHAT_ID = /^-?[0-9]{1,16}$/;

function matching(env: NodeJS.ProcessEnv, name: string, pattern: RegExp, shape: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!pattern.test(value)) throw new Error(`${name} must be ${shape}, got "${name === 'TELEGRAM_BOT_TOKEN' || name === 'TELEGRAM_WEBHOOK_SECRET' ? '(hidden)' : value}"`);
  return value;
}

/**
 * A bot token with its username, or neither (the sandbox); a webhook without its secret token, or settings that only
 * a live bot uses set without one, stop the start naming the variable, as the payment and SMS keys do: a shop meant to
 * talk to Telegram never quietly runs the sandbox, whose launch data anyone can sign.
 */
export function loadTelegramSettings(env: NodeJS.ProcessEnv): TelegramSettings {
  const botToken = matching(env, 'TELEGRAM_BOT_TOKEN', BOT_TOKEN, 'a bot token from @BotFather ("123456:ABC...")');
  const username = matching(env, 'TELEGRAM_BOT_USERNAME', BOT_USERNAME, "the bot's username (5-32 letters, digits and _, ending in bot; no @)");
  const updates = env.TELEGRAM_UPDATES || 'webhook';
  if (updates !== 'webhook' && updates !== 'polling') throw new Error(`TELEGRAM_UPDATES must be webhook or polling, got "${updates}"`);
  const webhookSecret = matching(env, 'TELEGRAM_WEBHOOK_SECRET', WEBHOOK_SECRET, '1 to 256 characters of A-Z, a-z, 0-9, _ and -');
  if (!botToken) {
    const liveOnly = ['TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'].filter((name) => env[name]);
    if (liveOnly.length) throw new Error(`${liveOnly.join(', ')} need TELEGRAM_BOT_TOKEN (unset, the sandbox plays Telegram)`);
  } else {
    if (!username) throw new Error('TELEGRAM_BOT_USERNAME must be set together with TELEGRAM_BOT_TOKEN');
    if (updates === 'webhook' && !webhookSecret) throw new Error('TELEGRAM_WEBHOOK_SECRET must be set with TELEGRAM_BOT_TOKEN when TELEGRAM_UPDATES is webhook (Telegram sends it with every update)');
  }
  const staffChat = matching(env, 'TELEGRAM_STAFF_CHAT_ID', CHAT_ID, 'a chat id (digits, negative for a group)');
  const staffLanguage = env.TELEGRAM_STAFF_LANGUAGE || 'uz';
  if (staffLanguage !== 'uz' && staffLanguage !== 'ru') throw new Error('TELEGRAM_STAFF_LANGUAGE must be uz or ru');
  return {
    botToken,
    botUsername: username ?? SANDBOX_BOT_USERNAME,
    miniAppName: matching(env, 'TELEGRAM_MINI_APP_NAME', APP_NAME, "the Mini App's short name (3-30 letters, digits and _)"),
    updates,
    webhookSecret,
    staffChatId: staffChat === undefined ? undefined : Number(staffChat),
    staffLanguage,
    authMaxAgeSeconds: wholeFromEnv(env, 'TELEGRAM_AUTH_MAX_AGE_SECONDS', 3600, { min: 1, unit: 'seconds' }),
  };
}
