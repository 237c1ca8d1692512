import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru, uz } from './translations';
import { defaultLanguage, type Language } from './languages';
import { followDocumentLanguage, sharedOptions } from './options';

export const resources = {
  uz: { translation: uz },
  ru: { translation: ru },
} as const;

/**
 * An instance with every text of both languages bundled, ready at once: what tests render with (each test makes
 * its own, so a language switch never leaks). The shop itself fetches its texts (browserI18n.ts).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions,
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    initAsync: false, // resources are bundled, so the first render is already translated
  });
  followDocumentLanguage(instance, language);
  return instance;
}
