import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { ClosedObject, PhoneNumber } from './request';

/* Telegram: the Mini App's and the Login Widget's sign-in, and linking an account (docs/api.md "Telegram"). */

/** A Telegram user id: positive, up to 52 bits as Telegram promises (a JS number holds it exactly). */
const TelegramUserId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** POST /api/auth/telegram/miniApp: Telegram.WebApp.initData exactly as the Mini App got it. */
export const TelegramMiniAppBody = ClosedObject({ initData: Type.String({ minLength: 1, maxLength: 8192 }) });
export type TelegramMiniAppBody = Static<typeof TelegramMiniAppBody>;

/** What the Login Widget hands the page (its fields keep Telegram's names: they are what its hash signs). */
export const TelegramWidgetBody = ClosedObject({
  id: TelegramUserId,
  first_name: Type.String({ minLength: 1, maxLength: 256 }),
  last_name: Type.Optional(Type.String({ maxLength: 256 })),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
  auth_date: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$', description: '64 hex digits', examples: ['6f1c0a3e9b2d4c5a7e8f9012345678900fedcba9876543210abcdef123456789'] }),
});
export type TelegramWidgetBody = Static<typeof TelegramWidgetBody>;

/**
 * POST /api/telegram/webhook: an Update as Telegram sends it. Open on purpose: Telegram adds fields with every Bot API
 * version, and the server reads only what it knows (server/telegram/updates.ts) and keeps nothing of it but the phone
 * of a user's own contact.
 */
export const TelegramUpdate = Type.Object({ update_id: Type.Integer({ minimum: 0 }) }, { additionalProperties: true });

/** The answer of a Telegram sign-in: the same shape as loginCustomer's. */
export const TelegramSignedIn = Type.Object({ accessToken: Type.String(), customerId: Type.Integer() });
export type TelegramSignedIn = Static<typeof TelegramSignedIn>;

/** The Telegram account linked to a customer, as their profile shows it. */
export const TelegramLink = Type.Object({ username: Nullable(Type.String()), firstName: Type.String() });
export type TelegramLink = Static<typeof TelegramLink>;

/** A message the sandbox bot "sent" (GET /sandbox/telegram/messages). */
export const SandboxTelegramMessage = Type.Object({
  chatId: Type.Number(),
  text: Type.String(),
  buttons: Type.Array(Type.Array(Type.Object({ text: Type.String(), webAppUrl: Type.Optional(Type.String()), url: Type.Optional(Type.String()) }))),
  sentAt: Type.String({ format: 'date-time' }),
});
export type SandboxTelegramMessage = Static<typeof SandboxTelegramMessage>;

/** POST /sandbox/telegram/contact: the user's own phone, shared with the sandbox bot as Telegram delivers it after "Share". */
export const SandboxTelegramContactBody = ClosedObject({
  telegramUserId: TelegramUserId,
  firstName: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', description: 'not blank' }),
  phoneNumber: PhoneNumber,
  languageCode: Type.Optional(Type.String({ maxLength: 8 })),
});

/** POST /sandbox/telegram/oauth: whom the sandbox's Login Widget popup logs in as; answered signed, as TelegramWidgetBody. */
export const SandboxTelegramWidgetUser = ClosedObject({
  id: TelegramUserId,
  first_name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', description: 'not blank' }),
  username: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,32}$', description: 'empty: none' })),
});

/**
 * GET /api/telegram/config: what the SPA needs to open Telegram's doors. The Login Widget's popup and the Mini App's
 * script are Telegram's own with a bot token, and the server's sandbox stand-ins without one.
 */
export const TelegramConfig = Type.Object({
  botId: Type.Integer({ minimum: 1, description: 'the number before the colon of the bot token' }),
  botUsername: Type.String(),
  /** The Login Widget's popup page: https://oauth.telegram.org/auth, or /sandbox/telegram/oauth. */
  loginUrl: Type.String(),
  /** telegram-web-app.js: https://telegram.org/js/telegram-web-app.js, or /sandbox/telegram/telegram-web-app.js. */
  webAppScriptUrl: Type.String(),
  /** t.me/<bot>/<app> when TELEGRAM_MINI_APP_NAME is set, else null. */
  miniAppLink: Nullable(Type.String()),
  sandbox: Type.Boolean(),
});
export type TelegramConfig = Static<typeof TelegramConfig>;
