import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenService } from '../http/tokens';
import { BotApiClient, SandboxBot, type TelegramBot } from './bot';
import type { TelegramSettings } from './settings';

/** Who the shop's bot is, as the routes and the update handler need it. */
export interface TelegramIdentity {
  sandbox: boolean;
  botToken: string;
  botUsername: string;
  /** What Telegram must send in X-Telegram-Bot-Api-Secret-Token; undefined: no webhook (long polling). */
  webhookSecret: string | undefined;
}

/**
 * The live bot's settings, or the sandbox's: its token and webhook secret derived from the server's token secret, so
 * every server of one shop (and a restarted one) signs and checks the same launch data, with no setting to make up.
 * The token keeps Telegram's "<bot id>:<secret>" shape.
 */
export function telegramIdentity(settings: TelegramSettings, tokens: Pick<TokenService, 'derivedSecret'>): TelegramIdentity {
  if (settings.botToken) {
    const webhookSecret = settings.updates === 'webhook' ? settings.webhookSecret : undefined;
    return { sandbox: false, botToken: settings.botToken, botUsername: settings.botUsername, webhookSecret };
  }
  const derived = tokens.derivedSecret('telegram-sandbox-bot');
  const botId = derived.readUInt32BE(0) % 1_000_000_000;
  return {
    sandbox: true,
    botToken: `${botId}:${derived.subarray(4).toString('base64url')}`,
    botUsername: settings.botUsername,
    webhookSecret: tokens.derivedSecret('telegram-sandbox-webhook').toString('base64url'),
  };
}

/**
 * The Bot API with a token, else the sandbox bot that keeps what it "sends" in the database (answering
 * `sandboxDelayMs` late: SANDBOX_TELEGRAM_DELAY_MS, for the crash test).
 */
export function createTelegramBot(config: Pick<Config, 'telegram'>, db: Database, sandboxDelayMs = 0): TelegramBot {
  return config.telegram.botToken ? new BotApiClient(config.telegram.botToken) : new SandboxBot(db, sandboxDelayMs);
}
