import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { SandboxTelegramMessage, TelegramLink, TelegramMiniAppBody, TelegramSignedIn, TelegramUpdate, TelegramWidgetBody } from '../../contract/telegram';
import { AppError } from '../errors';
import type { App, DomainPlugin } from '../http/app-type';
import { CustomerIdParams, NoContent, errors } from '../http/schemas';
import { shopOrigin } from '../http/shop-origin';
import { SandboxBot, type TelegramBot } from './bot';
import { configRoute } from './config-route';
import type { TelegramHolders } from './holders';
import { telegramIdentity } from './identity';
import { linkTelegram, miniAppSignIn, unlinkTelegram, widgetSignIn, type TelegramDeps } from './service';
import { telegramSandboxRoutes } from './sandbox/routes';
import { handleUpdate } from './updates';

const tags = ['telegram'];
const customer = { auth: 'customer' as const };
const security = [{ bearer: [] }];

/** Constant time whatever the lengths: both sides hashed to 32 bytes first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function webhookRoute(app: App, deps: TelegramDeps, bot: TelegramBot, holders: TelegramHolders, secret: string): void {
  // Before the body is looked at: a call without the secret learns nothing and changes nothing.
  const checkSecret = async (request: FastifyRequest) => {
    const given = request.headers['x-telegram-bot-api-secret-token'];
    if (typeof given !== 'string' || !sameSecret(given, secret)) throw new AppError(401, 'UNAUTHORIZED', 'Wrong or missing X-Telegram-Bot-Api-Secret-Token');
  };
  app.post('/api/telegram/webhook', {
    onRequest: checkSecret,
    schema: {
      tags,
      summary: 'Telegram delivers the bot’s updates (X-Telegram-Bot-Api-Secret-Token must be TELEGRAM_WEBHOOK_SECRET); a repeated update is answered and ignored',
      body: TelegramUpdate,
      response: { 200: Type.Object({ ok: Type.Boolean() }), ...errors(400, 401) },
    },
  }, async (request) => {
    await handleUpdate({ db: deps.db, clock: deps.clock, bot, shopUrl: shopOrigin(request, deps.config), holders }, request.body);
    return { ok: true };
  });
}

function sandboxRoute(app: App, bot: SandboxBot): void {
  app.get('/sandbox/telegram/messages', {
    schema: {
      tags: ['sandbox'],
      summary: 'Messages the sandbox Telegram bot would have sent, newest first',
      querystring: Type.Object({ chatId: Type.Optional(Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })) }),
      response: { 200: Type.Array(SandboxTelegramMessage), ...errors(400) },
    },
  }, async (request) => bot.list(request.query.chatId));
}

/**
 * Telegram's doors into the shop: the Mini App's and the Login Widget's sign-in, a customer's link to their Telegram
 * account, the bot's webhook, and (sandbox only) what the sandbox bot sent. Registered without a prefix: its routes
 * sit under /api/auth (whose limits they take), /api/customers, /api/telegram and /sandbox.
 */
export const telegramPlugin = (holders: TelegramHolders): DomainPlugin => async (app, { deps }) => {
  const bot = deps.telegramBot;
  const telegram: TelegramDeps = { ...deps, identity: telegramIdentity(deps.config.telegram, deps.tokens) };

  app.post('/api/auth/telegram/miniApp', {
    schema: {
      tags,
      summary: 'Signs in the Telegram user of the Mini App’s launch data (409 TELEGRAM_PHONE_NEEDED until they share a phone with the bot)',
      body: TelegramMiniAppBody,
      response: { 200: TelegramSignedIn, ...errors(400, 401, 409, 429) },
    },
  }, async (request) => miniAppSignIn(telegram, request.body.initData));

  app.post('/api/auth/telegram/login', {
    schema: {
      tags,
      summary: 'Signs in by the Telegram Login Widget a customer who linked Telegram (404 TELEGRAM_NOT_LINKED otherwise)',
      body: TelegramWidgetBody,
      response: { 200: TelegramSignedIn, ...errors(400, 401, 404, 429) },
    },
  }, async (request) => widgetSignIn(telegram, request.body));

  app.post('/api/customers/telegram/:customerId', {
    config: customer,
    schema: {
      tags,
      security,
      summary: 'Links the Telegram account of the Login Widget’s data to the signed-in customer',
      params: CustomerIdParams,
      body: TelegramWidgetBody,
      response: { 200: TelegramLink, ...errors(400, 401, 403, 409) },
    },
  }, async (request) => linkTelegram(telegram, request.params.customerId, request.body));

  app.delete('/api/customers/telegram/:customerId', {
    config: customer,
    schema: {
      tags,
      security,
      summary: 'Unlinks the customer’s Telegram account (and forgets the phone it shared with the bot)',
      params: CustomerIdParams,
      response: { 204: NoContent, ...errors(400, 401, 403) },
    },
  }, async (request, reply) => {
    await unlinkTelegram(telegram, request.params.customerId);
    return reply.status(204).send(null);
  });

  configRoute(app, telegram.identity, deps.config.telegram);
  const secret = telegram.identity.webhookSecret;
  if (secret) webhookRoute(app, telegram, bot, holders, secret);
  if (bot instanceof SandboxBot) sandboxRoute(app, bot);
  if (bot instanceof SandboxBot && telegram.identity.sandbox) telegramSandboxRoutes(app, telegram, bot, holders);
};
