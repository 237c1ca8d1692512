import type { AppDeps } from '../deps';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import { renderSmsTemplate, type SmsLanguage } from '../sms/templates';
import { smsSenderName } from '../settings/service';
import {
  CODE_LIFETIME_MS,
  MAX_WRONG_TRIES,
  SMS_WINDOW_MS,
  codesMatch,
  describeWait,
  generateCode,
  nextSmsAllowedAt,
  type CodePurpose,
} from './codes';
import { nextShopDayStart, shopDayStart } from '../shared/tashkent-period';
import {
  codeSendTimesSince,
  codesSentSince,
  deleteCode,
  insertCode,
  lockPhone,
  lockShopCodes,
  markCodeUsed,
  newestCodeForUpdate,
  recordWrongTry,
} from './queries';

/** A 429 that also knows how long to wait, for the Retry-After header. */
export class SmsRateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The shop has sent as many codes today as it may: an operator should hear of it (the route logs it). */
export class ShopSmsCeilingError extends SmsRateLimitedError {}

const secondsUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 1000);

/**
 * Creates a code for the phone and sends it, within the limits of one SMS a minute and ten a day for the
 * phone and `shopSmsPerDay` a day (Tashkent time) for the whole shop, all counted in the database so they
 * hold across restarts. The text is staff's SMS template of the purpose (server/sms/templates.ts) in `language`.
 */
export async function issueCode(
  deps: Pick<AppDeps, 'db' | 'sms' | 'clock' | 'shopSmsPerDay'>,
  phoneNumber: string,
  purpose: CodePurpose,
  language: SmsLanguage,
): Promise<void> {
  const now = deps.clock.now();
  const code = generateCode();
  const shopSmsPerDay = deps.shopSmsPerDay ?? 0;
  const codeId = await deps.db.transaction(async (tx) => {
    await lockPhone(tx, phoneNumber);
    const sentTimes = await codeSendTimesSince(tx, phoneNumber, new Date(now.getTime() - SMS_WINDOW_MS));
    const allowedAt = nextSmsAllowedAt(sentTimes, now);
    if (allowedAt) {
      throw new SmsRateLimitedError(`Too many codes were sent to this phone; try again ${describeWait(allowedAt, now)}`, secondsUntil(allowedAt, now));
    }
    if (shopSmsPerDay > 0) {
      // Every caller takes the phone's lock first and the shop's second, so no two can deadlock.
      await lockShopCodes(tx);
      if ((await codesSentSince(tx, shopDayStart(now))) >= shopSmsPerDay) {
        const tomorrow = nextShopDayStart(now);
        throw new ShopSmsCeilingError(`The shop cannot send more codes today; try again ${describeWait(tomorrow, now)}`, secondsUntil(tomorrow, now));
      }
    }
    return insertCode(tx, { phoneNumber, purpose, code, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS), createdAt: now });
  });
  try {
    const sender = await smsSenderName(deps.db);
    await deps.sms.send(phoneNumber, await renderSmsTemplate(deps.db, purpose, language, { code }), { code, sender });
  } catch (error) {
    // A code the shopper never received must not use up their limit.
    await deleteCode(deps.db, codeId);
    const failure = new AppError(503, 'SERVICE_UNAVAILABLE', 'The SMS could not be sent; try again in a minute');
    failure.cause = error;
    throw failure;
  }
}

function codeRefusal(code: 'CODE_INVALID' | 'CODE_EXPIRED', message: string): AppError {
  return new AppError(400, code, message, { verifyCode: message });
}

/**
 * The one answer to every code that does not match a live code: wrong, none sent, used, or dead after its wrong tries.
 * Which of them it was would tell a stranger about the phone (an unknown phone's reset code is never sent, a known
 * phone keeps its used sign-up code), so none of them is told, nor the tries left (docs/api.md, Auth).
 */
export const WRONG_CODE_MESSAGE = 'The code is wrong or no longer valid; check it, or request a new one';

/**
 * Checks a code against the newest one sent to the phone for this purpose (for any purpose when none is given).
 * Returns the refusal rather than throwing it, so the caller's transaction commits the counted wrong try. With
 * `consume`, a right code is used up. A live code (unused, under five wrong tries) that does not match counts a wrong
 * try; that the code expired is said only to whoever gave it right, the one person it was sent to.
 */
export async function checkCode(
  tx: Executor,
  request: { phoneNumber: string; purpose?: CodePurpose; given: string; now: Date; consume: boolean },
): Promise<AppError | null> {
  const stored = await newestCodeForUpdate(tx, request.phoneNumber, request.purpose);
  if (!stored || stored.usedAt || stored.failedAttempts >= MAX_WRONG_TRIES) return codeRefusal('CODE_INVALID', WRONG_CODE_MESSAGE);
  if (!codesMatch(stored.code, request.given)) {
    await recordWrongTry(tx, stored.id);
    return codeRefusal('CODE_INVALID', WRONG_CODE_MESSAGE);
  }
  if (stored.expiresAt.getTime() <= request.now.getTime()) {
    return codeRefusal('CODE_EXPIRED', 'The code has expired (codes live 5 minutes); request a new one');
  }
  if (request.consume) await markCodeUsed(tx, stored.id, request.now);
  return null;
}

/** checkCode in its own transaction, throwing the refusal once the wrong try is committed. */
export async function requireCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: { phoneNumber: string; purpose?: CodePurpose; given: string; consume: boolean },
): Promise<void> {
  const now = deps.clock.now();
  const refusal = await deps.db.transaction((tx) => checkCode(tx, { ...request, now }));
  if (refusal) throw refusal;
}
