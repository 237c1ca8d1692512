import type { TelegramConfig, TelegramWidgetBody } from '../../../../contract/telegram';
import type { Language } from '../../../i18n/languages';

/*
 * Telegram's Login Widget without its script: the shop opens Telegram's sign-in window itself (oauth.telegram.org, or
 * the server's sandbox page without a bot token, docs/api.md "Telegram"), which answers its opener with
 * postMessage(JSON.stringify({event: 'auth_result', result: fields | false}), origin), as it does for the widget.
 */

/** How the window ended: the user confirmed (with the fields to send the server), closed or refused it, or it never opened. */
export type TelegramLoginResult =
  | { status: 'authorized'; fields: TelegramWidgetBody }
  | { status: 'cancelled' }
  | { status: 'blocked' };

/** Where the window goes: Telegram's page and the shop's bot. */
export type TelegramLoginTarget = Pick<TelegramConfig, 'loginUrl' | 'botId'>;

type Options = {
  language: Language;
  /** Aborting closes the window (the panel closed meanwhile); the answer is then 'cancelled'. */
  signal?: AbortSignal;
};

// The size of the window Telegram's own widget opens.
const WIDTH = 550;
const HEIGHT = 470;
/** How often a closed window is looked for: closing it is no event the opener hears of. */
export const CLOSED_POLL_MS = 500;
const WINDOW_NAME = 'telegram_oauth';

/** The window's address, with the parameters Telegram's widget sends. */
export function telegramLoginUrl({ loginUrl, botId }: TelegramLoginTarget, origin: string, language: Language): string {
  return `${loginUrl}?bot_id=${botId}&origin=${encodeURIComponent(origin)}&request_access=write&lang=${language}`;
}

function windowFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - HEIGHT) / 2));
  return `width=${WIDTH},height=${HEIGHT},left=${left},top=${top},status=0,location=0,menubar=0,toolbar=0`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The fields of an auth_result, only those the server takes (its body is closed): undefined when they are not what
 * Telegram sends.
 */
function widgetFields(result: Record<string, unknown>): TelegramWidgetBody | undefined {
  const { id, first_name: firstName, auth_date: authDate, hash } = result;
  if (!isWholeNumber(id) || typeof firstName !== 'string' || !isWholeNumber(authDate) || typeof hash !== 'string') return undefined;
  const fields: TelegramWidgetBody = { id, first_name: firstName, auth_date: authDate, hash };
  for (const key of ['last_name', 'username', 'photo_url'] as const) {
    const value = result[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** An auth_result message's verdict: the fields, false (refused), or undefined for any other message. */
function authResult(data: unknown): TelegramWidgetBody | false | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || message.event !== 'auth_result') return undefined;
  if (message.result === false) return false;
  if (!isRecord(message.result)) return undefined;
  const fields = widgetFields(message.result);
  if (!fields) throw new Error('Telegram answered fields the shop cannot read');
  return fields;
}

/** The login page's origin, which its messages must come from (the sandbox's page is the shop's own, by a path). */
function originOf({ loginUrl }: TelegramLoginTarget): string {
  return new URL(loginUrl, window.location.href).origin;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise;
}

/**
 * Opens Telegram's sign-in window and waits for its answer. Call it within the click: a window opened later is
 * blocked. When the target is still being fetched, an empty window opens at once and is sent on when it arrives.
 * Only a message from that window, from the target's origin, is believed; a closed window is a cancel.
 */
export function openTelegramLogin(target: TelegramLoginTarget | Promise<TelegramLoginTarget>, { language, signal }: Options): Promise<TelegramLoginResult> {
  const pending = isPromise(target);
  const popup = window.open(pending ? '' : telegramLoginUrl(target, window.location.origin, language), WINDOW_NAME, windowFeatures());
  if (!popup) return Promise.resolve({ status: 'blocked' });

  return new Promise<TelegramLoginResult>((resolve, reject) => {
    /** Messages are believed from here only: unknown while the target is being fetched. */
    let expectedOrigin = pending ? undefined : originOf(target);
    let closedSeen = false;
    let settled = false;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      if (!popup.closed) popup.close();
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || expectedOrigin === undefined || event.origin !== expectedOrigin) return;
      try {
        const result = authResult(event.data);
        if (result === undefined) return;
        finish(() => resolve(result ? { status: 'authorized', fields: result } : { status: 'cancelled' }));
      } catch (error) {
        finish(() => reject(error));
      }
    };
    const onAbort = () => finish(() => resolve({ status: 'cancelled' }));
    // The window may post its answer and close at once, and the answer may still be on its way when the window is
    // seen closed: a cancel waits for one more look.
    const poll = window.setInterval(() => {
      if (closedSeen) finish(() => resolve({ status: 'cancelled' }));
      else closedSeen = popup.closed;
    }, CLOSED_POLL_MS);

    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();

    if (isPromise(target)) {
      target.then(
        (found) => {
          if (settled || popup.closed) return;
          expectedOrigin = originOf(found);
          popup.location.href = telegramLoginUrl(found, window.location.origin, language);
        },
        (error: unknown) => finish(() => reject(error)),
      );
    }
  });
}
