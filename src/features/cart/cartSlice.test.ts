import { api } from '../../app/api';
import { makeStore } from '../../app/store';
import { cartLineAnswer } from '../../../test/web/answers';
import { mockRoutes } from '../../../test/web/fetchMock';
import { cartApi } from './api';
import { cartCountReset, selectCartCount } from './cartSlice';

const customerId = 5;
const cartPath = `/api/cartItem/byCustomerId/${customerId}`;

const line = (cartItemId: number) => cartLineAnswer(cartItemId);

describe('cart count', () => {
  it('starts at zero and follows the fetched cart', async () => {
    mockRoutes({ [cartPath]: { body: [line(1), line(2), line(3)] } });
    const store = makeStore();
    expect(selectCartCount(store.getState())).toBe(0);

    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId));

    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('adds one for a new line at once, but not for a repeat of a line already there', async () => {
    let nextLine = line(2);
    mockRoutes({
      [cartPath]: { body: [line(1)] },
      '/api/cartItem/addCartItem': () => ({ status: 201, body: nextLine }),
    });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId, { subscribe: false }));

    await store.dispatch(cartApi.endpoints.addCartItem.initiate({ customerId, productSizeVariantId: 200, quantity: 1 }));
    expect(selectCartCount(store.getState())).toBe(2);

    // The server merges the same size into the existing line, so the badge must not grow.
    nextLine = line(1);
    await store.dispatch(cartApi.endpoints.addCartItem.initiate({ customerId, productSizeVariantId: 100, quantity: 1 }));
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('takes one away when a line is deleted, and leaves it when the delete fails', async () => {
    let deleteStatus = 204;
    mockRoutes({
      [cartPath]: { body: [line(1), line(2)] },
      '/api/cartItem/2': () => ({ status: deleteStatus }),
      '/api/cartItem/1': () => ({ status: deleteStatus, body: { error: { code: 'NOT_FOUND', message: 'x' } } }),
    });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId, { subscribe: false }));

    await store.dispatch(cartApi.endpoints.deleteCartItem.initiate(2));
    expect(selectCartCount(store.getState())).toBe(1);

    deleteStatus = 404;
    await store.dispatch(cartApi.endpoints.deleteCartItem.initiate(1));
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('takes the lines of a bulk delete away, and leaves them when it fails', async () => {
    let deleteStatus = 204;
    mockRoutes({
      [cartPath]: { body: [line(1), line(2), line(3)] },
      '/api/cartItem/deleteCartItemGroup': () =>
        deleteStatus === 204 ? { status: 204 } : { status: deleteStatus, body: { error: { code: 'CONFLICT', message: 'x' } } },
    });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId, { subscribe: false }));

    deleteStatus = 409;
    await store.dispatch(cartApi.endpoints.deleteCartItems.initiate([1, 3]));
    expect(selectCartCount(store.getState())).toBe(3);

    deleteStatus = 204;
    await store.dispatch(cartApi.endpoints.deleteCartItems.initiate([1, 3]));
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('goes back to zero on logout and when the API state is reset', async () => {
    mockRoutes({ [cartPath]: { body: [line(1), line(2)] } });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId, { subscribe: false }));
    expect(selectCartCount(store.getState())).toBe(2);

    store.dispatch(cartCountReset());
    expect(selectCartCount(store.getState())).toBe(0);

    await store.dispatch(cartApi.endpoints.getCartItems.initiate(customerId, { subscribe: false, forceRefetch: true }));
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(api.util.resetApiState());
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('asks for the customer’s cart with the bearer token', async () => {
    document.cookie = 'accessToken=t-1; path=/';
    const { requests } = mockRoutes({ [cartPath]: { body: [] } });

    await makeStore().dispatch(cartApi.endpoints.getCartItems.initiate(customerId));

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });
});
