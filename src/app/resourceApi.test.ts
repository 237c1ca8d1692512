import { skipToken } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { mockRoutes } from '../../test/web/fetchMock';
import { makeStore } from './store';
import { resourceArg, resourceEndpoints } from './resourceApi';

describe('generic read', () => {
  it('does not run while the path suffix is empty or blank', () => {
    expect(resourceArg('/api/customers/getCustomerById/', '', 'Customer')).toBe(skipToken);
    expect(resourceArg('/api/customers/getCustomerById/', '   ', 'Customer')).toBe(skipToken);
    expect(resourceArg('/api/customers/getCustomerById/', undefined, 'Customer')).toBe(skipToken);
    expect(resourceArg('/api/customers/getCustomerById/', null, 'Customer')).toBe(skipToken);
  });

  it('reads base + suffix once there is one, encoding it', () => {
    expect(resourceArg('/api/customers/getCustomerById/', 42, 'Customer')).toEqual({ path: '/api/customers/getCustomerById/42', tag: 'Customer' });
    expect(resourceArg('/api/categories/getSubCategoriesByParent/', 'Libos Atelier', 'Category')).toEqual({
      path: '/api/categories/getSubCategoriesByParent/Libos%20Atelier',
      tag: 'Category',
    });
  });
});

describe('generic create', () => {
  it('posts JSON, then refreshes the cached reads of its tag and no others', async () => {
    let addresses = [{ id: 1 }];
    const { requests } = mockRoutes({
      '/api/address/getAddressesByCustomerId/7': () => ({ body: addresses }),
      '/api/region/getAllRegions': { body: [{ id: 1 }] },
      '/api/address/addAddress': () => {
        addresses = [...addresses, { id: 2 }];
        return { status: 201, body: { id: 2 } };
      },
    });
    const store = makeStore();
    const addressRead = store.dispatch(resourceEndpoints.readResource.initiate({ path: '/api/address/getAddressesByCustomerId/7', tag: 'Address' }));
    const regionRead = store.dispatch(resourceEndpoints.readResource.initiate({ path: '/api/region/getAllRegions', tag: 'Category' }));
    await Promise.all([addressRead, regionRead]);

    await store.dispatch(resourceEndpoints.createResource.initiate({ path: '/api/address/addAddress', body: { regionId: 1 }, tag: 'Address' }));

    const selectAddresses = resourceEndpoints.readResource.select({ path: '/api/address/getAddressesByCustomerId/7', tag: 'Address' });
    await waitFor(() => expect(selectAddresses(store.getState()).data).toEqual([{ id: 1 }, { id: 2 }]));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Content-Type')).toContain('application/json');
    expect(await post?.clone().json()).toEqual({ regionId: 1 });
    const paths = requests.map((request) => new URL(request.url, 'http://localhost').pathname);
    expect(paths.filter((path) => path === '/api/address/getAddressesByCustomerId/7')).toHaveLength(2);
    expect(paths.filter((path) => path === '/api/region/getAllRegions')).toHaveLength(1);
    addressRead.unsubscribe();
    regionRead.unsubscribe();
  });
});
