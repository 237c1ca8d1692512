import { screen, waitFor, within } from '@testing-library/react';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { order } from '../orders/testing/orderFixtures';
import { requestsTo } from '../profile/testing/profileKit';
import { readStaffSession } from './staffSession';
import { ordersPath, renderStaff, signInStaff, staffOrders, staffToken } from './testing/renderStaff';

const loginPath = '/api/auth/loginUser';
const sections = [
  'Boshqaruv paneli',
  'Buyurtmalar',
  'Qaytarishlar',
  'To‘lovlar',
  'Mijozlar',
  'Mahsulotlar',
  'Ranglar',
  'Brendlar',
  'Kategoriyalar',
  'Qoldiqlar',
  'Bosh sahifa',
  'Aksiyalar',
  'Sharhlar',
  'Xabarlar',
  'Bildirishnomalar',
  'SMS matnlari',
  'Yuborilmagan xabarlar',
  'Hududlar',
  'Xodimlar',
  'O‘zgarishlar jurnali',
  'Do‘kon sozlamalari',
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const navigation = () => screen.getByRole('navigation', { name: 'Bo‘limlar' });

describe('the staff frame on a wide screen', () => {
  beforeEach(() => setScreenWidth(desktopWidth));

  it('opens /staff on the orders, with every section beside it and who is signed in above', async () => {
    signInStaff();
    const { router } = renderStaff(staffOrders({ NEW: [order(1)] }));

    expect(await heading('Buyurtmalar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/orders');
    expect(within(navigation()).getAllByRole('link').map((link) => link.textContent)).toEqual(sections);
    expect(within(navigation()).getByRole('link', { name: 'Buyurtmalar' })).toHaveAttribute('aria-current', 'page');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('+998 90 999 99 99')).toBeInTheDocument();
    expect(within(banner).getByText('Administrator')).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Chiqish' })).toBeInTheDocument();
    // A wide screen lists the orders in a table, each number the link to its page.
    expect(await screen.findByRole('link', { name: 'Buyurtma № L-000001ni ochish' })).toHaveAttribute('href', '/staff/orders/1');
  });

  it('moves between sections, says which are coming next, and puts the focus on each heading', async () => {
    signInStaff();
    const { user, router, requests } = renderStaff(staffOrders({}));
    await heading('Buyurtmalar');

    await user.click(within(navigation()).getByRole('link', { name: 'Mahsulotlar' }));

    const products = await heading('Mahsulotlar');
    expect(products).toHaveFocus();
    expect(router.state.location.pathname).toBe('/staff/products');
    expect(within(navigation()).getByRole('link', { name: 'Mahsulotlar' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation()).getByRole('link', { name: 'Buyurtmalar' })).not.toHaveAttribute('aria-current');
    // Products is built (src/features/staff/products): its list, not the 'coming next' state.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mahsulot qo‘shish' })).toHaveAttribute('href', '/staff/products/new');

    await user.click(within(navigation()).getByRole('link', { name: 'Qoldiqlar' }));
    expect(await heading('Qoldiqlar')).toHaveFocus();

    await user.click(within(navigation()).getByRole('link', { name: 'Buyurtmalar' }));
    expect(await heading('Buyurtmalar')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/staff/orders');
    expect(requestsTo(requests, ordersPath).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the sign-in on any section to a visitor, and that section once they have signed in', async () => {
    const { user, router } = renderStaff(staffOrders({}), {
      route: '/staff/colours',
      routes: { [loginPath]: { body: { accessToken: staffToken, userId: 1, role: 'ADMIN' } } },
    });
    const form = await screen.findByRole('form', { name: 'Xodimlar uchun kirish' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ranglar' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Kirish' }));
    expect(within(form).getByRole('textbox', { name: 'Telefon raqami' })).toHaveFocus();
    expect(within(form).getByText('Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak')).toBeInTheDocument();
    expect(within(form).getByText('Parolni kiriting')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Telefon raqami' }), '90 999 99 99');
    await user.type(within(form).getByLabelText('Parol'), 'admin123');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));

    expect(await heading('Ranglar')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/staff/colours');
    expect(within(navigation()).getByRole('link', { name: 'Ranglar' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).getByText('+998 90 999 99 99')).toBeInTheDocument();
  });

  it('signs out to the sign-in, and the next person starts from the orders', async () => {
    signInStaff();
    const { user, router } = renderStaff(staffOrders({}), { route: '/staff/brands' });
    await heading('Brendlar');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Chiqish' }));

    expect(await screen.findByRole('form', { name: 'Xodimlar uchun kirish' })).toBeInTheDocument();
    expect(screen.getByText('Xodim hisobidan chiqdingiz')).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/staff/orders');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('says when an address under /staff is no section', async () => {
    signInStaff();
    const { user } = renderStaff(staffOrders({}), { route: '/staff/no-such-section' });
    expect(await heading('Bunday bo‘lim yo‘q.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Buyurtmalarga o‘tish' }));
    expect(await heading('Buyurtmalar')).toBeInTheDocument();
  });
});

describe('the staff frame on a phone', () => {
  it('keeps the sections in a drawer that closes once one is chosen, with the sign-out in it', async () => {
    signInStaff();
    const { user, router } = renderStaff(staffOrders({}));
    await heading('Buyurtmalar');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiqish' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Bo‘limlar menyusini ochish' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);

    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = await screen.findByRole('navigation', { name: 'Bo‘limlar' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(sections);
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Kategoriyalar' }));

    // The heading takes the focus once the drawer has gone (its focus trap lets go as it closes: pageFocus.ts).
    const categories = await heading('Kategoriyalar');
    await waitFor(() => expect(categories).toHaveFocus());
    expect(router.state.location.pathname).toBe('/staff/categories');
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(await screen.findByRole('button', { name: 'Chiqish' }));
    expect(await screen.findByRole('form', { name: 'Xodimlar uchun kirish' })).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bo‘limlar menyusini ochish' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('closes the drawer with its close button, leaving the section as it was and the focus on the menu button', async () => {
    signInStaff();
    const { user, router } = renderStaff(staffOrders({}), { route: '/staff/stock' });
    await heading('Qoldiqlar');
    const menu = screen.getByRole('button', { name: 'Bo‘limlar menyusini ochish' });
    await user.click(menu);
    await user.click(await screen.findByRole('button', { name: 'Menyuni yopish' }));
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/staff/stock');
    expect(menu).toHaveFocus();
  });
});

describe('the staff frame in Russian', () => {
  it('names the sections, the role and the coming sections in Russian, leaving out what only an ADMIN opens', async () => {
    setScreenWidth(desktopWidth);
    signInStaff(staffToken, 'MANAGER');
    renderStaff(staffOrders({}), { route: '/staff/products', language: 'ru' });

    expect(await heading('Товары')).toBeInTheDocument();
    expect(within(navigationRu()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Сводка',
      'Заказы',
      'Возвраты',
      'Платежи',
      'Клиенты',
      'Товары',
      'Цвета',
      'Бренды',
      'Категории',
      'Остатки',
      'Главная страница',
      'Акции',
      'Отзывы',
      'Сообщения',
      'Уведомления',
      'Тексты SMS',
      'Неотправленные сообщения',
      'Регионы',
    ]);
    expect(within(navigationRu()).getByRole('list', { name: 'Настройки' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Добавить товар' })).toHaveAttribute('href', '/staff/products/new');
    expect(within(screen.getByRole('banner')).getByText('Менеджер')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(document.title).toBe('Товары — Libos: управление');
  });

  it('switches the whole frame between the languages from its bar', async () => {
    setScreenWidth(desktopWidth);
    signInStaff();
    const { user } = renderStaff(staffOrders({}), { route: '/staff/brands' });
    await heading('Brendlar');

    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));

    expect(await heading('Бренды')).toBeInTheDocument();
    expect(within(navigationRu()).getByRole('link', { name: 'Заказы' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Администратор')).toBeInTheDocument();
  });
});

function navigationRu() {
  return screen.getByRole('navigation', { name: 'Разделы' });
}
