import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { cartLineAnswer, likedItemAnswer } from '../../../test/web/answers';
import { mockRoutes, setCookie } from '../../../test/web/fetchMock';
import { phoneWidth, scrollWindowTo, setScreenWidth } from '../../../test/web/screen';
import { settingsPath, shopSettings } from '../../features/settings/testing/shopSettings';
import { toastsMounted } from '../toasts';
import { searchFieldScrollThreshold } from './SmallHeader';

const homeRoutes = { '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: [] } };

function renderPhone(route = '/') {
  setScreenWidth(phoneWidth);
  mockRoutes(homeRoutes);
  return renderApp({ route });
}

describe('small header', () => {
  it('shows the logo and, on the home page, a search field instead of the wide menu', async () => {
    renderPhone();
    const banner = await screen.findByRole('banner');

    expect(within(banner).getByRole('link', { name: 'Libos — bosh sahifa' })).toBeInTheDocument();
    expect(within(banner).getByRole('search')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Mahsulot qidirish' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Qidiruvni ochish' })).not.toBeInTheDocument();
    // The language drop-down on the first screen (issue 34), and again at the end of the page.
    expect(within(banner).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
    expect(within(await screen.findByRole('contentinfo')).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Katalog' })).not.toBeInTheDocument();
  });

  it(`turns the search field into an icon once the page is scrolled more than ${searchFieldScrollThreshold} px, and back`, async () => {
    renderPhone();
    const banner = await screen.findByRole('banner');
    // The home page and the footer are lazy chunks: they have come in before the scrolling starts.
    await screen.findByRole('heading', { level: 1, name: 'Libos — onlayn kiyim do‘koni' });
    await screen.findByRole('contentinfo');

    act(() => scrollWindowTo(searchFieldScrollThreshold));
    expect(within(banner).getByRole('button', { name: 'Mahsulot qidirish' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Qidiruvni ochish' })).not.toBeInTheDocument();

    act(() => scrollWindowTo(searchFieldScrollThreshold + 1));
    expect(within(banner).getByRole('button', { name: 'Qidiruvni ochish' })).toBeInTheDocument();
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Mahsulot qidirish' })).not.toBeInTheDocument());
    // Scrolling is the shopper's first sign of engagement: the settled page mounts the toasts' provider, a lazy chunk.
    await waitFor(() => expect(toastsMounted()).toBe(true));

    act(() => scrollWindowTo(0));
    expect(within(banner).getByRole('button', { name: 'Mahsulot qidirish' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Qidiruvni ochish' })).not.toBeInTheDocument();
  });

  it('keeps the folded field’s room under the header, so the page below stays where it was', async () => {
    renderPhone();
    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1, name: 'Libos — onlayn kiyim do‘koni' });
    // Header.module.css gives this class a bottom margin as tall as the field's row.
    expect(banner).not.toHaveClass('keepFieldRoom');

    act(() => scrollWindowTo(searchFieldScrollThreshold + 1));
    expect(within(banner).queryByRole('search')).not.toBeInTheDocument();
    expect(banner).toHaveClass('keepFieldRoom');

    act(() => scrollWindowTo(0));
    expect(within(banner).getByRole('search')).toBeInTheDocument();
    expect(banner).not.toHaveClass('keepFieldRoom');
  });

  it('keeps no room on pages without the field', async () => {
    renderPhone('/cart');
    const banner = await screen.findByRole('banner');
    act(() => scrollWindowTo(400));
    expect(banner).not.toHaveClass('keepFieldRoom');
  });

  it('listens to scrolling passively', async () => {
    const listen = jest.spyOn(window, 'addEventListener');
    renderPhone();
    await screen.findByRole('banner');

    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    listen.mockRestore();
  });

  it('shows only the search icon on other pages', async () => {
    renderPhone('/cart');
    const banner = await screen.findByRole('banner');

    expect(within(banner).getByRole('button', { name: 'Qidiruvni ochish' })).toBeInTheDocument();
    expect(within(banner).queryByRole('search')).not.toBeInTheDocument();
  });

  it('opens the search overlay from the field and from the icon', async () => {
    const user = userEvent.setup();
    renderPhone();

    await user.click(await screen.findByRole('button', { name: 'Mahsulot qidirish' }));
    // The overlay is its own chunk, fetched once the page has settled or, as here, at the first opening.
    expect(await screen.findByRole('dialog', { name: 'Mahsulot qidiruvi' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Qidiruvni yopish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mahsulot qidiruvi' })).not.toBeInTheDocument());

    act(() => scrollWindowTo(200));
    await user.click(screen.getByRole('button', { name: 'Qidiruvni ochish' }));
    expect(screen.getByRole('dialog', { name: 'Mahsulot qidiruvi' })).toBeInTheDocument();
  });
});

describe('bottom bar', () => {
  it('links home, catalogs, favourites and cart, and marks the current one', async () => {
    renderPhone('/cart');
    const bar = await screen.findByRole('navigation', { name: 'Asosiy bo‘limlar' });

    expect(within(bar).getByRole('link', { name: 'Asosiy' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Kataloglar' })).toHaveAttribute('href', '/catalogs');
    expect(within(bar).getByRole('link', { name: 'Sevimlilar: 0' })).toHaveAttribute('href', '/favorites');
    const cart = within(bar).getByRole('link', { name: 'Savat: 0' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Asosiy' })).not.toHaveAttribute('aria-current');
  });

  it('opens the account panel from the profile entry for a visitor', async () => {
    const user = userEvent.setup();
    renderPhone('/cart');
    const bar = await screen.findByRole('navigation', { name: 'Asosiy bo‘limlar' });

    await user.click(within(bar).getByRole('button', { name: 'Profil' }));

    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
  });

  it('shows a customer’s counts and links the profile entry to /profile', async () => {
    setCookie('accessToken', 'token-5');
    setCookie('customerId', '5');
    setScreenWidth(phoneWidth);
    mockRoutes({
      ...homeRoutes,
      '/api/cartItem/byCustomerId/5': { body: [cartLineAnswer(1)] },
      '/api/likedItem/getByCustomerId/5': { body: [likedItemAnswer(1, 9), likedItemAnswer(2, 8)] },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/' });
    const bar = await screen.findByRole('navigation', { name: 'Asosiy bo‘limlar' });

    expect(await within(bar).findByRole('link', { name: 'Sevimlilar: 2' })).toHaveTextContent('2');
    expect(within(bar).getByRole('link', { name: 'Savat: 1' })).toHaveTextContent('1');

    await user.click(within(bar).getByRole('link', { name: 'Profil' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('is not there on wide screens', async () => {
    setScreenWidth(1280);
    mockRoutes(homeRoutes);
    renderApp({ route: '/cart' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Asosiy bo‘limlar' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('links the shop’s pages, discounts going to category 7', async () => {
    renderPhone('/cart');
    const footer = await screen.findByRole('contentinfo');

    const expected: Array<[string, string]> = [
      ['Biz haqimizda', '/about'],
      ['Filiallar', '/branches'],
      ['Chegirmalar', '/categoryDetail/7'],
      ['Foydalanish shartlari', '/terms'],
      ['Aloqa', '/contact'],
      ['Maxfiylik siyosati', '/privacy'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('gives the shop’s phone, Telegram and e-mail from its settings', async () => {
    setScreenWidth(phoneWidth);
    mockRoutes({ ...homeRoutes, [settingsPath]: { body: { ...shopSettings, phoneNumber: '+998712223344', telegram: '@libos_shop', email: 'salom@libos.uz' } } });
    renderApp({ route: '/cart' });
    const footer = await screen.findByRole('contentinfo');
    const contacts = await within(footer).findByRole('region', { name: 'Aloqa' });
    expect(within(contacts).getByRole('link', { name: '+998 71 222 33 44' })).toHaveAttribute('href', 'tel:+998712223344');
    expect(within(contacts).getByRole('link', { name: '@libos_shop' })).toHaveAttribute('href', 'https://t.me/libos_shop');
    expect(within(contacts).getByRole('link', { name: 'salom@libos.uz' })).toHaveAttribute('href', 'mailto:salom@libos.uz');
    // The Telegram mark among the social accounts goes to the same account as the contacts.
    expect(within(footer).getByRole('link', { name: 'Libos Telegram’da' })).toHaveAttribute('href', 'https://t.me/libos_shop');
  });

  it('opens the discounts category', async () => {
    const user = userEvent.setup();
    const { router } = renderPhone('/cart');

    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Chegirmalar' }));

    expect(router.state.location.pathname).toBe('/categoryDetail/7');
    // The category page takes over (the mock knows no categories, so it says so).
    expect(await screen.findByText(/Bunday kategoriya topilmadi/)).toBeInTheDocument();
  });

  it('links the social accounts and both app stores in a new tab', async () => {
    renderPhone('/cart');
    const footer = await screen.findByRole('contentinfo');

    for (const name of ['Libos Instagram’da', 'Libos Telegram’da', 'Libos Facebook’da', 'Yuklab oling App Store', 'Yuklab oling Google Play']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: 'Yuklab oling App Store' }).getAttribute('href')).toContain('apps.apple.com');
    expect(within(footer).getByRole('link', { name: 'Yuklab oling Google Play' }).getAttribute('href')).toContain('play.google.com');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Libos. Barcha huquqlar himoyalangan.`)).toBeInTheDocument();
  });

  it('has no language drop-down on wide screens, where the header has it', async () => {
    setScreenWidth(1280);
    mockRoutes(homeRoutes);
    renderApp({ route: '/cart' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
