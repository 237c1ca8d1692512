import type { i18n as I18n } from 'i18next';
import type { UnknownAction } from '@reduxjs/toolkit';
import { isLanguage } from '../../i18n/languages';
import { languageSynced, type LanguageState } from './languageSlice';

type LanguageStore = {
  getState: () => { language: LanguageState };
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
};

function interfaceLanguage(i18n: I18n): string | undefined {
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * The one link between the language slice and i18next. The slice decides (a shopper's choice is a
 * `languageSelected` action); i18next follows at once. Going the other way, the store adopts the language
 * i18next starts in or is switched to directly, so the two never disagree. Returns the unsubscribe.
 */
export function syncLanguage(store: LanguageStore, i18n: I18n): () => void {
  const adoptInterfaceLanguage = () => {
    const current = interfaceLanguage(i18n);
    if (isLanguage(current) && store.getState().language.current !== current) store.dispatch(languageSynced(current));
  };
  const followStore = () => {
    const wanted = store.getState().language.current;
    if (interfaceLanguage(i18n) !== wanted) void i18n.changeLanguage(wanted);
  };

  adoptInterfaceLanguage();
  i18n.on('languageChanged', adoptInterfaceLanguage);
  const unsubscribe = store.subscribe(followStore);
  return () => {
    i18n.off('languageChanged', adoptInterfaceLanguage);
    unsubscribe();
  };
}
