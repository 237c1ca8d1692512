import { render } from '@testing-library/react';
// The whole app loads its pages lazily, inside a test's first wait, and MUI by path (test/web/muiImportsByPath.js)
// would load there too: on a busy machine that wait ran out (15 s). MUI's whole index, loaded with the test file as
// before that transform, keeps it out of the wait; a test that renders its own component loads only what it uses.
import '@mui/material';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { staffAppRoute } from '../../src/app/StaffRoot';
import { makeStore, type AppStore } from '../../src/app/store';
import { createI18n } from '../../src/i18n/setup';
import type { Language } from '../../src/i18n/languages';

type RenderAppOptions = { route?: string; language?: Language; store?: AppStore };

/**
 * The real routes (the shop's and the staff application's, which the browser gets as two pages) and providers around
 * a fresh store (unless given) and i18n instance, starting at `route`.
 */
export function renderApp({ route = '/', language = 'uz', store = makeStore() }: RenderAppOptions = {}) {
  const i18n = createI18n(language);
  const router = createMemoryRouter([staffAppRoute, ...routes], { initialEntries: [route] });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, i18n, router };
}
