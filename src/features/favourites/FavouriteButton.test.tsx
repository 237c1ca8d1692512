import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { createI18n } from '../../i18n/setup';
import { ProductCard } from '../../components/product/ProductCard';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import { mockFetch, mockRoutes, pathOf, setCookie } from '../../../test/web/fetchMock';
import { selectAccountPanelOpen } from '../account/accountPanelSlice';
import { FavouriteButton } from './FavouriteButton';
import { selectGuestLikedCount, selectLikedCount } from './favouritesSlice';

const product = productCardFixture({ id: 42 });

function renderHeart() {
  const store = makeStore();
  const view = render(
    <AppProviders store={store} i18n={createI18n('uz')}>
      <MemoryRouter>
        <ProductCard product={product} action={<FavouriteButton productId={product.id} />} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

function signIn(customerId = 5) {
  setCookie('accessToken', 'token-1');
  setCookie('customerId', String(customerId));
}

describe('FavouriteButton', () => {
  it('keeps a visitor’s like in the browser, without asking to log in or calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockRoutes({});
    const { store } = renderHeart();

    const heart = screen.getByRole('button', { name: 'Sevimlilarga qo‘shish' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    expect(selectAccountPanelOpen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Sevimlilardan olib tashlash' })).toHaveAttribute('aria-pressed', 'true');
    expect(selectGuestLikedCount(store.getState())).toBe(1);
    expect(JSON.parse(localStorage.getItem('libos.guestFavourites') ?? 'null')).toEqual([42]);

    await user.click(screen.getByRole('button', { name: 'Sevimlilardan olib tashlash' }));
    expect(screen.getByRole('button', { name: 'Sevimlilarga qo‘shish' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('libos.guestFavourites')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('likes a product for a customer and then unlikes it', async () => {
    signIn(5);
    const user = userEvent.setup();
    let liked: Array<{ id: number; product: typeof product }> = [];
    const { requests } = mockFetch(async (request) => {
      const path = pathOf(request);
      if (path === '/api/likedItem/getByCustomerId/5') return { body: liked };
      if (path === '/api/likedItem/addLikedItem' && request.method === 'POST') {
        liked = [{ id: 900, product }];
        return { status: 201, body: liked[0] };
      }
      if (path === '/api/likedItem/deleteLikedItem/900' && request.method === 'DELETE') {
        liked = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const { store } = renderHeart();
    await waitFor(() => expect(requests.some((r) => pathOf(r) === '/api/likedItem/getByCustomerId/5')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Sevimlilarga qo‘shish' }));

    const likedHeart = await screen.findByRole('button', { name: 'Sevimlilardan olib tashlash' });
    expect(likedHeart).toHaveAttribute('aria-pressed', 'true');
    const add = requests.find((r) => pathOf(r) === '/api/likedItem/addLikedItem');
    expect(await add?.clone().json()).toEqual({ customerId: 5, productId: 42 });
    expect(add?.headers.get('Authorization')).toBe('Bearer token-1');
    await waitFor(() => expect(selectLikedCount(store.getState())).toBe(1));

    await user.click(likedHeart);

    expect(await screen.findByRole('button', { name: 'Sevimlilarga qo‘shish' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.some((r) => r.method === 'DELETE' && pathOf(r) === '/api/likedItem/deleteLikedItem/900')).toBe(true);
    await waitFor(() => expect(selectLikedCount(store.getState())).toBe(0));
  });

  it('shows a liked product as liked from the customer’s list', async () => {
    signIn(5);
    mockRoutes({ '/api/likedItem/getByCustomerId/5': { body: [{ id: 3, product }] } });
    renderHeart();

    expect(await screen.findByRole('button', { name: 'Sevimlilardan olib tashlash' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('flips back and says so when the server refuses', async () => {
    signIn(5);
    const user = userEvent.setup();
    mockRoutes({
      '/api/likedItem/getByCustomerId/5': { body: [] },
      '/api/likedItem/addLikedItem': { status: 409, body: { error: { code: 'CONFLICT', message: 'x' } } },
    });
    renderHeart();

    await user.click(await screen.findByRole('button', { name: 'Sevimlilarga qo‘shish' }));

    expect(await screen.findByText('Sevimlilarni yangilab bo‘lmadi. Qayta urinib ko‘ring.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sevimlilarga qo‘shish' })).toHaveAttribute('aria-pressed', 'false');
  });
});
