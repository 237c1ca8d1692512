import type { App } from '../http/app-type';
import { BotApiClient, BotRetryAfterError } from './bot';
import { handleUpdate, type UpdateDeps } from './updates';

/** getUpdates' long-poll wait (docs/api.md "Telegram"): Telegram answers at once when an update comes. */
const POLL_TIMEOUT_SECONDS = 30;
const PAUSE_AFTER_ERROR_MS = 5_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * TELEGRAM_UPDATES=polling: asks Telegram for updates in a loop (getUpdates with the next offset) and feeds each to
 * the webhook's handler; the app's close ends the poll in flight and waits for the loop. A failure is logged and
 * retried after a pause (Telegram's retry_after on 429); an update whose handling failed is asked for again, since the
 * offset moves past an update only once it is handled.
 */
export function registerTelegramPolling(app: App, client: BotApiClient, deps: UpdateDeps): void {
  const stop = new AbortController();
  let offset = 0;
  const loop = async () => {
    while (!stop.signal.aborted) {
      try {
        const updates = await client.call<Array<Record<string, unknown>>>('getUpdates', { offset, timeout: POLL_TIMEOUT_SECONDS, allowed_updates: ['message'] }, stop.signal);
        for (const update of updates) {
          await handleUpdate(deps, update);
          if (typeof update.update_id === 'number') offset = update.update_id + 1;
        }
      } catch (error) {
        if (stop.signal.aborted) break;
        // 409 here means a webhook is set: getUpdates works only without one (deleteWebhook).
        app.log.error({ err: error }, 'Telegram getUpdates failed');
        await pause(error instanceof BotRetryAfterError ? error.retryAfterSeconds * 1000 : PAUSE_AFTER_ERROR_MS, stop.signal);
      }
    }
  };
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = loop();
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
}
