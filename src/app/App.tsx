import type { i18n as I18n } from 'i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './router';
import { store } from './store';

/*
 * The routes run in react-router's declarative mode: the data router (createBrowserRouter) would add about 18 KB
 * gzip to the first load for loaders, actions and fetchers the shop does not use. The layout provides what the
 * shop took from it: error boundary and scroll restoration (layout/PageErrorBoundary.tsx, layout/ScrollRestoration.tsx).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
