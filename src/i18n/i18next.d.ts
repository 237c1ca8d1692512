import 'i18next';
import type { Translation } from './translations';

// Typed keys: t('common.retyr') fails the type check instead of showing a raw key to shoppers.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
