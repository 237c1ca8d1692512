import { Value } from '@sinclair/typebox/value';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { activeCustomerPhone } from '../customers/service';
import type { Database } from '../db/client';
import type { JobRow } from '../jobs/queue';
import { FinalJobError, RetryLaterJobError, type JobHandler } from '../jobs/worker';
import { enqueueSms } from '../sms/sms-job';
import { BotBlockedError, BotRetryAfterError, type BotButton, type TelegramBot } from './bot';
import { BotMessagePayload, type QueuedButton } from './bot-messages';
import { findLinkByTelegramUser, markUserBlocked } from './queries';

export interface BotJobDeps {
  db: Database;
  bot: TelegramBot;
  config: Pick<Config, 'publicUrl' | 'port' | 'telegram'>;
  clock: Clock;
}

type Fallback = NonNullable<BotMessagePayload['fallback']>;

/**
 * Where the buttons' pages are: PUBLIC_URL; in the sandbox without it, this server. A live bot without an https
 * PUBLIC_URL sends no buttons: Telegram takes only https addresses for a Mini App's button.
 */
function buttonOrigin(config: BotJobDeps['config']): string | undefined {
  if (!config.telegram.botToken) return config.publicUrl ?? `http://localhost:${config.port}`;
  return config.publicUrl?.startsWith('https://') ? config.publicUrl : undefined;
}

function withOrigin(rows: QueuedButton[][] | undefined, origin: string | undefined): BotButton[][] | undefined {
  if (!rows || origin === undefined) return undefined;
  return rows.map((row) => row.map((button) => (button.webApp ? { text: button.text, webAppUrl: `${origin}${button.path}` } : { text: button.text, url: `${origin}${button.path}` })));
}

/** Whether the customer's message may still go by the bot: the chat's user is still linked to them and has not blocked it. */
async function reachable(db: Database, chatId: number, customerId: number): Promise<boolean> {
  const link = await findLinkByTelegramUser(db, chatId);
  return link !== undefined && link.customerId === customerId && link.blockedAt === null;
}

/**
 * The customer's message as the SMS it would have been (its SMS key, so it is written once however often this runs),
 * in one transaction with marking the link blocked when Telegram refused the chat.
 */
async function smsInstead(deps: BotJobDeps, job: JobRow, text: string, chatId: number, fallback: Fallback, reason: 'refused' | 'not linked' | 'failing') {
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    if (reason === 'refused') await markUserBlocked(tx, chatId, now);
    const phoneNumber = await activeCustomerPhone(tx, fallback.customerId);
    if (phoneNumber === undefined) return false;
    await enqueueSms(tx, { key: fallback.smsKey, phoneNumber, text, orderId: job.orderId ?? undefined }, now);
    return true;
  });
  return { bot: deps.bot.name, sentInstead: queued ? 'SMS' : null, reason };
}

/**
 * Sends the job's message with its key (the sandbox drops a repeat). A customer's message goes by SMS instead when the
 * bot cannot reach them: unlinked or blocked by the time it runs, refused by Telegram (403, or a chat never started:
 * the link is marked blocked), or Telegram failing until its last attempt. Flood control (429) retries no sooner than
 * Telegram asks; the staff chat refusing the bot gives the alert up for staff to see.
 */
export function telegramJobHandler(deps: BotJobDeps): JobHandler {
  return async (job) => {
    if (!Value.Check(BotMessagePayload, job.payload)) throw new FinalJobError('the job holds no chat and text');
    const { chatId, text, buttons, fallback } = job.payload;
    if (fallback && !(await reachable(deps.db, chatId, fallback.customerId))) return smsInstead(deps, job, text, chatId, fallback, 'not linked');
    try {
      await deps.bot.sendMessage(chatId, text, { buttons: withOrigin(buttons, buttonOrigin(deps.config)), key: job.key });
      return { bot: deps.bot.name };
    } catch (error) {
      if (error instanceof BotBlockedError) {
        if (!fallback) throw new FinalJobError(error.message);
        return smsInstead(deps, job, text, chatId, fallback, 'refused');
      }
      if (fallback && job.attempts >= job.maxAttempts) return smsInstead(deps, job, text, chatId, fallback, 'failing');
      if (error instanceof BotRetryAfterError) throw new RetryLaterJobError(error.message, error.retryAfterSeconds * 1000);
      throw error;
    }
  };
}
