import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { cartLineAnswer, customerAnswer, likedItemAnswer } from '../../../test/web/answers';
import { mockRoutes, setCookie, type MockReply } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import type { CategoryBlock } from '../../features/catalogue/types';
import { clearSession, saveSession } from '../sessionCookies';

function category(id: number, nameUZB: string, nameRUS: string) {
  return { id, nameUZB, nameRUS, verticalImage: `/media/category/${id}/vertical.svg`, horizontalImage: null };
}
function block(type: CategoryBlock['categoryBlockType'], placement: number, id: number, nameUZB: string, nameRUS: string): CategoryBlock {
  return { id: id * 10, categoryBlockType: type, placementNumber: placement, category: { ...category(id, nameUZB, nameRUS), parentId: null } };
}

const menu1 = [block('MENU_1', 1, 2, 'Ayollar', 'Женщинам'), block('MENU_1', 2, 3, 'Erkaklar', 'Мужчинам')];
const menu2 = [block('MENU_2', 1, 11, 'Ko‘ylaklar', 'Платья'), block('MENU_2', 2, 25, 'Krossovkalar', 'Кроссовки')];

const shopRoutes: Record<string, MockReply> = {
  '/api/categoryBlock/getAllByCategoryBlockType/MENU_1': { body: menu1 },
  '/api/categoryBlock/getAllByCategoryBlockType/MENU_2': { body: menu2 },
  '/api/categories/getSubCategoriesByParent/2': { body: [category(12, 'Bluzkalar', 'Блузки'), category(13, 'Yubkalar', 'Юбки')] },
  '/api/categories/getSubCategoriesByParent/3': { body: [category(20, 'Shimlar', 'Брюки')] },
  '/api/categories/getSubCategoriesByParent/Libos%20Atelier': { body: [category(40, 'Kechki liboslar', 'Вечерние платья')] },
};

function renderWide(route = '/about') {
  setScreenWidth(desktopWidth);
  const mock = mockRoutes(shopRoutes);
  return { ...renderApp({ route }), ...mock };
}

