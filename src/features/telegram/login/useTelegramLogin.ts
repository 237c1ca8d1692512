import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store';
import { defaultLanguage, isLanguage } from '../../../i18n/languages';
import { telegramApi } from '../api';
import { openTelegramLogin, type TelegramLoginResult, type TelegramLoginTarget } from './telegramLoginPopup';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Telegram's sign-in window in the interface's language, for the account panel and the profile. The window opens in
 * the click that calls this: with the config already read (GET /api/telegram/config, kept for the day), straight at
 * Telegram's page; otherwise empty, sent there once the config arrives.
 */
export function useTelegramLogin(): (signal?: AbortSignal) => Promise<TelegramLoginResult> {
  const store = useAppStore();
  const { i18n } = useTranslation();
  return useCallback(
    (signal?: AbortSignal) => {
      // Read at the click: the account panel's machine keeps the calls it was first given, whatever the language since.
      const current = i18n.resolvedLanguage ?? i18n.language;
      const language = isLanguage(current) ? current : defaultLanguage;
      const known = telegramApi.endpoints.getTelegramConfig.select()(store.getState()).data;
      return openTelegramLogin(known ?? readConfig(store), { language, signal });
    },
    [store, i18n],
  );
}

async function readConfig(store: AppStore): Promise<TelegramLoginTarget> {
  const request = store.dispatch(telegramApi.endpoints.getTelegramConfig.initiate());
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}
