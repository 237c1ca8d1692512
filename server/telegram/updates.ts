import type { AppDeps } from '../deps';
import { BotBlockedError, type BotButton, type TelegramBot } from './bot';
import type { TelegramHolders } from './holders';
import { claimUpdate, findLinkByTelegramUser, forgetUpdatesBefore, markBlocked, noteChat, releaseUpdate, upsertContact, type LinkRow } from './queries';
import { BOT_TEXTS, languageOfTelegram, orderLine, type BotLanguage } from './texts';

/**
 * What the update handler needs: the database, the clock, the bot, the shop's address for the Mini App's buttons, and
 * the orders /orders lists.
 */
export interface UpdateDeps extends Pick<AppDeps, 'db' | 'clock'> {
  bot: TelegramBot;
  shopUrl: string;
  holders: TelegramHolders;
}

/** The parts of a Telegram Update the bot reads (core.telegram.org/bots/api#update); everything else is ignored. */
interface IncomingMessage {
  fromId: number;
  languageCode: string | undefined;
  chatId: number;
  privateChat: boolean;
  text: string | undefined;
  contact: { phoneNumber: string; userId: number | undefined } | undefined;
}

const ORDERS_SHOWN = 5;
// Telegram keeps an undelivered update a day at most, so ids older than two days never come again; every hundredth
// update sweeps them, which keeps the table small without a timer of its own.
const UPDATES_KEPT_MS = 2 * 24 * 60 * 60_000;
const SWEEP_EVERY = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const safeId = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/** The message of an update, or undefined for any other kind (edits, callbacks, channel posts...) or a malformed one. */
function readMessage(update: Record<string, unknown>): IncomingMessage | undefined {
  const message = update.message;
  if (!isRecord(message) || !isRecord(message.from) || !isRecord(message.chat)) return undefined;
  const fromId = safeId(message.from.id);
  const chatId = safeId(message.chat.id);
  if (fromId === undefined || chatId === undefined || message.from.is_bot === true) return undefined;
  const contact = isRecord(message.contact) && typeof message.contact.phone_number === 'string'
    ? { phoneNumber: message.contact.phone_number, userId: safeId(message.contact.user_id) }
    : undefined;
  return {
    fromId,
    languageCode: typeof message.from.language_code === 'string' ? message.from.language_code : undefined,
    chatId,
    privateChat: message.chat.type === 'private',
    text: typeof message.text === 'string' ? message.text : undefined,
    contact,
  };
}

/** "+998 90 123-45-67", "998901234567": the shop's form of an Uzbek number, or undefined for any other. */
function uzbekPhone(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  return /^998[0-9]{9}$/.test(digits) ? `+${digits}` : undefined;
}

/** The Mini App's page a /start payload names: p_<product>, c_<category>, l_<look>; anything else the home page. */
export function startPagePath(payload: string | undefined): string {
  const match = /^([pcl])_([1-9][0-9]{0,8})$/.exec(payload ?? '');
  if (!match) return '/';
  const page = { p: 'productDetail', c: 'categoryDetail', l: 'looksDetail' }[match[1] as 'p' | 'c' | 'l'];
  return `/${page}/${match[2]}`;
}

/** The linked customer's choice (the language of their newest order) when there is one, else their Telegram's. */
async function languageFor(deps: Pick<UpdateDeps, 'db' | 'holders'>, link: LinkRow | undefined, languageCode: string | undefined): Promise<BotLanguage> {
  const [newest] = link ? await deps.holders.recentOrdersOf(deps.db, link.customerId, 1) : [];
  return newest?.language ?? languageOfTelegram(languageCode ?? link?.languageCode ?? undefined);
}

/** What the bot answers a message: a text and, for /start, the button that opens the Mini App. */
async function replyTo(deps: UpdateDeps, message: IncomingMessage): Promise<{ text: string; buttons?: BotButton[][] } | undefined> {
  const link = await findLinkByTelegramUser(deps.db, message.fromId);
  if (link && message.privateChat) await noteChat(deps.db, message.fromId, message.chatId);
  const language = await languageFor(deps, link, message.languageCode);
  const texts = BOT_TEXTS[language];
  if (message.contact) {
    // Only the user's own number: a forwarded contact card is someone else's phone, and would link their account.
    if (message.contact.userId !== message.fromId) return { text: texts.contactNotOwn };
    const phoneNumber = uzbekPhone(message.contact.phoneNumber);
    if (!phoneNumber) return { text: texts.contactNotUzbek };
    await upsertContact(deps.db, message.fromId, phoneNumber, deps.clock.now());
    return { text: texts.contactThanks };
  }
  const [command, payload] = (message.text ?? '').trim().split(/\s+/, 2);
  // "/start@libos_bot" in a group names the bot; the command is the part before the @.
  switch (command?.split('@')[0]) {
    case '/start': {
      const url = `${deps.shopUrl}${startPagePath(payload)}`;
      // A web_app button works in private chats only; elsewhere a plain link.
      const button = message.privateChat ? { text: texts.openShop, webAppUrl: url } : { text: texts.openShop, url };
      return { text: texts.welcome, buttons: [[button]] };
    }
    case '/orders': {
      if (!link) return { text: texts.notLinked };
      const orders = await deps.holders.recentOrdersOf(deps.db, link.customerId, ORDERS_SHOWN);
      if (orders.length === 0) return { text: texts.noOrders };
      return { text: [texts.ordersTitle, ...orders.map((order) => orderLine(order, language))].join('\n') };
    }
    case '/help':
      return { text: texts.help };
    default:
      return { text: texts.unknown };
  }
}

/**
 * Handles one update from the webhook or the long poll. A repeated update_id is dropped; one whose handling fails is
 * given back, so Telegram's retry (or the next poll) handles it again instead of losing the reply.
 */
export async function handleUpdate(deps: UpdateDeps, update: Record<string, unknown>): Promise<void> {
  const updateId = safeId(update.update_id);
  if (updateId === undefined) return;
  const now = deps.clock.now();
  if (!(await claimUpdate(deps.db, updateId, now))) return;
  if (updateId % SWEEP_EVERY === 0) await forgetUpdatesBefore(deps.db, new Date(now.getTime() - UPDATES_KEPT_MS));
  try {
    const message = readMessage(update);
    if (!message) return;
    const reply = await replyTo(deps, message);
    if (!reply) return;
    await deps.bot.sendMessage(message.chatId, reply.text, { buttons: reply.buttons });
  } catch (error) {
    if (error instanceof BotBlockedError) {
      await markBlocked(deps.db, error.chatId, deps.clock.now());
      return;
    }
    await releaseUpdate(deps.db, updateId);
    throw error;
  }
}
