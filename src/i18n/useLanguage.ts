import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, storeLanguage, type Language } from './languages';

/** The interface language and a setter that switches at once and remembers the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(current) ? current : defaultLanguage;
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(typeof window === 'undefined' ? undefined : window.localStorage, next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
