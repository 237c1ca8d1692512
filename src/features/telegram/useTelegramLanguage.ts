import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { isLanguage } from '../../i18n/languages';
import { languageSelected } from '../language/languageSlice';
import type { TelegramWebApp } from './webApp';

/** Kept once the shop has taken Telegram's language on this device: from then on the shopper's own choice stands. */
const adoptedKey = 'libos.telegramLanguageAdopted';

/** True the first time only (and never when local storage is closed, so a choice is never overridden again). */
function firstAdoption(): boolean {
  try {
    if (localStorage.getItem(adoptedKey)) return false;
    localStorage.setItem(adoptedKey, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The first time the Mini App opens on a device, the shop speaks the language of the user's Telegram when it is one of
 * the shop's (uz, ru); another (en, ...) leaves the shop's own guess. Later launches keep what the shopper chose since.
 */
export function useTelegramLanguage(webApp: TelegramWebApp): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const code = webApp.initDataUnsafe.user?.language_code?.slice(0, 2).toLowerCase();
    if (!firstAdoption() || !isLanguage(code)) return;
    dispatch(languageSelected(code));
  }, [webApp, dispatch]);
}
