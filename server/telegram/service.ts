import type { TelegramLink, TelegramSignedIn, TelegramWidgetBody } from '../../contract/telegram';
import { addCustomerWithoutPassword, customerCredentials, customerSessionVersion } from '../customers/service';
import { sqlState, type Executor, type Transaction } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError, conflict } from '../errors';
import { grantForAllCoupons } from '../loyalty/coupons/for-all';
import type { TelegramIdentity } from './identity';
import { validateInitData, type TelegramUser } from './init-data';
import { validateLoginWidget } from './login-widget';
import { deleteContact, deleteLinkOfCustomer, findContactPhone, findLinkByCustomer, findLinkByTelegramUser, insertLink } from './queries';
import { TelegramDataError, type Freshness } from './signed-data';

export type TelegramDeps = Pick<AppDeps, 'db' | 'clock' | 'tokens' | 'config'> & { identity: TelegramIdentity };

const invalid = () => new AppError(401, 'TELEGRAM_INVALID', 'The Telegram data is forged or expired; open the shop from Telegram again');
const alreadyLinked = () => conflict('TELEGRAM_ALREADY_LINKED', 'This Telegram account or this customer is linked already');

function freshness(deps: TelegramDeps): Freshness {
  return { now: deps.clock.now(), maxAgeSeconds: deps.config.telegram.authMaxAgeSeconds };
}

/** Runs a check of signed data, turning its refusal into 401 TELEGRAM_INVALID. */
function checked<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof TelegramDataError) throw invalid();
    throw error;
  }
}

async function signIn(deps: TelegramDeps, customerId: number): Promise<TelegramSignedIn> {
  const sessionVersion = await customerSessionVersion(deps.db, customerId);
  if (sessionVersion === undefined) throw invalid();
  return { accessToken: await deps.tokens.sign({ kind: 'customer', customerId }, sessionVersion), customerId };
}

const fullNameOf = (user: Pick<TelegramUser, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim().slice(0, 100) || 'Telegram';

/**
 * The customer of the phone the user shared with the bot, or a new one, linked to the user in one transaction. A
 * customer linked to another Telegram user already is refused (the link is one to one).
 */
async function linkByPhone(deps: TelegramDeps, user: TelegramUser, phoneNumber: string): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: Transaction) => {
    let customerId = (await customerCredentials(tx, phoneNumber))?.id;
    if (customerId === undefined) {
      customerId = await addCustomerWithoutPassword(tx, { phoneNumber, fullName: fullNameOf(user), createdAt: now });
      // As at sign-up: a coupon staff offered to all while it is on offer is the newcomer's too.
      await grantForAllCoupons(tx, customerId, now);
    }
    const linked = await insertLink(tx, {
      telegramUserId: user.id,
      customerId,
      username: user.username ?? null,
      firstName: user.firstName,
      languageCode: user.languageCode ?? null,
      // The phone came as a message to the bot: their private chat with it (whose id is theirs) exists.
      chatId: user.id,
      linkedAt: now,
    });
    if (!linked) throw alreadyLinked();
    return customerId;
  });
}

/**
 * POST /api/auth/telegram/miniApp: the launch data's user, signed in when linked; else linked through the phone they
 * shared with the bot; else 409 TELEGRAM_PHONE_NEEDED (the Mini App asks for the phone, then calls again).
 */
export async function miniAppSignIn(deps: TelegramDeps, initData: string): Promise<TelegramSignedIn> {
  const { user } = checked(() => validateInitData(initData, deps.identity.botToken, freshness(deps)));
  const link = await findLinkByTelegramUser(deps.db, user.id);
  if (link) return signIn(deps, link.customerId);
  const phoneNumber = await findContactPhone(deps.db, user.id);
  if (phoneNumber === undefined) throw conflict('TELEGRAM_PHONE_NEEDED', 'Share your phone number with the shop’s bot first');
  try {
    return await signIn(deps, await linkByPhone(deps, user, phoneNumber));
  } catch (error) {
    const refusedLink = error instanceof AppError && error.code === 'TELEGRAM_ALREADY_LINKED';
    if (!refusedLink && sqlState(error) !== '23505') throw error;
    // Two first sign-ins of the same user at once: the other made the link, and this one signs in by it.
    const raced = await findLinkByTelegramUser(deps.db, user.id);
    if (raced) return signIn(deps, raced.customerId);
    throw refusedLink ? error : alreadyLinked();
  }
}

/** POST /api/auth/telegram/login: a linked Telegram user signed in by the Login Widget; 404 TELEGRAM_NOT_LINKED otherwise. */
export async function widgetSignIn(deps: TelegramDeps, data: TelegramWidgetBody): Promise<TelegramSignedIn> {
  const telegramUserId = checked(() => validateLoginWidget(data, deps.identity.botToken, freshness(deps)));
  const link = await findLinkByTelegramUser(deps.db, telegramUserId);
  if (!link) throw new AppError(404, 'TELEGRAM_NOT_LINKED', 'No customer is linked to this Telegram account; sign in and link it from the profile');
  return signIn(deps, link.customerId);
}

/** POST /api/customers/telegram/{customerId}: links the widget's Telegram user to the signed-in customer. */
export async function linkTelegram(deps: TelegramDeps, customerId: number, data: TelegramWidgetBody): Promise<TelegramLink> {
  const telegramUserId = checked(() => validateLoginWidget(data, deps.identity.botToken, freshness(deps)));
  const link = { username: data.username ?? null, firstName: data.first_name };
  // The widget says nothing of the user's chat with the bot: chatId waits until they write to it.
  const linked = await insertLink(deps.db, { telegramUserId, customerId, ...link, languageCode: null, chatId: null, linkedAt: deps.clock.now() });
  if (!linked) throw alreadyLinked();
  return link;
}

/** DELETE /api/customers/telegram/{customerId}: the link goes, and the phone the user shared with it. */
export async function unlinkTelegram(deps: Pick<TelegramDeps, 'db'>, customerId: number): Promise<void> {
  await deps.db.transaction(async (tx) => forgetTelegramOf(tx, customerId));
}

/** The Telegram account a customer's profile shows; null when none is linked. */
export async function telegramLinkOf(db: Executor, customerId: number): Promise<TelegramLink | null> {
  const link = await findLinkByCustomer(db, customerId);
  return link ? { username: link.username, firstName: link.firstName } : null;
}

/**
 * Forgets the customer's link and the phone its Telegram user shared (a deleted customer's personal data, or an
 * unlink): the next Mini App sign-in of that user asks for the phone again.
 */
export async function forgetTelegramOf(tx: Executor, customerId: number): Promise<void> {
  const link = await deleteLinkOfCustomer(tx, customerId);
  if (link) await deleteContact(tx, link.telegramUserId);
}
