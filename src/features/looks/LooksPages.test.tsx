import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, pathOf, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { Look } from './types';

const looksPath = '/api/lookCollection/getLookCollection';

function look(id: number, products = [productCardFixture({ id: id * 10 })], name: Pick<Look, 'nameUZB' | 'nameRUS'> = { nameUZB: null, nameRUS: null }): Look {
  return { id, ...name, images: [{ url: `/media/looks/${id}/1.svg` }, { url: `/media/looks/${id}/2.svg` }], products };
}

const summer = look(
  3,
  [
    productCardFixture({ id: 31, nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье', sellPrice: 400_000 }),
    productCardFixture({ id: 32, nameUZB: 'Sandal', nameRUS: 'Сандалии', sellPrice: 250_000, sale: 20, salePrice: 200_000 }),
  ],
  { nameUZB: 'Yozgi oqshom', nameRUS: 'Летний вечер' },
);
const looks = [summer, look(4), look(5)];

function failing(): MockReply {
  return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } };
}

describe('LooksPage', () => {
  it('shows every look as a tile that opens it', async () => {
    mockRoutes({ [looksPath]: { body: looks } });
    renderApp({ route: '/looks' });

    const grid = await screen.findByRole('list', { name: 'Obrazlar' });
    const tiles = within(grid).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/looksDetail/3', '/looksDetail/4', '/looksDetail/5']);
    expect(within(grid).getByRole('link', { name: /Yozgi oqshom/ })).toHaveTextContent('2 ta mahsulot');
    // A look the shop gave no name is named by its number.
    expect(within(grid).getByRole('link', { name: /Obraz №4/ })).toHaveAttribute('href', '/looksDetail/4');
  });

  it('names the looks in Russian on the Russian page', async () => {
    mockRoutes({ [looksPath]: { body: looks } });
    renderApp({ route: '/looks', language: 'ru' });

    const grid = await screen.findByRole('list', { name: 'Образы' });
    expect(within(grid).getByRole('link', { name: /Летний вечер/ })).toHaveAttribute('href', '/looksDetail/3');
    expect(within(grid).queryByRole('link', { name: /Yozgi oqshom/ })).not.toBeInTheDocument();
  });

  it('draws the tiles in its first render on a landing, read before it (startShop.ts, and the server drawing the page)', async () => {
    const { requests } = mockRoutes({ [looksPath]: { body: looks } });
    const store = makeStore();
    await preloadPage('/looks', '', store.dispatch);
    renderApp({ route: '/looks', store });

    // No skeleton first: the tiles are there at once, and the page's own read found the answer cached.
    const grid = screen.getByRole('list', { name: 'Obrazlar' });
    expect(within(grid).getByRole('link', { name: /Yozgi oqshom/ })).toHaveAttribute('href', '/looksDetail/3');
    // The tile's picture is decorative (the link names the look): found by its address.
    expect(grid.querySelector('img')).toHaveAttribute('src', '/media/looks/3/1.svg');
    expect(requests.filter((request) => pathOf(request) === looksPath)).toHaveLength(1);
  });

  it('shows skeleton tiles while the looks load', async () => {
    const reply = deferredReply();
    mockRoutes({ [looksPath]: () => reply.promise });
    renderApp({ route: '/looks' });

    expect(await screen.findByRole('status', { name: 'Obrazlar yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => reply.release({ body: looks }));
    expect(await screen.findByRole('list', { name: 'Obrazlar' })).toBeInTheDocument();
  });

  it('says so when there are no looks yet', async () => {
    mockRoutes({ [looksPath]: { body: [] } });
    renderApp({ route: '/looks' });

    expect(await screen.findByText(/Hozircha obrazlar yo‘q/)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    mockRoutes({ [looksPath]: () => (serverUp ? { body: looks } : failing()) });
    renderApp({ route: '/looks' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Obrazlarni yuklab bo‘lmadi');
    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('list', { name: 'Obrazlar' })).toBeInTheDocument();
  });
});

describe('LookDetailPage', () => {
  function lookRoutes(one: MockHandler | MockReply = { body: summer }) {
    return mockRoutes({ '/api/lookCollection/getLookCollectionById/3': one, [looksPath]: { body: looks } });
  }

  it('shows the look, its products with their total and the other looks', async () => {
    lookRoutes();
    renderApp({ route: '/looksDetail/3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Yozgi oqshom' })).toBeInTheDocument();
    // 400 000 + the sale price 200 000.
    expect(screen.getByText(/600.000.so‘m/)).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Obrazdagi mahsulotlar' });
    expect(within(products).getByRole('link', { name: /Zig‘ir ko‘ylak/ })).toHaveAttribute('href', '/productDetail/31');
    expect(within(products).getByRole('link', { name: /Sandal/ })).toHaveAttribute('href', '/productDetail/32');

    const others = await screen.findByRole('region', { name: 'Boshqa obrazlar' });
    // The row shows its skeletons until the other looks' own read has come.
    await waitFor(() => expect(within(others).getByRole('list')).not.toHaveAttribute('aria-busy'));
    const otherLinks = within(others).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(otherLinks).toContain('/looksDetail/4');
    expect(otherLinks).not.toContain('/looksDetail/3');
  });

  it('draws the look and its products in its first render on a landing, and reads the other looks only after it', async () => {
    const { requests } = lookRoutes();
    const store = makeStore();
    await preloadPage('/looksDetail/3', '', store.dispatch);
    expect(requests.map(pathOf)).toEqual(['/api/lookCollection/getLookCollectionById/3']);
    renderApp({ route: '/looksDetail/3', store });

    expect(screen.getByRole('heading', { level: 1, name: 'Yozgi oqshom' })).toBeInTheDocument();
    expect(screen.getByText(/600.000.so‘m/)).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Obrazdagi mahsulotlar' });
    expect(within(products).getByRole('link', { name: /Sandal/ })).toHaveAttribute('href', '/productDetail/32');
    expect(within(products).getByText(/200.000.so‘m/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Boshqa obrazlar' })).toBeInTheDocument();
    expect(requests.filter((request) => pathOf(request) === '/api/lookCollection/getLookCollectionById/3')).toHaveLength(1);
  });

  it('reads nothing ahead for an address that names no look', async () => {
    const { requests } = lookRoutes();
    await preloadPage('/looksDetail/abc', '', makeStore().dispatch);
    expect(requests).toHaveLength(0);
  });

  it('says when none of the look’s products is on sale any more', async () => {
    lookRoutes({ body: look(3, []) });
    renderApp({ route: '/looksDetail/3' });

    expect(await screen.findByText('Bu obrazdagi mahsulotlar hozir sotuvda yo‘q.')).toBeInTheDocument();
  });

  it('shows a skeleton while the look loads', async () => {
    const reply = deferredReply();
    lookRoutes(() => reply.promise);
    renderApp({ route: '/looksDetail/3' });

    expect(await screen.findByRole('status', { name: 'Obraz yuklanmoqda' })).toBeInTheDocument();
    await act(async () => reply.release({ body: summer }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yozgi oqshom' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    lookRoutes(() => (serverUp ? { body: summer } : failing()));
    renderApp({ route: '/looksDetail/3' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Obrazni yuklab bo‘lmadi');
    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yozgi oqshom' })).toBeInTheDocument();
  });

  it('says the look does not exist for an unknown id, with a way to all looks and a title, not the sentence', async () => {
    lookRoutes({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Look not found' } } });
    renderApp({ route: '/looksDetail/3' });

    expect(await screen.findByText('Bunday obraz topilmadi. Balki u endi mavjud emas.')).toBeInTheDocument();
    expect(document.title).toBe('Obraz topilmadi — Libos');
    expect(screen.getByRole('link', { name: 'Barcha obrazlar' })).toHaveAttribute('href', '/looks');
  });
});
