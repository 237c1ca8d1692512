import { desc, eq } from 'drizzle-orm';
import type { SandboxTelegramMessage } from '../../contract/telegram';
import type { Database } from '../db/client';
import { sandboxTelegram } from '../db/schema/telegram';

/** A button under a message: opens the Mini App at `webAppUrl` (private chats only), or a link. */
export interface BotButton {
  text: string;
  webAppUrl?: string;
  url?: string;
}

export interface SendOptions {
  /** Rows of buttons under the message (Telegram's inline keyboard). */
  buttons?: BotButton[][];
  /**
   * Names the message once (an outbox job's key): the sandbox drops a repeat. The Bot API takes no such key, so a crash
   * between Telegram's answer and the outbox marking the job done may send that message twice (docs/api.md).
   */
  key?: string;
}

/** What the shop needs of its Telegram bot: sending a text to a chat. */
export interface TelegramBot {
  readonly name: 'telegram' | 'sandbox';
  sendMessage(chatId: number, text: string, options?: SendOptions): Promise<void>;
}

/** The user blocked the bot (403), or never started it (400 "chat not found"): retrying cannot help; the caller falls back. */
export class BotBlockedError extends Error {
  constructor(readonly chatId: number, description: string) {
    super(`Telegram refused chat ${chatId}: ${description}`);
    this.name = 'BotBlockedError';
  }
}

/** Telegram's flood control (429): try again after `retryAfterSeconds`. */
export class BotRetryAfterError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Telegram asks to wait ${retryAfterSeconds} s`);
    this.name = 'BotRetryAfterError';
  }
}

/** Telegram's answer to every Bot API method (docs/api.md "Telegram"). */
interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

type Fetch = typeof fetch;

const inlineKeyboard = (rows: BotButton[][]) => ({
  inline_keyboard: rows.map((row) => row.map((button) => (button.webAppUrl ? { text: button.text, web_app: { url: button.webAppUrl } } : { text: button.text, url: button.url }))),
});

/** The real Bot API: JSON POSTs to https://api.telegram.org/bot<token>/<method>. */
export class BotApiClient implements TelegramBot {
  readonly name = 'telegram';

  constructor(private readonly token: string, private readonly fetchFn: Fetch = fetch, private readonly base = 'https://api.telegram.org') {}

  /** Calls a method; `signal` ends a long poll on shutdown. Throws BotBlockedError, BotRetryAfterError or Error. */
  async call<T>(method: string, body: object, signal?: AbortSignal): Promise<T> {
    const response = await this.fetchFn(`${this.base}/bot${this.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const answer = (await response.json().catch(() => ({ ok: false, description: `HTTP ${response.status}` }))) as BotApiAnswer<T>;
    if (answer.ok && response.ok) return answer.result as T;
    const description = answer.description ?? `HTTP ${response.status}`;
    const code = answer.error_code ?? response.status;
    if (code === 429) throw new BotRetryAfterError(answer.parameters?.retry_after ?? 1);
    const chatId = 'chat_id' in body && typeof body.chat_id === 'number' ? body.chat_id : undefined;
    // 403: blocked, or the user was deleted; 400 "chat not found": they never started the bot.
    if (chatId !== undefined && (code === 403 || (code === 400 && /chat not found/i.test(description)))) throw new BotBlockedError(chatId, description);
    throw new Error(`Telegram ${method} failed: ${code} ${description}`);
  }

  async sendMessage(chatId: number, text: string, options: SendOptions = {}): Promise<void> {
    const markup = options.buttons?.length ? { reply_markup: inlineKeyboard(options.buttons) } : {};
    await this.call('sendMessage', { chat_id: chatId, text, ...markup });
  }
}

const LISTED = 500;

/** The sandbox bot (no TELEGRAM_BOT_TOKEN): what it "sends" is kept in the database and listed at /sandbox/telegram/messages. */
export class SandboxBot implements TelegramBot {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    /** Test knob (SANDBOX_TELEGRAM_DELAY_MS): the bot keeps the message, then answers this much later. */
    private readonly answerDelayMs = 0,
  ) {}

  async sendMessage(chatId: number, text: string, options: SendOptions = {}): Promise<void> {
    await this.db
      .insert(sandboxTelegram)
      .values({ key: options.key ?? null, chatId, text, buttons: options.buttons ?? [] })
      .onConflictDoNothing({ target: sandboxTelegram.key });
    if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
  }

  /** Newest first, optionally one chat's. */
  async list(chatId?: number): Promise<SandboxTelegramMessage[]> {
    const query = this.db.select().from(sandboxTelegram);
    const rows = await (chatId === undefined ? query : query.where(eq(sandboxTelegram.chatId, chatId))).orderBy(desc(sandboxTelegram.id)).limit(LISTED);
    return rows.map((row) => ({ chatId: row.chatId, text: row.text, buttons: row.buttons, sentAt: row.sentAt.toISOString() }));
  }
}
