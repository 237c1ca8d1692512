import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, pathOf, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { ProductCard } from '../../components/product/types';
import type { Page } from '../../../contract/page';
import { categoryFixture } from './testing/categoryFixture';

const dresses = categoryFixture({ parentId: 1, productCount: 2 });
const women = categoryFixture({ id: 1, nameUZB: 'Ayollar', nameRUS: 'Женщинам', productCount: 40 });

function page(content: ProductCard[], totalElements = content.length, size = 24): Page<ProductCard> {
  return { content, page: 0, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

const cards = [
  productCardFixture({ id: 101, nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье' }),
  productCardFixture({ id: 102, nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', sale: 20, salePrice: 320_000 }),
];

const productsPath = '/api/product/getProductByCategoryId/12';

function categoryRoutes(products: MockHandler | MockReply = { body: page(cards) }) {
  return mockRoutes({
    '/api/categories/getCategoryById/12': { body: dresses },
    '/api/categories/getCategoryById/1': { body: women },
    [productsPath]: products,
  });
}

/** The product requests' query strings, in order. */
function productQueries(requests: Request[]): URLSearchParams[] {
  return requests.filter((request) => pathOf(request) === productsPath).map((request) => new URL(request.url, 'http://localhost').searchParams);
}

describe('CategoryDetailPage', () => {
  it('shows the name, the count, the way back to the parent and the product grid', async () => {
    categoryRoutes();
    renderApp({ route: '/categoryDetail/12' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ko‘ylaklar' })).toBeInTheDocument();
    expect(await screen.findByText('2 ta mahsulot')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ayollar' })).toHaveAttribute('href', '/catalog/1');
    expect(screen.getByRole('link', { name: /Zig‘ir ko‘ylak/ })).toHaveAttribute('href', '/productDetail/101');
    expect(screen.getByRole('link', { name: /Ipak ko‘ylak/ })).toHaveAttribute('href', '/productDetail/102');
  });

  it('shows skeleton cards while the products load', async () => {
    const reply = deferredReply();
    categoryRoutes(() => reply.promise);
    renderApp({ route: '/categoryDetail/12' });

    const loading = await screen.findByRole('status', { name: 'Mahsulotlar yuklanmoqda' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(8);

    await act(async () => reply.release({ body: page(cards) }));
    expect(await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Mahsulotlar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('says so when the category has no products yet', async () => {
    categoryRoutes({ body: page([]) });
    renderApp({ route: '/categoryDetail/12' });

    expect(await screen.findByText('Bu kategoriyada hozircha mahsulot yo‘q. Tez orada yangi buyumlar qo‘shiladi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kataloglarga o‘tish' })).toHaveAttribute('href', '/catalogs');
  });

  it('offers to clear the filters when they leave nothing', async () => {
    const user = userEvent.setup();
    const { requests } = categoryRoutes((request) =>
      new URL(request.url, 'http://localhost').searchParams.has('sizes') ? { body: page([]) } : { body: page(cards) },
    );
    const { router } = renderApp({ route: '/categoryDetail/12?sizes=XXL' });

    await screen.findByText('Tanlangan filtrlar bo‘yicha mahsulot topilmadi. Filtrlarni o‘zgartirib ko‘ring.');
    const [clearAll] = screen.getAllByRole('button', { name: 'Hammasini tozalash' });
    await user.click(clearAll as HTMLElement);

    expect(await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(productQueries(requests)[0]?.get('sizes')).toBe('XXL');
  });

  it('shows an error with a retry when the products cannot be loaded', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    categoryRoutes(() => (serverUp ? { body: page(cards) } : { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } }));
    renderApp({ route: '/categoryDetail/12' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const error = await screen.findByText('Mahsulotlarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.');
    serverUp = true;
    await user.click(within(error.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }));

    expect(await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ })).toBeInTheDocument();
  });

  it('keeps the sort in the address and asks the server for it', async () => {
    const user = userEvent.setup();
    const { requests } = categoryRoutes();
    const { router } = renderApp({ route: '/categoryDetail/12' });
    await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Saralash' }), 'Avval arzonlari');

    expect(router.state.location.search).toBe('?sort=priceAsc');
    await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ });
    expect(productQueries(requests).some((query) => query.get('sort') === 'priceAsc')).toBe(true);
  });

  it('reads sort, filters and page from the address, as after a reload or a shared link', async () => {
    setScreenWidth(desktopWidth);
    const { requests } = categoryRoutes({ body: page(cards, 60) });
    renderApp({ route: '/categoryDetail/12?sort=priceDesc&minPrice=100000&sizes=M,L&colorIds=2' });

    await screen.findByRole('link', { name: /Zig‘ir ko‘ylak/ });
    expect(screen.getByRole('combobox', { name: 'Saralash' })).toHaveValue('priceDesc');
    const first = productQueries(requests).find((query) => query.get('sort') === 'priceDesc');
    expect(first?.get('minPrice')).toBe('100000');
    expect(first?.get('sizes')).toBe('M,L');
    expect(first?.get('colorIds')).toBe('2');
    const active = screen.getByRole('list', { name: 'Tanlangan filtrlar' });
    expect(within(active).getByRole('button', { name: 'Olib tashlash: M' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: /^Olib tashlash: 100.000 so‘mdan$/ })).toBeInTheDocument();
  });

  it('draws the cards in its first render on a landing, read before it in the order the address asks (startShop.ts)', async () => {
    const { requests } = categoryRoutes();
    const store = makeStore();
    await preloadPage('/categoryDetail/12', '?sort=priceAsc', store.dispatch);
    renderApp({ route: '/categoryDetail/12?sort=priceAsc', store });

    // No skeleton first: the name and the cards are there without waiting for another render.
    expect(screen.getByRole('heading', { level: 1, name: 'Ko‘ylaklar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zig‘ir ko‘ylak/ })).toHaveAttribute('href', '/productDetail/101');
    expect(productQueries(requests).map((query) => query.get('sort'))).toEqual(['priceAsc']);
  });

  it('says the category does not exist for an unknown id', async () => {
    mockRoutes({});
    renderApp({ route: '/categoryDetail/999' });

    expect(await screen.findByText('Bunday kategoriya topilmadi. Havola eskirgan bo‘lishi mumkin.')).toBeInTheDocument();
  });

  it('names the category in Russian', async () => {
    categoryRoutes();
    renderApp({ route: '/categoryDetail/12', language: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Платья' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Льняное платье/ })).toBeInTheDocument();
  });
});
