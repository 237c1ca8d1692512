import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru, uz } from './translations';
import { defaultLanguage, detectLanguage, supportedLanguages, type Language } from './languages';

export const resources = {
  uz: { translation: uz },
  ru: { translation: ru },
} as const;

/** A ready-to-use i18next instance; tests create their own so a language switch never leaks. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false }, // React already escapes
    initAsync: false, // resources are bundled, so the first render is already translated
  });
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

function browserLanguage(): Language {
  if (typeof window === 'undefined') return defaultLanguage;
  return detectLanguage({ storage: window.localStorage, navigatorLanguage: window.navigator.language });
}

export const i18n = createI18n(browserLanguage());
