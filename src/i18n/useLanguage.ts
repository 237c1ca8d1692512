import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from './languages';

/**
 * The interface language, for picking nameUZB or nameRUS. Switching goes through the language slice
 * (features/language), which stores the choice and tells i18next.
 */
export function useLanguage(): { language: Language } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : defaultLanguage };
}
