import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SandboxTelegramContactBody, SandboxTelegramWidgetUser, TelegramWidgetBody } from '../../../contract/telegram';
import type { App } from '../../http/app-type';
import { NoContent, errors } from '../../http/schemas';
import { shopOrigin, shopOrigins } from '../../http/shop-origin';
import { messagePage, type PageLanguage } from '../../sandbox/payments/pages';
import { shopReturnUrl } from '../../sandbox/payments/self-address';
import type { SandboxBot } from '../bot';
import { signLoginWidget } from '../login-widget';
import type { TelegramHolders } from '../holders';
import { findLinkByTelegramUser } from '../queries';
import type { TelegramDeps } from '../service';
import { handleUpdate } from '../updates';
import { hostPage } from './host-page';
import { launchHash, sandboxInitData, type ThemeName } from './launch';
import { SANDBOX_PATH, indexPage, oauthPage } from './pages';
import { DEMO_USER, languageOf, sandboxTexts } from './texts';
import { webAppScript } from './web-app-script';

const tags = ['sandbox'];
// The host page's query names its user as the sandbox's bodies do (contract/telegram.ts).
const { telegramUserId: TelegramUserId, firstName: FirstName } = SandboxTelegramContactBody.properties;
const { username: Username } = SandboxTelegramWidgetUser.properties;
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
const script = (description: string) => ({ 200: { description, content: { 'text/javascript': { schema: Type.String() } } } });

const AppQuery = Type.Object({
  userId: Type.Optional(TelegramUserId),
  firstName: Type.Optional(FirstName),
  username: Username,
  lang: Type.Optional(Type.String({ description: 'uz (default) or ru: the page’s and the Telegram user’s language' })),
  startParam: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$', description: 'the startapp parameter, e.g. product_12' })),
  url: Type.Optional(Type.String({ maxLength: 2000, description: 'a web_app button’s address on the shop (default: its home page)' })),
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'what the phone dialog starts with' })),
  theme: Type.Optional(Type.String({ description: 'light (default) or dark' })),
});
type AppQuery = Static<typeof AppQuery>;

type ContactBody = Static<typeof SandboxTelegramContactBody>;

