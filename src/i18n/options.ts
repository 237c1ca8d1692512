import type { i18n as I18n, InitOptions } from 'i18next';
import { supportedLanguages } from './languages';

/** What every i18next instance of the shop shares, whether its texts are bundled (tests) or fetched (browser). */
export const sharedOptions = {
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false }, // React already escapes
} satisfies InitOptions;

/** Keeps <html lang> on the interface language (screen readers, hyphenation, the browser's translate offer). */
export function followDocumentLanguage(instance: I18n, language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  instance.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
}
