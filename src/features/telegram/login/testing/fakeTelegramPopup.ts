import { act } from '@testing-library/react';
import type { TelegramConfig, TelegramWidgetBody } from '../../../../../contract/telegram';
import type { AppStore } from '../../../../app/store';
import { telegramApi } from '../../api';
import { CLOSED_POLL_MS } from '../telegramLoginPopup';

/* Telegram's sign-in window in the SPA's tests: window.open answered by a stand-in that the test makes answer. */

export const TELEGRAM_ORIGIN = 'https://oauth.telegram.org';

export const telegramConfig: TelegramConfig = {
  botId: 7_123_456_789,
  botUsername: 'libos_test_bot',
  loginUrl: `${TELEGRAM_ORIGIN}/auth`,
  webAppScriptUrl: 'https://telegram.org/js/telegram-web-app.js',
  miniAppLink: null,
  sandbox: false,
};

/** What Telegram's window answers for a user with a username, as its Login Widget signs it. */
export const telegramFields: TelegramWidgetBody = {
  id: 777_000_123,
  first_name: 'Dilnoza',
  last_name: 'Karimova',
  username: 'dilnoza_k',
  photo_url: 'https://t.me/i/userpic/320/dilnoza_k.jpg',
  auth_date: 1_748_736_000,
  hash: '6f1c0a3e9b2d4c5a7e8f9012345678900fedcba9876543210abcdef123456789',
};

/** The config as if GET /api/telegram/config had been read: the window then opens straight at Telegram's page. */
export async function primeTelegramConfig(store: AppStore, config: TelegramConfig = telegramConfig) {
  await store.dispatch(telegramApi.util.upsertQueryData('getTelegramConfig', undefined, config));
}

type FakeWindow = { closed: boolean; close: () => void; location: { href: string } };

/** window.open answers a stand-in window (or null: a blocked one); restore with `open.mockRestore()`. */
export function fakeTelegramPopup({ blocked = false } = {}) {
  const popup: FakeWindow = {
    closed: false,
    close() {
      this.closed = true;
    },
    location: { href: '' },
  };
  const open = jest.spyOn(window, 'open').mockReturnValue(blocked ? null : (popup as unknown as Window));

  /** A message to the opener, as Telegram's page posts it; from the window and Telegram's origin unless told. */
  function post(data: unknown, { origin = TELEGRAM_ORIGIN, source = popup as unknown }: { origin?: string; source?: unknown } = {}) {
    const event = new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data), origin });
    // jsdom takes only real windows as a source: the stand-in is put in afterwards.
    Object.defineProperty(event, 'source', { value: source });
    act(() => {
      window.dispatchEvent(event);
    });
  }

  return {
    popup,
    open,
    /** Telegram's verdict: the user's fields, or false when they refused. */
    answer: (result: TelegramWidgetBody | false, options?: { origin?: string; source?: unknown }) => post({ event: 'auth_result', result }, options),
    post,
    /** The user closes the window; the opener notices within two looks. */
    async close() {
      popup.closed = true;
      await act(() => new Promise((resolve) => setTimeout(resolve, 2 * CLOSED_POLL_MS + 50)));
    },
  };
}
