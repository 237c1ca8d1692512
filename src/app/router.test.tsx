import { screen } from '@testing-library/react';
import { renderApp } from '../../test/web/render';
import { mockRoutes } from '../../test/web/fetchMock';

// SPEC §2: every route of the table renders its page inside the layout.
const pages: Array<[route: string, heading: string, detail?: string]> = [
  ['/categoryDetail/7', 'Kategoriya', '№ 7'],
  ['/looks', 'Obrazlar'],
  ['/looksDetail/3', 'Obraz', '№ 3'],
  ['/productDetail/42', 'Mahsulot', '№ 42'],
  ['/searchResult?search=ko%E2%80%98ylak', 'Qidiruv natijalari', '«ko‘ylak» bo‘yicha'],
  ['/searchResult', 'Qidiruv natijalari', 'Qidiruv so‘zi kiritilmagan.'],
  ['/cart', 'Savat'],
  ['/favorites', 'Sevimlilar'],
  ['/profile', 'Profil', 'Profil ma’lumotlari'],
  ['/profile?tab=my-orders', 'Profil', 'Buyurtmalarim'],
  ['/profile?tab=nonsense', 'Profil', 'Profil ma’lumotlari'],
  ['/about', 'Biz haqimizda'],
  ['/terms', 'Foydalanish shartlari'],
  ['/branches', 'Filiallar'],
  ['/contact', 'Aloqa'],
  ['/privacy', 'Maxfiylik siyosati'],
  ['/my-profile', 'Profil', 'Profil ma’lumotlari'],
  ['/my-orders', 'Profil', 'Buyurtmalarim'],
  ['/my-comments', 'Profil', 'Sharhlarim'],
  ['/my-address', 'Profil', 'Manzilim'],
  ['/my-notifications', 'Profil', 'Bildirishnomalar'],
  ['/my-status', 'Profil', 'Statusim'],
  ['/my-coupons', 'Profil', 'Kuponlarim'],
  ['/catalogs', 'Kataloglar'],
  ['/catalog/2', 'Katalog', '№ 2'],
  ['/no/such/page', 'Page Not Found'],
];

describe('routes', () => {
  // Rows become objects: a callback with more parameters than a row has would be taken for a `done` test.
  it.each(pages.map(([route, heading, detail]) => ({ route, heading, detail })))('$route shows “$heading”', async ({ route, heading, detail }) => {
    renderApp({ route });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the home page at /', async () => {
    mockRoutes({ '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: [] } });
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategoriyalar' })).toBeInTheDocument();
  });

  it('titles the document after the page', async () => {
    renderApp({ route: '/cart', language: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Корзина' });
    expect(document.title).toBe('Корзина — Libos');
  });

  it('lets the profile page switch tabs by link', async () => {
    renderApp({ route: '/my-orders' });
    const current = await screen.findByRole('link', { name: 'Buyurtmalarim' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/profile?tab=my-orders');
    expect(screen.getByRole('link', { name: 'Kuponlarim' })).toHaveAttribute('href', '/profile?tab=my-coupons');
  });
});
