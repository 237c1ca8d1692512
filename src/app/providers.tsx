import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { syncLanguage } from '../features/language/syncLanguage';
import { ToastHost } from './ToastHost';
import type { AppStore } from './store';

type AppProvidersProps = {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
};

/** Everything a page needs around it; tests pass their own store and i18n instance. */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  // Language switching has one path: the slice decides, i18next follows (see syncLanguage).
  useEffect(() => syncLanguage(store, i18n), [store, i18n]);

  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* No MUI theme here: global.css styles the page and ThemeScope themes the parts that use MUI. */}
        {children}
        {/* Toasts (top right below the header bar, 5 s, 320 px) come from app/toasts.ts; their provider loads on demand. */}
        <ToastHost />
      </I18nextProvider>
    </ReduxProvider>
  );
}
