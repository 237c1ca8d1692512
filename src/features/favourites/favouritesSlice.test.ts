import { makeStore } from '../../app/store';
import { mockRoutes } from '../../../test/web/fetchMock';
import type { ProductCard } from '../../components/product/types';
import { favouritesApi } from './api';
import { likedItemsReset, selectLikedCount, selectLikedItemId } from './favouritesSlice';
import type { LikedItem } from './types';

const customerId = 5;
const likedPath = `/api/likedItem/getByCustomerId/${customerId}`;

function product(id: number): ProductCard {
  return {
    id,
    nameUZB: 'Sumka',
    nameRUS: 'Сумка',
    active: true,
    productImages: [],
    sellPrice: 250_000,
    sale: 0,
    salePrice: null,
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    averageRating: null,
    reviewCount: 0,
    isNew: false,
    inStock: true,
  };
}

const liked = (id: number, productId: number): LikedItem => ({ id, product: product(productId) });

async function storeWithFavourites(items: LikedItem[], extraRoutes: Parameters<typeof mockRoutes>[0] = {}) {
  const mock = mockRoutes({ [likedPath]: { body: items }, ...extraRoutes });
  const store = makeStore();
  await store.dispatch(favouritesApi.endpoints.getLikedItems.initiate(customerId, { subscribe: false }));
  return { store, ...mock };
}

describe('liked count', () => {
  it('follows the fetched favourites and knows which products are liked', async () => {
    const { store } = await storeWithFavourites([liked(1, 101), liked(2, 102)]);

    expect(selectLikedCount(store.getState())).toBe(2);
    expect(selectLikedItemId(store.getState(), 102)).toBe(2);
    expect(selectLikedItemId(store.getState(), 999)).toBeUndefined();
  });

  it('adds one when a product is liked, and not again when the server returns the same item', async () => {
    const { store, requests } = await storeWithFavourites([liked(1, 101)], {
      '/api/likedItem/addLikedItem': { status: 201, body: liked(7, 107) },
    });

    await store.dispatch(favouritesApi.endpoints.addLikedItem.initiate({ customerId, productId: 107 }));
    expect(selectLikedCount(store.getState())).toBe(2);
    await store.dispatch(favouritesApi.endpoints.addLikedItem.initiate({ customerId, productId: 107 }));
    expect(selectLikedCount(store.getState())).toBe(2);

    const add = requests.find((request) => request.method === 'POST');
    expect(await add?.json()).toEqual({ customerId, productId: 107 });
  });

  it('takes one away when a favourite is deleted by its item id', async () => {
    const { store, requests } = await storeWithFavourites([liked(1, 101), liked(2, 102)], {
      '/api/likedItem/deleteLikedItem/1': { status: 204 },
    });

    await store.dispatch(favouritesApi.endpoints.deleteLikedItem.initiate(1));

    expect(selectLikedCount(store.getState())).toBe(1);
    expect(selectLikedItemId(store.getState(), 101)).toBeUndefined();
    expect(requests.at(-1)?.method).toBe('DELETE');
  });

  it('does not move when the like fails', async () => {
    const { store } = await storeWithFavourites([liked(1, 101)], {
      '/api/likedItem/addLikedItem': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no product' } } },
    });

    await store.dispatch(favouritesApi.endpoints.addLikedItem.initiate({ customerId, productId: 555 }));

    expect(selectLikedCount(store.getState())).toBe(1);
  });

  it('refetches the list after a like, and the fetched list has the last word', async () => {
    let items = [liked(1, 101)];
    const { requests } = mockRoutes({
      [likedPath]: () => ({ body: items }),
      '/api/likedItem/addLikedItem': () => {
        items = [liked(8, 108), ...items];
        return { status: 201, body: items[0] };
      },
    });
    const store = makeStore();
    const subscription = store.dispatch(favouritesApi.endpoints.getLikedItems.initiate(customerId));
    await subscription;

    await store.dispatch(favouritesApi.endpoints.addLikedItem.initiate({ customerId, productId: 108 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(favouritesApi.endpoints.getLikedItems.initiate(customerId, { subscribe: false }));

    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(selectLikedCount(store.getState())).toBe(2);
    subscription.unsubscribe();
  });

  it('goes back to zero on logout', async () => {
    const { store } = await storeWithFavourites([liked(1, 101)]);
    store.dispatch(likedItemsReset());
    expect(selectLikedCount(store.getState())).toBe(0);
  });
});
