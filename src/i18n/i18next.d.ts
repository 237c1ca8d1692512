import 'i18next';
import type uz from './uz.json';

// Typed keys: t('home.titel') fails the type check instead of showing a raw key to shoppers.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof uz };
  }
}
