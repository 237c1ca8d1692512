import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerAnswer } from '../../../test/web/answers';
import { deferredReply, mockRoutes, setCookie, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { Language } from '../../i18n/languages';
import type { FullProduct } from '../../../contract/product';
import type { LikedItem } from './types';

const customerId = 5;
const likedPath = `/api/likedItem/getByCustomerId/${customerId}`;

const liked = (id: number, productId: number, nameUZB: string, nameRUS: string): LikedItem => ({
  id,
  product: productCardFixture({ id: productId, nameUZB, nameRUS }),
});

function fullProduct(id: number, nameUZB: string): FullProduct {
  return {
    ...productCardFixture({ id, nameUZB }),
    descriptionUZB: 'Paxta',
    descriptionRUS: 'Хлопок',
    referenceNumber: `LB-${id}`,
    brand: { id: 1, name: 'Libos' },
    categories: [],
    sizes: [{ productSizeVariantId: id * 10, size: 'M', quantity: 3 }],
    colorVariants: [],
  };
}

const dress = liked(1, 101, 'Zig‘ir ko‘ylak', 'Льняное платье');
const shirt = liked(2, 102, 'Oq ko‘ylak', 'Белая рубашка');

function renderFavourites(favourites: MockHandler | MockReply, { routes = {}, language = 'uz' }: { routes?: Record<string, MockHandler | MockReply>; language?: Language } = {}) {
  setCookie('accessToken', `token-${customerId}`);
  setCookie('customerId', String(customerId));
  const mock = mockRoutes({
    [`/api/customers/getCustomerById/${customerId}`]: { body: customerAnswer({ id: customerId }) },
    [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
    [likedPath]: favourites,
    ...routes,
  });
  return { ...renderApp({ route: '/favorites', language }), ...mock, user: userEvent.setup() };
}

describe('FavouritesPage', () => {
  it('shows a visitor with nothing liked the empty list, without asking the server', async () => {
    const { requests } = mockRoutes({});
    renderApp({ route: '/favorites' });

    expect(await screen.findByText(/Sevimlilar ro‘yxati hozircha bo‘sh/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/likedItem/'))).toBe(false);
  });

  it('shows a visitor’s favourites kept in the browser, newest first, and the heart takes one away', async () => {
    localStorage.setItem('libos.guestFavourites', JSON.stringify([102, 101]));
    const { requests } = mockRoutes({
      '/api/product/getProductById/101': { body: fullProduct(101, 'Zig‘ir ko‘ylak') },
      '/api/product/getProductById/102': { body: fullProduct(102, 'Oq ko‘ylak') },
    });
    const user = userEvent.setup();
    renderApp({ route: '/favorites' });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Oq ko‘ylak', 'Zig‘ir ko‘ylak']);
    expect(screen.getByText(/Sevimlilaringiz shu brauzerda saqlanadi/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sevimlilar: 2' }).length).toBeGreaterThan(0);

    await user.click(within(cards[0]!).getByRole('button', { name: 'Sevimlilardan olib tashlash' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('libos.guestFavourites') ?? 'null')).toEqual([101]);
    expect(screen.getAllByRole('link', { name: 'Sevimlilar: 1' }).length).toBeGreaterThan(0);
    expect(requests.some((request) => request.url.includes('/api/likedItem/'))).toBe(false);
  });

  it('shows skeleton cards while the favourites load, then the cards with a pressed heart', async () => {
    const reply = deferredReply();
    renderFavourites(() => reply.promise);

    const loading = await screen.findByRole('status', { name: 'Mahsulotlar yuklanmoqda' });
    expect(loading).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);

    await act(async () => reply.release({ body: [dress, shirt] }));

    const card = await screen.findByRole('link', { name: 'Zig‘ir ko‘ylak' });
    expect(card).toHaveAttribute('href', '/productDetail/101');
    expect(screen.getByRole('link', { name: 'Oq ko‘ylak' })).toHaveAttribute('href', '/productDetail/102');
    expect(screen.getByText('2 ta mahsulot')).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sevimlilardan olib tashlash' })).toHaveLength(2));
    for (const heart of screen.getAllByRole('button', { name: 'Sevimlilardan olib tashlash' })) {
      expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('shows an empty list with a way to the catalogue', async () => {
    renderFavourites({ body: [] });

    expect(await screen.findByText(/Sevimlilar ro‘yxati hozircha bo‘sh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalogga o‘tish' })).toHaveAttribute('href', '/catalogs');
  });

  it('shows an error with a retry that loads the favourites again', async () => {
    jest.useFakeTimers();
    let serverUp = false;
    renderFavourites(() => (serverUp ? { body: [dress] } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sevimlilarni yuklab bo‘lmadi');

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));

    expect(await screen.findByRole('link', { name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the card as soon as the server agrees, before the list is fetched again', async () => {
    // The list answers once; the refetch after the delete never does, so only the cache update can remove the card.
    let listed = false;
    const { user, requests } = renderFavourites(
      () => {
        if (listed) return new Promise<MockReply>(() => undefined);
        listed = true;
        return { body: [dress, shirt] };
      },
      { routes: { '/api/likedItem/deleteLikedItem/1': { status: 204 } } },
    );
    const card = (await screen.findByRole('link', { name: 'Zig‘ir ko‘ylak' })).closest('article');
    if (!card) throw new Error('the card is an article');

    const heart = await within(card).findByRole('button', { name: 'Sevimlilardan olib tashlash' });
    await user.click(heart);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zig‘ir ko‘ylak' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Oq ko‘ylak' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('1 ta mahsulot')).toBeInTheDocument();
  });

  it('shows the empty state after the last favourite is removed', async () => {
    let items = [dress];
    const { user } = renderFavourites(() => ({ body: items }), {
      routes: {
        '/api/likedItem/deleteLikedItem/1': () => {
          items = [];
          return { status: 204 };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Sevimlilardan olib tashlash' }));

    expect(await screen.findByText(/Sevimlilar ro‘yxati hozircha bo‘sh/)).toBeInTheDocument();
  });

  it('speaks Russian with Russian names', async () => {
    renderFavourites({ body: [dress, shirt] }, { language: 'ru' });

    expect(await screen.findByRole('link', { name: 'Льняное платье' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByText('2 товара')).toBeInTheDocument();
  });
});
