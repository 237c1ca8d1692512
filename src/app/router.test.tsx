import { screen } from '@testing-library/react';
import { renderApp } from '../../test/web/render';
import { mockRoutes } from '../../test/web/fetchMock';

// A visitor on any profile address is invited to log in (the signed-in tabs: features/profile/ProfilePage.test.tsx).
const profileVisitor = 'Buyurtmalaringiz, manzillaringiz, kuponlaringiz va bonus ballaringizni ko‘rish uchun hisobingizga kiring.';

// Every route of the router's table renders its page inside the layout. The API answers 404 to everything
// here, so pages about one record show their "not found" state (their data states: each page's own tests).
const recordPages: Array<[route: string, message: string]> = [
  ['/categoryDetail/7', 'Bunday kategoriya topilmadi. Havola eskirgan bo‘lishi mumkin.'],
  ['/looksDetail/3', 'Bunday obraz topilmadi. Balki u endi mavjud emas.'],
  ['/productDetail/42', 'Bunday mahsulot topilmadi. Havola eskirgan yoki mahsulot o‘chirilgan bo‘lishi mumkin.'],
  ['/catalog/2', 'Bunday katalog topilmadi. Havola eskirgan bo‘lishi mumkin.'],
];

const pages: Array<[route: string, heading: string, detail?: string]> = [
  ['/looks', 'Obrazlar'],
  ['/searchResult?search=ko%E2%80%98ylak', 'Qidiruv natijalari'],
  ['/searchResult', 'Qidiruv natijalari'],
  ['/cart', 'Savat'],
  ['/favorites', 'Sevimlilar'],
  ['/profile', 'Profil', profileVisitor],
  ['/profile?tab=my-orders', 'Profil', profileVisitor],
  ['/profile?tab=nonsense', 'Profil', profileVisitor],
  ['/about', 'Biz haqimizda'],
  ['/terms', 'Foydalanish shartlari'],
  ['/branches', 'Filiallar'],
  ['/contact', 'Aloqa'],
  ['/privacy', 'Maxfiylik siyosati'],
  ['/my-profile', 'Profil', profileVisitor],
  ['/my-orders', 'Profil', profileVisitor],
  ['/my-comments', 'Profil', profileVisitor],
  ['/my-address', 'Profil', profileVisitor],
  ['/my-notifications', 'Profil', profileVisitor],
  ['/my-status', 'Profil', profileVisitor],
  ['/my-coupons', 'Profil', profileVisitor],
  ['/catalogs', 'Kataloglar'],
  ['/no/such/page', 'Page Not Found'],
];

describe('routes', () => {
  // Rows become objects: a callback with more parameters than a row has would be taken for a `done` test.
  it.each(pages.map(([route, heading, detail]) => ({ route, heading, detail })))('$route shows “$heading”', async ({ route, heading, detail }) => {
    renderApp({ route });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(recordPages.map(([route, message]) => ({ route, message })))('$route shows its page', async ({ route, message }) => {
    mockRoutes({});
    renderApp({ route });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText(message));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the home page at /', async () => {
    mockRoutes({});
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Libos — onlayn kiyim do‘koni' })).toBeInTheDocument();
  });

  it('titles the document after the page', async () => {
    renderApp({ route: '/cart', language: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Корзина' });
    expect(document.title).toBe('Корзина — Libos');
  });
});
