import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { syncLanguage } from '../features/language/syncLanguage';
import { theme } from './theme';
import type { AppStore } from './store';

// SPEC §9: toasts are 320 px wide; on a phone narrower than that they keep a small margin instead.
const Toast = styled(MaterialDesignContent)({
  width: 320,
  maxWidth: 'calc(100vw - 16px)',
  minWidth: 0,
  fontFamily: theme.typography.fontFamily,
});

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
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={5000}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