describe('wide header', () => {
  it('shows the logo, both board entries, search, favourites, cart, account and the language drop-down', async () => {
    renderWide();
    const banner = await screen.findByRole('banner');

    expect(within(banner).getByRole('link', { name: 'Libos — bosh sahifa' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Katalog' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('button', { name: 'Libos Atelier' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('button', { name: 'Qidiruv' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sevimlilar: 0' })).toHaveAttribute('href', '/favorites');
    expect(within(banner).getByRole('link', { name: 'Savat: 0' })).toHaveAttribute('href', '/cart');
    expect(within(banner).getByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
    // The bottom bar belongs to small screens only.
    expect(screen.queryByRole('navigation', { name: 'Asosiy bo‘limlar' })).not.toBeInTheDocument();
  });

  it('opens the catalogue board with the MENU_1 categories and the chosen one’s subcategories', async () => {
    const user = userEvent.setup();
    renderWide();
    const entry = await screen.findByRole('button', { name: 'Katalog' });

    await user.click(entry);

    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(entry.getAttribute('aria-controls') ?? '')).not.toBeNull();
    // The boards are their own chunk: the element the entry controls is a placeholder until the board is in.
    const board = await waitFor(() => {
      const controlled = document.getElementById(entry.getAttribute('aria-controls') ?? '');
      expect(controlled?.querySelector('[role="tab"]')).not.toBeNull();
      return controlled as HTMLElement;
    });
    const tabs = within(board).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Ayollar', 'Erkaklar']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Bluzkalar' })).toHaveAttribute('href', '/categoryDetail/12');
    expect(screen.getByRole('link', { name: /Ayollar/ })).toHaveAttribute('href', '/categoryDetail/2');

    await user.hover(screen.getByRole('tab', { name: 'Erkaklar' }));

    expect(await screen.findByRole('link', { name: 'Shimlar' })).toHaveAttribute('href', '/categoryDetail/20');
    expect(screen.getByRole('tab', { name: 'Erkaklar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link', { name: 'Bluzkalar' })).not.toBeInTheDocument();
  });

  it('moves between categories with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWide();
    await user.click(await screen.findByRole('button', { name: 'Katalog' }));
    const first = await screen.findByRole('tab', { name: 'Ayollar' });

    act(() => first.focus());
    await user.keyboard('{ArrowDown}');

    expect(screen.getByRole('tab', { name: 'Erkaklar' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Shimlar' })).toBeInTheDocument();
  });

  it('opens the brand board with the line’s subcategories, asked for by its encoded name, and the MENU_2 blocks', async () => {
    const user = userEvent.setup();
    const { requests } = renderWide();

    await user.click(await screen.findByRole('button', { name: 'Libos Atelier' }));

    // The boards are their own chunk, fetched on demand: the board appears once it is in.
    const board = await screen.findByRole('region', { name: 'Libos Atelier bo‘limlari' });
    expect(await within(board).findByRole('link', { name: 'Kechki liboslar' })).toHaveAttribute('href', '/categoryDetail/40');
    expect(await within(board).findByRole('link', { name: 'Krossovkalar' })).toHaveAttribute('href', '/categoryDetail/25');
    expect(requests.map((request) => new URL(request.url, 'http://localhost').pathname)).toContain(
      '/api/categories/getSubCategoriesByParent/Libos%20Atelier',
    );
  });

  it('closes a board when its entry is clicked again, and switches when the other entry is clicked', async () => {
    const user = userEvent.setup();
    renderWide();
    const catalogue = await screen.findByRole('button', { name: 'Katalog' });
    const brand = screen.getByRole('button', { name: 'Libos Atelier' });

    await user.click(catalogue);
    await user.click(catalogue);
    expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Katalog bo‘limlari' })).not.toBeInTheDocument();

    await user.click(catalogue);
    await user.click(brand);
    expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    expect(brand).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a board on a click outside it', async () => {
    const user = userEvent.setup();
    renderWide();
    const catalogue = await screen.findByRole('button', { name: 'Katalog' });
    await user.click(catalogue);
    await screen.findByRole('region', { name: 'Katalog bo‘limlari' });

    await user.click(screen.getByRole('heading', { level: 1 }));

    expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Katalog bo‘limlari' })).not.toBeInTheDocument();
  });

  it('closes a board on Escape and gives the focus back to its entry', async () => {
    const user = userEvent.setup();
    renderWide();
    const brand = await screen.findByRole('button', { name: 'Libos Atelier' });
    await user.click(brand);
    await user.tab();

    await user.keyboard('{Escape}');

    expect(brand).toHaveAttribute('aria-expanded', 'false');
    expect(brand).toHaveFocus();
  });

  it('closes a board when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderWide();
    await user.click(await screen.findByRole('button', { name: 'Katalog' }));

    await user.click(await screen.findByRole('link', { name: 'Yubkalar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/categoryDetail/13'));
    expect(screen.getByRole('button', { name: 'Katalog' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the favourites and cart counts of a customer in the badges and their labels', async () => {
    setCookie('accessToken', 'token-5');
    setCookie('customerId', '5');
    setScreenWidth(desktopWidth);
    mockRoutes({
      ...shopRoutes,
      '/api/cartItem/byCustomerId/5': { body: [cartLineAnswer(1), cartLineAnswer(2)] },
      '/api/likedItem/getByCustomerId/5': { body: [likedItemAnswer(1, 9), likedItemAnswer(2, 8), likedItemAnswer(3, 7)] },
      '/api/customers/getCustomerById/5': { body: customerAnswer({ id: 5 }) },
    });
    renderApp({ route: '/about' });

    const favourites = await screen.findByRole('link', { name: 'Sevimlilar: 3' });
    expect(favourites).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Savat: 2' })).toHaveTextContent('2');
  });

  it('clears the counts and shows the login entry again when the customer logs out', async () => {
    saveSession({ accessToken: 'token-5', customerId: 5 });
    setScreenWidth(desktopWidth);
    mockRoutes({
      ...shopRoutes,
      '/api/cartItem/byCustomerId/5': { body: [cartLineAnswer(1)] },
      '/api/likedItem/getByCustomerId/5': { body: [likedItemAnswer(1, 9)] },
      '/api/customers/getCustomerById/5': { body: customerAnswer({ id: 5 }) },
    });
    const { store } = renderApp({ route: '/about' });
    await screen.findByRole('link', { name: 'Sevimlilar: 1' });

    act(() => clearSession());

    expect(await screen.findByRole('link', { name: 'Sevimlilar: 0' })).not.toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Savat: 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' })).toBeInTheDocument();
    expect(store.getState().cart.lineIds).toEqual([]);
    expect(store.getState().favourites.items).toEqual([]);
  });
});
