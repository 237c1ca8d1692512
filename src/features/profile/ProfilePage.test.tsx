import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { readSession } from '../../app/session';
import { customerId, dilnoza, mockProfileRoutes, paths, serverError, signIn } from './testing/profileKit';

const tabNames = ['Profil ma’lumotlari', 'Buyurtmalarim', 'Sharhlarim', 'Manzilim', 'Bildirishnomalar', 'Statusim', 'Kuponlarim'];

describe('profile page for a visitor', () => {
  it('invites to log in and opens the account panel', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText(/ko‘rish uchun hisobingizga kiring/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' }));

    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
  });

  it('does the same on a sub-page, in Russian', async () => {
    renderApp({ route: '/my-orders', language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти или зарегистрироваться' })).toBeInTheDocument();
  });
});

describe('profile page on a wide screen', () => {
  beforeEach(() => {
    setScreenWidth(desktopWidth);
    signIn();
  });

  it('shows the sidebar with the customer, the seven tabs and the chosen tab from the URL', async () => {
    mockProfileRoutes();
    renderApp({ route: '/profile?tab=my-address' });

    const sidebar = await screen.findByRole('complementary', { name: 'Profil bo‘limlari' });
    expect(await within(sidebar).findByText('Dilnoza Karimova')).toBeInTheDocument();
    expect(within(sidebar).getByText('+998 90 123 45 67')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /^Bronza · 1\s800\sball$/ })).toHaveAttribute('href', '/profile?tab=my-status');

    const tabs = within(screen.getByRole('tablist', { name: 'Profil bo‘limlari' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(tabNames);
    expect(screen.getByRole('tab', { name: 'Manzilim' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Kuponlarim' })).toHaveAttribute('href', '/profile?tab=my-coupons');
    const panel = screen.getByRole('tabpanel', { name: 'Manzilim' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Manzilim' })).toBeInTheDocument();
    expect(await within(panel).findByText('Amir Temur ko‘chasi, 107B-uy')).toBeInTheDocument();
  });

  it('opens profile information without a tab, and for an unknown one', async () => {
    mockProfileRoutes();
    renderApp({ route: '/profile?tab=nonsense' });
    expect(await screen.findByRole('tab', { name: 'Profil ma’lumotlari' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Karimova');
  });

  it('keeps the URL in step with the tabs, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    mockProfileRoutes();
    const { router } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('tab', { name: 'Statusim' }));
    expect(router.state.location.search).toBe('?tab=my-status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Statusim' })).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Statusim' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Kuponlarim' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?tab=my-coupons');
    expect(screen.getByRole('tab', { name: 'Kuponlarim' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a small-screen address with the same content in the wide layout', async () => {
    mockProfileRoutes();
    renderApp({ route: '/my-status' });
    expect(await screen.findByRole('tab', { name: 'Statusim' })).toHaveAttribute('aria-selected', 'true');
  });

  it('logs out: forgets the session and the cached customer, and goes home', async () => {
    const user = userEvent.setup();
    mockProfileRoutes({ '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: [] } });
    const { router, store } = renderApp({ route: '/profile' });
    await screen.findByText('Dilnoza Karimova', { selector: 'p' });

    await user.click(screen.getByRole('button', { name: 'Hisobdan chiqish' }));

    expect(readSession()).toBeNull();
    expect(document.cookie).not.toMatch(/accessToken|customerId/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Hisobingizdan chiqdingiz. Yana kutib qolamiz!')).toBeInTheDocument();
    expect(store.getState().api.queries[`getCustomerById(${customerId})`]).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' })).toBeInTheDocument();
  });
});

describe('profile page on a phone', () => {
  beforeEach(() => {
    setScreenWidth(phoneWidth);
    signIn();
  });

  it('lists the sections, each opening its own page', async () => {
    const user = userEvent.setup();
    mockProfileRoutes();
    const { router } = renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(await screen.findByText('Dilnoza Karimova')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Profil bo‘limlari' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(tabNames);
    // One list item per link, so a screen reader announces a list of seven.
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual(tabNames);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/my-profile',
      '/my-orders',
      '/my-comments',
      '/my-address',
      '/my-notifications',
      '/my-status',
      '/my-coupons',
    ]);
    expect(screen.getByRole('button', { name: 'Hisobdan chiqish' })).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: 'Statusim' }));
    expect(router.state.location.pathname).toBe('/my-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statusim' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Profilga qaytish' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('opens the tab named in /profile?tab= as its page (e.g. from the payment pop-up)', async () => {
    mockProfileRoutes();
    renderApp({ route: '/profile?tab=my-orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyurtmalarim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilga qaytish' })).toHaveAttribute('href', '/profile');
  });

  it('shows a skeleton while the customer loads, then the header card', async () => {
    let release: () => void = () => undefined;
    mockProfileRoutes({
      [paths.customer]: () => new Promise((resolve) => {
        release = () => resolve({ body: dilnoza });
      }),
    });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('status', { name: 'Profil yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Dilnoza Karimova')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Profil yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('says when the customer cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({ [paths.customer]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: dilnoza }) });
    renderApp({ route: '/profile', language: 'ru' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные профиля.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Dilnoza Karimova')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Бронза · 1\s800\sбаллов$/ })).toHaveAttribute('href', '/my-status');
  });
});
