import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, pathOf, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import type { Category, CategoryDetails } from './types';

function category(id: number, nameUZB: string, nameRUS: string): Category {
  return { id, nameUZB, nameRUS, verticalImage: `/media/categories/${id}.svg`, horizontalImage: null };
}

// The top-level list says each has no parent; a subcategory list leaves parentId out.
const parents = [category(1, 'Ayollar', 'Женщинам'), category(2, 'Erkaklar', 'Мужчинам')].map((parent) => ({ ...parent, parentId: null }));
const women: CategoryDetails = { ...category(1, 'Ayollar', 'Женщинам'), parentId: null, productCount: 120 };
const womenChildren = [category(11, 'Ko‘ylaklar', 'Платья'), category(12, 'Yubkalar', 'Юбки')];

const parentsPath = '/api/categories/getParentCategories';
const failing: MockReply = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } };

describe('CatalogsPage', () => {
  it('shows the top-level categories, each opening its catalogue', async () => {
    mockRoutes({ [parentsPath]: { body: parents } });
    renderApp({ route: '/catalogs' });

    expect(await screen.findByRole('link', { name: 'Ayollar' })).toHaveAttribute('href', '/catalog/1');
    expect(screen.getByRole('link', { name: 'Erkaklar' })).toHaveAttribute('href', '/catalog/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Kataloglar' })).toBeInTheDocument();
  });

  it('draws the catalogues in its first render on a landing, read before it (startShop.ts, and the server drawing the page)', async () => {
    const { requests } = mockRoutes({ [parentsPath]: { body: parents } });
    const store = makeStore();
    await preloadPage('/catalogs', '', store.dispatch);
    renderApp({ route: '/catalogs', store });

    // No skeleton first: the tiles are there at once, and the page's own read found the answer cached.
    expect(screen.getByRole('link', { name: 'Ayollar' })).toHaveAttribute('href', '/catalog/1');
    expect(requests.filter((request) => pathOf(request) === parentsPath)).toHaveLength(1);
  });

  it('shows skeleton tiles while loading', async () => {
    const reply = deferredReply();
    mockRoutes({ [parentsPath]: () => reply.promise });
    renderApp({ route: '/catalogs' });

    expect(await screen.findByRole('status', { name: 'Kataloglar yuklanmoqda' })).toBeInTheDocument();
    await act(async () => reply.release({ body: parents }));
    expect(await screen.findByRole('link', { name: 'Ayollar' })).toBeInTheDocument();
  });

  it('says so when there are no catalogues', async () => {
    mockRoutes({ [parentsPath]: { body: [] } });
    renderApp({ route: '/catalogs' });

    expect(await screen.findByText(/Hozircha kataloglar yo‘q/)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    mockRoutes({ [parentsPath]: () => (serverUp ? { body: parents } : failing) });
    renderApp({ route: '/catalogs' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const message = await screen.findByText('Kataloglarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.');
    serverUp = true;
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('link', { name: 'Ayollar' })).toBeInTheDocument();
  });

  it('names the catalogues in Russian', async () => {
    mockRoutes({ [parentsPath]: { body: parents } });
    renderApp({ route: '/catalogs', language: 'ru' });

    expect(await screen.findByRole('link', { name: 'Женщинам' })).toHaveAttribute('href', '/catalog/1');
  });
});

describe('CatalogPage', () => {
  function catalogRoutes(children: MockHandler | MockReply = { body: womenChildren }, details: MockHandler | MockReply = { body: women }) {
    return mockRoutes({
      '/api/categories/getCategoryById/1': details,
      '/api/categories/getSubCategoriesByParent/1': children,
    });
  }

  it('shows the catalogue’s subcategories and a way to all its products', async () => {
    catalogRoutes();
    renderApp({ route: '/catalog/1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ayollar' })).toBeInTheDocument();
    expect(screen.getByText('120 ta mahsulot')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Turkumlar' });
    expect(within(list).getByRole('link', { name: 'Ko‘ylaklar' })).toHaveAttribute('href', '/categoryDetail/11');
    expect(within(list).getByRole('link', { name: 'Yubkalar' })).toHaveAttribute('href', '/categoryDetail/12');
    expect(screen.getByRole('link', { name: 'Barcha mahsulotlar' })).toHaveAttribute('href', '/categoryDetail/1');
    const trail = screen.getByRole('navigation', { name: 'Sahifa yo‘li' });
    expect(within(trail).getByRole('link', { name: 'Kataloglar' })).toHaveAttribute('href', '/catalogs');
  });

  it('draws its heading and subcategories in its first render on a landing, read before it', async () => {
    const { requests } = catalogRoutes();
    const store = makeStore();
    await preloadPage('/catalog/1', '', store.dispatch);
    renderApp({ route: '/catalog/1', store });

    expect(screen.getByRole('heading', { level: 1, name: 'Ayollar' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Turkumlar' });
    expect(within(list).getByRole('link', { name: 'Ko‘ylaklar' })).toHaveAttribute('href', '/categoryDetail/11');
    // Each read once: the page's hooks asked with the same ids and found the answers cached.
    expect(requests.map(pathOf).sort()).toEqual(['/api/categories/getCategoryById/1', '/api/categories/getSubCategoriesByParent/1']);
  });

  it('shows skeleton tiles while loading', async () => {
    const reply = deferredReply();
    catalogRoutes(() => reply.promise);
    renderApp({ route: '/catalog/1' });

    expect(await screen.findByRole('status', { name: 'Bo‘limlar yuklanmoqda' })).toBeInTheDocument();
    await act(async () => reply.release({ body: womenChildren }));
    expect(await screen.findByRole('list', { name: 'Turkumlar' })).toBeInTheDocument();
  });

  it('offers all the products when the catalogue has no subcategories', async () => {
    catalogRoutes({ body: [] });
    renderApp({ route: '/catalog/1' });

    expect(await screen.findByText(/Bu katalogda hozircha turkumlar yo‘q/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barcha mahsulotlar' })).toHaveAttribute('href', '/categoryDetail/1');
  });

  it('shows an error with a retry', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    catalogRoutes(() => (serverUp ? { body: womenChildren } : failing));
    renderApp({ route: '/catalog/1' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const message = await screen.findByText('Bo‘limlarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.');
    serverUp = true;
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('list', { name: 'Turkumlar' })).toBeInTheDocument();
  });

  it('says the catalogue does not exist for an unknown id', async () => {
    catalogRoutes(undefined, { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Category not found' } } });
    renderApp({ route: '/catalog/1' });

    expect(await screen.findByText('Bunday katalog topilmadi. Havola eskirgan bo‘lishi mumkin.')).toBeInTheDocument();
  });
});
