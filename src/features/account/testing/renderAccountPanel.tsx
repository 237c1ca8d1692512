import { useState } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import type { AccountPanelActors } from '../../../../machines/accountPanelTypes';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import { createI18n } from '../../../i18n/setup';
import { AccountPanel } from '../AccountPanel';

export const reopenLabel = 'open account panel';

type Options = {
  actors?: Partial<AccountPanelActors>;
  inspect?: (inspection: InspectionEvent) => void;
  language?: Language;
};

/**
 * The panel the way the layout mounts it (open state owned by the parent, closed through onClose), inside
 * the app's providers with a fresh store, a memory router, a button to open it again and the current
 * address printed for assertions.
 */
export function renderAccountPanel({ actors, inspect, language = 'uz' }: Options = {}) {
  const store = makeStore();
  const i18n = createI18n(language);
  const closes = { count: 0 };

  function Harness() {
    const [open, setOpen] = useState(true);
    const location = useLocation();
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          {reopenLabel}
        </button>
        <p data-testid="location">{`${location.pathname}${location.search}`}</p>
        <AccountPanel
          open={open}
          onClose={() => {
            closes.count += 1;
            setOpen(false);
          }}
          actors={actors}
          inspect={inspect}
        />
      </>
    );
  }

  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/'] });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, closes };
}
