import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { keepScrollState } from '../../components/keepScroll';
import { createI18n } from '../../i18n/setup';
import { makeStore } from '../store';
import { pageAnnouncerId, RouteAnnouncer } from './RouteAnnouncer';

function Page({ name }: { name: string }) {
  return (
    <>
      <title>{`${name} — Libos`}</title>
      <h1>{name}</h1>
      <button type="button">{`${name}: tugma`}</button>
    </>
  );
}

/** A page whose heading is a skeleton until its record has come. */
function SlowPage() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setName('Ko‘ylak'), 150);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {name && <title>{`${name} — Libos`}</title>}
      <h1>{name ?? <span data-skeleton />}</h1>
    </>
  );
}

function renderShop(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteAnnouncer />
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { index: true, element: <Page name="Bosh sahifa" /> },
          { path: 'cart', element: <Page name="Savat" /> },
          { path: 'slow', element: <SlowPage /> },
          { path: 'empty', element: <p>Hech narsa</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={createI18n('uz')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return router;
}

const announcer = () => document.getElementById(pageAnnouncerId)!;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('RouteAnnouncer', () => {
  it('leaves the first page alone: the focus where the browser put it, nothing said', async () => {
    renderShop();
    await pause(120);
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it('focuses the new page’s heading and says its title after a move to another page', async () => {
    const router = renderShop();
    await act(() => router.navigate('/cart'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Savat' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Sahifa ochildi: Savat — Libos');

    // Back to a page already announced once: said again.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Bosh sahifa' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Sahifa ochildi: Bosh sahifa — Libos');
  });

  it('waits for a heading that is still loading, and takes main when the page has none', async () => {
    const router = renderShop();
    await act(() => router.navigate('/slow'));
    expect(document.body).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ko‘ylak' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Sahifa ochildi: Ko‘ylak — Libos');

    await act(() => router.navigate('/empty'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('keeps the focus where it is when the page changes in place', async () => {
    const router = renderShop();
    const button = screen.getByRole('button', { name: 'Bosh sahifa: tugma' });
    act(() => button.focus());

    // A query asked from inside the page (its own search, a tab), a sort kept in place, an anchor.
    await act(() => router.navigate('/?tab=my-orders'));
    await act(() => router.navigate('/?sort=price', { state: keepScrollState }));
    await act(() => router.navigate('/?sort=price#main'));
    await pause(120);
    expect(button).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it('waits while a dialog is open, and lets the shopper’s own focus win', async () => {
    const router = renderShop();
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);

    await act(() => router.navigate('/cart'));
    await pause(120);
    expect(screen.getByRole('heading', { level: 1, name: 'Savat' })).not.toHaveFocus();
    dialog.remove();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Savat' })).toHaveFocus());

    // The page (or a shopper's click) puts the focus in it before its heading is ready: it stays there.
    await act(() => router.navigate('/slow'));
    const main = screen.getByRole('main');
    act(() => main.focus());
    await pause(250);
    expect(main).toHaveFocus();
    expect(announcer()).toHaveTextContent('Sahifa ochildi: Savat — Libos');
  });
});