// Open: Telegram's widget adds parameters of its own (embed, return_to), which the popup does not read.
const OauthQuery = Type.Object({
  bot_id: Type.Integer({ minimum: 1 }),
  origin: Type.String({ maxLength: 300 }),
  request_access: Type.Optional(Type.String()),
  lang: Type.Optional(Type.String()),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function badPage(reply: FastifyReply, language: PageLanguage, title: string, message: string) {
  const text = sandboxTexts(language);
  return sendHtml(reply, 400, messagePage({ language, title, message, backUrl: `${SANDBOX_PATH}?lang=${language}`, backLabel: text.sandboxHome }));
}

/** The same page in the other language: its query with lang changed. */
function languageLinks(request: FastifyRequest, pathname: string): Record<PageLanguage, string> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const linkIn = (lang: PageLanguage) => {
    query.set('lang', lang);
    return `${pathname}?${query.toString()}`;
  };
  return { uz: linkIn('uz'), ru: linkIn('ru') };
}

let updateCounter = 0;

/**
 * A message update carrying the user's own contact, as Telegram delivers one after "Share". Its id is far above
 * any a test delivers and new on each call (the handler drops an update id it has seen): the time in ms, then a
 * count of this server's calls.
 */
function contactUpdate(body: ContactBody, now: Date) {
  updateCounter = (updateCounter + 1) % 1000;
  const updateId = Date.now() * 1000 + updateCounter;
  const date = Math.floor(now.getTime() / 1000);
  const from = { id: body.telegramUserId, is_bot: false, first_name: body.firstName, ...(body.languageCode ? { language_code: body.languageCode } : {}) };
  return {
    update_id: updateId,
    message: {
      message_id: randomInt(1, 1_000_000),
      date,
      from,
      chat: { id: body.telegramUserId, first_name: body.firstName, type: 'private' },
      // Telegram writes the user's own number without the plus.
      contact: { phone_number: body.phoneNumber.replace(/^\+/, ''), first_name: body.firstName, user_id: body.telegramUserId },
    },
  };
}

function scriptRoutes(app: App): void {
  const fileNamed = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
  for (const [file, summary, source] of [
    ['telegram-web-app.js', 'The stand-in for Telegram’s telegram-web-app.js: window.Telegram.WebApp speaking the web protocol to the host page', webAppScript()],
    ['host.js', 'The script of the sandbox’s Telegram client (the Mini App’s host page)', fileNamed('host.js')],
    ['oauth.js', 'The script of the sandbox’s Login Widget popup', fileNamed('oauth.js')],
  ] as const) {
    app.get(`${SANDBOX_PATH}/${file}`, { schema: { tags, summary, response: script(file) } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(source));
  }
}

/**
 * The Telegram sandbox a tester uses (no TELEGRAM_BOT_TOKEN): the page listing what the bot sent, the Telegram
 * client hosting the Mini App as a given user with launch data signed by the sandbox bot, the contact a user
 * shares (fed to the bot's own update handler), and the Login Widget's popup.
 */
export function telegramSandboxRoutes(app: App, deps: TelegramDeps, bot: SandboxBot, holders: TelegramHolders): void {
  const { identity } = deps;
  const botId = Number(identity.botToken.split(':')[0]);

  app.get(SANDBOX_PATH, {
    schema: {
      tags,
      summary: 'The Telegram sandbox: open the shop as a Telegram user, and what the bot sent (newest first)',
      querystring: Type.Object({ chatId: Type.Optional(Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })), lang: Type.Optional(Type.String()) }),
      response: { 200: htmlPage('HTML page'), ...errors(400) },
    },
  }, async (request, reply) => {
    const language = languageOf(request.query.lang);
    const { chatId } = request.query;
    const appLink = (userId: number, url: string) => `${SANDBOX_PATH}/app?${new URLSearchParams({ userId: String(userId), url, lang: language }).toString()}`;
    return sendHtml(reply, 200, indexPage({ language, chatId, messages: await bot.list(chatId), appLink, languageLinks: languageLinks(request, SANDBOX_PATH) }));
  });

  app.get(`${SANDBOX_PATH}/app`, {
    schema: {
      tags,
      summary: 'Telegram’s client hosting the Mini App (the shop in an iframe, launch data signed for the user in its fragment)',
      querystring: AppQuery,
      response: { 200: htmlPage('HTML page'), 400: htmlPage('the link is invalid') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const query: AppQuery = request.query;
    const language = languageOf(query.lang);
    const text = sandboxTexts(language);
    const target = request.validationError ? undefined : shopReturnUrl(query.url ?? '/', shopOrigins(request, deps.config));
    if (!target) return badPage(reply, language, text.badLinkTitle, text.badLink);
    const user = { ...(await namedUser(deps, query)), languageCode: language };
    const startParam = query.startParam || undefined;
    const theme: ThemeName = query.theme === 'dark' ? 'dark' : 'light';
    const initData = sandboxInitData(user, startParam, deps.clock.now(), identity.botToken);
    // The iframe stays on this page's origin whatever the button's address named: the host and the app talk by postMessage.
    const { pathname, search } = new URL(target);
    const appSrc = `${pathname}${search}${launchHash(initData, theme, startParam)}`;
    return sendHtml(reply, 200, hostPage({ language, botUsername: identity.botUsername, user, appSrc, theme, phone: query.phone ?? '', languageLinks: languageLinks(request, `${SANDBOX_PATH}/app`) }));
  });

  app.post(`${SANDBOX_PATH}/contact`, {
    schema: {
      tags,
      summary: 'Shares the user’s own phone with the bot, as Telegram does after requestContact: a contact message fed to the bot’s update handler',
      body: SandboxTelegramContactBody,
      response: { 204: NoContent, ...errors(400) },
    },
  }, async (request, reply) => {
    const update = contactUpdate(request.body, deps.clock.now());
    await handleUpdate({ db: deps.db, clock: deps.clock, bot, shopUrl: shopOrigin(request, deps.config), holders }, update);
    return reply.status(204).send(null);
  });

  app.get(`${SANDBOX_PATH}/oauth`, {
    schema: {
      tags,
      summary: 'The Login Widget’s popup (oauth.telegram.org/auth): log in to the shop as a Telegram user; answers the opener by postMessage',
      querystring: OauthQuery,
      response: { 200: htmlPage('HTML page'), 400: htmlPage('another bot, or an origin that is not the shop’s') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const language = languageOf((request.query as { lang?: unknown }).lang);
    const text = sandboxTexts(language);
    const origin = request.validationError ? undefined : ownOrigin(request.query.origin, shopOrigins(request, deps.config));
    // Only the shop's own pages may receive a signed login, and only for this bot.
    if (!origin || request.query.bot_id !== botId) return badPage(reply, language, text.badOriginTitle, text.badOrigin);
    const writeAccess = request.query.request_access === 'write';
    return sendHtml(reply, 200, oauthPage({ language, botUsername: identity.botUsername, origin, writeAccess, languageLinks: languageLinks(request, `${SANDBOX_PATH}/oauth`) }));
  });

  app.post(`${SANDBOX_PATH}/oauth`, {
    schema: {
      tags,
      summary: 'Accept in the Login Widget’s popup: the user’s fields with auth_date and hash, signed as Telegram signs them',
      body: SandboxTelegramWidgetUser,
      response: { 200: TelegramWidgetBody, ...errors(400) },
    },
  }, async (request) => {
    const { id, first_name, username } = request.body;
    return signLoginWidget({ id, first_name, ...(username ? { username } : {}), auth_date: Math.floor(deps.clock.now().getTime() / 1000) }, identity.botToken);
  });

  scriptRoutes(app);
}

/**
 * The user the form named; or, for a web_app button (which names only its chat, whose id is the user's), the
 * name the user's link keeps, else the demo user's.
 */
async function namedUser(deps: Pick<TelegramDeps, 'db'>, query: AppQuery) {
  const id = query.userId ?? DEMO_USER.id;
  if (query.firstName !== undefined) return { id, firstName: query.firstName, username: query.username || undefined };
  const link = await findLinkByTelegramUser(deps.db, id);
  if (link) return { id, firstName: link.firstName, username: link.username ?? undefined };
  return id === DEMO_USER.id ? { id, firstName: DEMO_USER.firstName, username: DEMO_USER.username } : { id, firstName: DEMO_USER.firstName, username: undefined };
}

/** `origin` when it is exactly an origin (scheme, host, port) and one of the shop's own. */
function ownOrigin(origin: string, shopOrigins: readonly string[]): string | undefined {
  try {
    const parsed = new URL(origin).origin;
    return parsed === origin && shopOrigins.includes(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
