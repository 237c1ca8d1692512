import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/router';
import { makeStore } from '../../app/store';
import { createI18n } from '../../i18n/setup';
import { mockRoutes } from '../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { selectLanguage } from './languageSlice';

/** What a page load does at `route`: a new store reads the address's or the stored language, and i18next starts in it. */
function loadPage(route = '/about') {
  window.history.replaceState(null, '', route);
  const store = makeStore();
  const i18n = createI18n(selectLanguage(store.getState()));
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, i18n, router };
}

const addressOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => `${pathname}${search}${hash}`;

beforeEach(() => {
  mockRoutes({ '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: [] } });
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('uz-UZ');
});
afterEach(() => jest.restoreAllMocks());

describe('language switch', () => {
  it('offers uz and ru in the wide header and switches the whole interface at once', async () => {
    setScreenWidth(desktopWidth);
    const user = userEvent.setup();
    const { store } = loadPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['O‘zbekcha', 'Русский']);
    await user.click(screen.getByRole('option', { name: 'Русский' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Скидки' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(selectLanguage(store.getState())).toBe('ru');
    expect(window.localStorage.getItem('language')).toBe('ru');
  });

  it('keeps the choice across a reload', async () => {
    setScreenWidth(desktopWidth);
    const user = userEvent.setup();
    const first = loadPage();
    await user.click(await within(screen.getByRole('banner')).findByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    await screen.findByRole('heading', { level: 1, name: 'О нас' });
    first.unmount();

    loadPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Язык' })).toHaveTextContent('RU');
  });

  it('sits in the header on small screens too, on the first screen of every page', async () => {
    setScreenWidth(phoneWidth);
    const user = userEvent.setup();
    loadPage();
    await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' });

    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Основные разделы' })).getByRole('link', { name: 'Главная' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('ru');
  });

  it('opens a page in the language its address names, over the stored one, and remembers it', async () => {
    setScreenWidth(desktopWidth);
    window.localStorage.setItem('language', 'uz');
    const { store } = loadPage('/about?lang=ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeInTheDocument();
    expect(selectLanguage(store.getState())).toBe('ru');
    expect(window.localStorage.getItem('language')).toBe('ru');
  });

  it('puts the chosen language into an address that names one, keeping the page and its other parameters', async () => {
    setScreenWidth(desktopWidth);
    const user = userEvent.setup();
    const first = loadPage('/about?from=share&lang=ru#story');
    await screen.findByRole('heading', { level: 1, name: 'О нас' });

    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Язык' }));
    await user.click(await screen.findByRole('option', { name: 'O‘zbekcha' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' })).toBeInTheDocument();
    expect(addressOf(first.router.state.location)).toBe('/about?from=share&lang=uz#story');
    // The entry replaced, not a new one: back still leaves the page.
    expect(first.router.state.historyAction).toBe('REPLACE');
    const reloadAt = addressOf(first.router.state.location);
    first.unmount();

    // A reload of that address stays in the chosen language, whatever was stored meanwhile.
    window.localStorage.setItem('language', 'ru');
    loadPage(reloadAt);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' })).toBeInTheDocument();
  });

  it('leaves an address that names no language as it is', async () => {
    setScreenWidth(desktopWidth);
    const user = userEvent.setup();
    const { router } = loadPage('/about?from=share');
    await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' });
    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    await screen.findByRole('heading', { level: 1, name: 'О нас' });
    expect(addressOf(router.state.location)).toBe('/about?from=share');
  });
});
