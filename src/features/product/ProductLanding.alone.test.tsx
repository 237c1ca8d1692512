import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../test/web/render';
import { mockRoutes, pathOf } from '../../../test/web/fetchMock';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { ProductDetail } from './types';

// Alone (not in the product suite, test/suites.ts): a visit holds the controls back only once, and the other product
// tests must not have been that once.

const shirt: ProductDetail = {
  ...productCardFixture({ id: 7, nameUZB: 'Paxta ko‘ylak', nameRUS: 'Хлопковая рубашка' }),
  descriptionUZB: 'Paxta.',
  descriptionRUS: 'Хлопок.',
  referenceNumber: 'LB-7',
  brand: { id: 1, name: 'Libos' },
  categories: [],
  sizes: [{ productSizeVariantId: 71, size: 'M', quantity: 3 }],
  colorVariants: [],
};

/** The browser opened the shop at `url`, and decodes pictures when the test says so (jsdom does neither). */
function landOn(url: string) {
  const navigation = { name: url, entryType: 'navigation' } as PerformanceEntry;
  const getEntriesByType = (type: string) => (type === 'navigation' ? [navigation] : []);
  Object.defineProperty(performance, 'getEntriesByType', { value: getEntriesByType, configurable: true });
  let showPicture = () => {};
  const decode = () => new Promise<void>((resolve) => (showPicture = resolve));
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
  return { showPicture: () => showPicture() };
}

afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('the product page a visit starts on', () => {
  it('shows the picture, name and price first, and the buying controls and reviews once the picture is painted', async () => {
    const { showPicture } = landOn('http://localhost/productDetail/7');
    const { requests } = mockRoutes({ '/api/product/getProductById/7': { body: shirt } });
    renderApp({ route: '/productDetail/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paxta ko‘ylak' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'O‘lcham' })).not.toBeInTheDocument();
    expect(requests.map(pathOf).filter((path) => path.startsWith('/api/review/'))).toEqual([]);

    await act(async () => showPicture());
    expect(await screen.findByRole('group', { name: 'O‘lcham' })).toBeInTheDocument();
    expect(requests.map(pathOf)).toContain('/api/review/getAverageRating/7');
  });
});
