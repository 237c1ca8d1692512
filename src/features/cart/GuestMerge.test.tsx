import { act, screen, waitFor, within } from '@testing-library/react';
import { cartLineAnswer, likedItemAnswer } from '../../../test/web/answers';
import { setCookie, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { notifySessionChanged } from '../../app/session';
import type { Language } from '../../i18n/languages';
import { accountPanelClosed, accountPanelOpened } from '../account/accountPanelSlice';
import { checkoutAfterSignInSet } from './cartSlice';
import type { CartLine } from './types';
import { customerId, mockProfileRoutes } from '../profile/testing/profileKit';
import { fullProduct, productRoute, storeGuestCart, storedGuestCart } from './testing/guestProducts';

const cartPath = `/api/cartItem/byCustomerId/${customerId}`;
const likedPath = `/api/likedItem/getByCustomerId/${customerId}`;
const dress = fullProduct(1, 'Ko‘ylak');
const scarf = fullProduct(2, 'Sharf');

const merged: CartLine[] = [
  cartLineAnswer(501, { productId: 1, productSizeVariant: { id: 11, size: 'S', quantity: 5 }, quantity: 2 }),
  cartLineAnswer(502, { productId: 3, productSizeVariant: { id: 31, size: 'M', quantity: 5 } }),
  cartLineAnswer(503, { productId: 4, productSizeVariant: { id: 41, size: 'L', quantity: 5 } }),
];
// The account liked a product before; the visitor's favourite joins it.
const likedAfter = [likedItemAnswer(70, 2), likedItemAnswer(60, 5)];

/** A visitor with two lines and a favourite in the browser, on the cart page, signing in as customer 7. */
function visitorWithThings(routes: Record<string, MockHandler | MockReply>, language: Language = 'uz') {
  storeGuestCart([
    { productId: 2, productSizeVariantId: 22, quantity: 1 },
    { productId: 1, productSizeVariantId: 11, quantity: 2 },
  ]);
  localStorage.setItem('libos.guestFavourites', JSON.stringify([2]));
  const bodies: Record<string, unknown> = {};
  const mock = mockProfileRoutes({
    ...productRoute(dress),
    ...productRoute(scarf),
    '/api/cartItem/merge': async (request) => {
      bodies.cart = await request.json();
      return { body: { cart: merged, notKept: [] } };
    },
    '/api/likedItem/merge': async (request) => {
      bodies.favourites = await request.json();
      return { body: { items: likedAfter, notKept: [] } };
    },
    [cartPath]: { body: merged },
    [likedPath]: { body: likedAfter },
    ...routes,
  });
  const view = renderApp({ route: '/cart', language });
  const signIn = () =>
    act(() => {
      setCookie('accessToken', `token-${customerId}`);
      setCookie('customerId', String(customerId));
      notifySessionChanged();
    });
  return { ...view, ...mock, bodies, signIn };
}

const badge = (name: string) => screen.getAllByRole('link', { name })[0];

describe('signing in with a visitor’s cart and favourites', () => {
  it('takes them into the account in one call each, clears the browser’s copy, and the badges count the account’s', async () => {
    const { bodies, signIn, requests } = visitorWithThings({});
    expect(await screen.findByRole('checkbox', { name: 'Tanlash: Sharf' })).toBeInTheDocument();
    expect(badge('Savat: 2')).toBeInTheDocument();
    expect(badge('Sevimlilar: 1')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/merge'))).toBe(false);

    await signIn();

    await waitFor(() => expect(storedGuestCart()).toBeNull());
    expect(bodies.cart).toEqual({
      customerId,
      items: [
        { productSizeVariantId: 22, quantity: 1 },
        { productSizeVariantId: 11, quantity: 2 },
      ],
    });
    await waitFor(() => expect(localStorage.getItem('libos.guestFavourites')).toBeNull());
    expect(bodies.favourites).toEqual({ customerId, productIds: [2] });
    expect(requests.filter((request) => request.url.includes('/merge'))).toHaveLength(2);
    await waitFor(() => expect(badge('Savat: 3')).toBeInTheDocument());
    expect(badge('Sevimlilar: 2')).toBeInTheDocument();
    // The page now shows the account's cart, as the merge answered it.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(merged.length));
    expect(screen.queryByText(/Savatingiz shu brauzerda saqlanadi/)).not.toBeInTheDocument();
  });

  it('tells in a toast which lines and favourites the account could not take', async () => {
    const { signIn } = visitorWithThings(
      {
        '/api/cartItem/merge': {
          body: {
            cart: merged,
            notKept: [
              { productSizeVariantId: 22, reason: 'NOT_SOLD', asked: 1, kept: 0, nameUZB: 'Sharf', nameRUS: 'Шарф', size: 'M' },
              { productSizeVariantId: 11, reason: 'STOCK', asked: 2, kept: 1, nameUZB: 'Ko‘ylak', nameRUS: 'Платье', size: 'S' },
              { productSizeVariantId: 99, reason: 'SIZE_GONE', asked: 1, kept: 0, nameUZB: null, nameRUS: null, size: null },
            ],
          },
        },
        '/api/likedItem/merge': { body: { items: [], notKept: [{ productId: 2, reason: 'NOT_SOLD', nameUZB: 'Sharf', nameRUS: 'Шарф' }] } },
      },
      'ru',
    );
    await screen.findByRole('checkbox', { name: 'Выбрать: Sharf (ru)' });

    await signIn();

    expect(
      await screen.findByText(
        'Некоторые товары из корзины не удалось перенести в аккаунт (сняты с продажи или закончились): Шарф (размер M), размер, которого больше нет',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Некоторые товары добавлены в меньшем количестве (столько осталось на складе или не больше 99 в одной строке): Платье (размер S)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Некоторые товары из избранного больше не продаются и не перенесены в аккаунт: Шарф')).toBeInTheDocument();
    await waitFor(() => expect(storedGuestCart()).toBeNull());
  });

  it('keeps the browser’s copy when the merge fails, for the next try', async () => {
    const { signIn } = visitorWithThings({
      '/api/cartItem/merge': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'database down' } } },
    });
    await screen.findByRole('checkbox', { name: 'Tanlash: Sharf' });

    await signIn();

    await waitFor(() => expect(localStorage.getItem('libos.guestFavourites')).toBeNull());
    expect(storedGuestCart()).toEqual([
      { productId: 2, productSizeVariantId: 22, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 2 },
    ]);
  });

  it('goes on to the checkout with the lines the visitor chose, by their new ids', async () => {
    const { signIn, store, router } = visitorWithThings({});
    await screen.findByRole('checkbox', { name: 'Tanlash: Sharf' });
    act(() => {
      store.dispatch(checkoutAfterSignInSet([11]));
      store.dispatch(accountPanelOpened());
    });
    // Open, with the focus on its first button (whose ripple shows it).
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));

    // As the panel does it: the session is kept, then the panel closes.
    await signIn();
    act(() => {
      store.dispatch(accountPanelClosed());
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?items=501');
    const lines = await screen.findByRole('list', { name: 'Buyurtmadagi mahsulotlar' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(store.getState().cart.checkoutAfterSignIn).toBeNull();
  });
});
