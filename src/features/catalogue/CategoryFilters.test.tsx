import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { CategoryFilters } from '../../../contract/product';
import type { Language } from '../../i18n/languages';
import { categoryFixture } from './testing/categoryFixture';

const dresses = categoryFixture({ productCount: 5 });

const offered: CategoryFilters = {
  brands: [
    { id: 1, name: 'Libos', count: 2 },
    { id: 7, name: 'Nodira Textile', count: 3 },
  ],
  sizes: [
    { size: 'S', count: 1 },
    { size: 'M', count: 4 },
    { size: '38', count: 2 },
  ],
  colours: [{ id: 5, nameUZB: 'Zumrad', nameRUS: 'Изумрудный', colorCode: '#00a070', count: 5 }],
};

function renderCategory(filters: MockHandler | MockReply, { width = desktopWidth, language = 'uz' as Language } = {}) {
  setScreenWidth(width);
  mockRoutes({
    '/api/categories/getCategoryById/12': { body: dresses },
    '/api/product/getProductByCategoryId/12': { body: { content: [productCardFixture({ id: 101 })], page: 0, size: 24, totalElements: 1, totalPages: 1 } },
    '/api/product/getCategoryFilters/12': filters,
  });
  return renderApp({ route: '/categoryDetail/12', language });
}

const panel = () => screen.findByRole('complementary', { name: 'Filtrlar' });

describe('the category page’s filters from the data', () => {
  it('lists the brands, sizes and colours the API offers, with their counts', async () => {
    renderCategory({ body: offered });
    const filters = await panel();

    // Not one of the two brands the page used to have written in: a merchant's own.
    expect(await within(filters).findByRole('checkbox', { name: 'Nodira Textile (3)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Libos (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'M (4)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: '38 (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Zumrad (5)' })).toBeInTheDocument();
    // Sizes nobody in the category has are not offered.
    expect(within(filters).queryByRole('button', { name: /^XXL/ })).not.toBeInTheDocument();
  });

  it('filters by a brand from the data and names it in the chips', async () => {
    const user = userEvent.setup();
    const { router } = renderCategory({ body: offered });
    await user.click(await within(await panel()).findByRole('checkbox', { name: 'Nodira Textile (3)' }));

    expect(router.state.location.search).toBe('?brandIds=7');
    const active = await screen.findByRole('list', { name: 'Tanlangan filtrlar' });
    expect(await within(active).findByRole('button', { name: 'Olib tashlash: Nodira Textile' })).toBeInTheDocument();
  });

  it('hides a group with nothing to offer', async () => {
    renderCategory({ body: { ...offered, brands: [], sizes: [] } });
    const filters = await panel();

    expect(await within(filters).findByRole('button', { name: 'Zumrad (5)' })).toBeInTheDocument();
    expect(within(filters).queryByText('Brend')).not.toBeInTheDocument();
    expect(within(filters).queryByText('O‘lcham')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the choices load', async () => {
    const reply = deferredReply();
    renderCategory(() => reply.promise);
    const filters = await panel();

    expect(await within(filters).findByRole('status', { name: 'Filtrlar yuklanmoqda' })).toBeInTheDocument();
    await act(async () => reply.release({ body: offered }));
    expect(await within(filters).findByRole('checkbox', { name: 'Libos (2)' })).toBeInTheDocument();
    expect(within(filters).queryByRole('status', { name: 'Filtrlar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('keeps the price filter and offers a retry when the choices cannot be loaded', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    renderCategory(() => (serverUp ? { body: offered } : { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } }));
    const filters = await panel();

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const failure = await within(filters).findByRole('alert');
    expect(failure).toHaveTextContent('Filtrlarni yuklab bo‘lmadi');
    expect(within(filters).getByRole('textbox', { name: 'dan' })).toBeInTheDocument();
    serverUp = true;
    await user.click(within(failure).getByRole('button', { name: 'Qayta urinish' }));

    expect(await within(filters).findByRole('checkbox', { name: 'Libos (2)' })).toBeInTheDocument();
  });

  it('offers the same choices in Russian in the phone drawer', async () => {
    const user = userEvent.setup();
    renderCategory({ body: offered }, { width: phoneWidth, language: 'ru' });

    await user.click(await screen.findByRole('button', { name: /^Фильтры/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(await within(drawer).findByRole('button', { name: 'Изумрудный (5)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'Nodira Textile (3)' })).toBeInTheDocument();
  });
});
