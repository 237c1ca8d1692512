import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { mockRoutes, pathOf } from '../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import { categoryFixture } from './testing/categoryFixture';

const dresses = categoryFixture();
const productsPath = '/api/product/getProductByCategoryId/12';

function renderCategory(width: number, route = '/categoryDetail/12') {
  setScreenWidth(width);
  const mocked = mockRoutes({
    '/api/categories/getCategoryById/12': { body: dresses },
    [productsPath]: { body: { content: [productCardFixture({ id: 101 })], page: 0, size: 24, totalElements: 1, totalPages: 1 } },
  });
  return { ...renderApp({ route }), requests: mocked.requests };
}

const minPriceAsked = (requests: Request[]) =>
  requests.filter((request) => pathOf(request) === productsPath).map((request) => new URL(request.url, 'http://localhost').searchParams.get('minPrice'));

describe('the category page’s price filter', () => {
  it('shows the amount typed in groups of three and applies the plain number', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderCategory(desktopWidth);
    const from = await screen.findByRole('textbox', { name: 'dan' });

    await user.type(from, '300000');
    expect(from).toHaveValue('300\u00a0000');

    await user.type(from, '{Enter}');
    expect(router.state.location.search).toBe('?minPrice=300000');
    await waitFor(() => expect(minPriceAsked(requests)).toContain('300000'));
  });

  it('takes ten digits at most, a billion so’m, so the amount always fits its field', async () => {
    const user = userEvent.setup();
    renderCategory(desktopWidth);
    const to = await screen.findByRole('textbox', { name: 'gacha' });

    await user.type(to, '123456789012');
    expect(to).toHaveValue('1\u00a0234\u00a0567\u00a0890');
  });

  it('keeps the caret after the digit typed when the groups move', async () => {
    const user = userEvent.setup();
    renderCategory(desktopWidth, '/categoryDetail/12?minPrice=1000');
    const from = await screen.findByRole('textbox', { name: 'dan' });
    expect(from).toHaveValue('1\u00a0000');

    // After the "1": the shopper makes 1 000 into 15 000.
    await user.type(from, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(from).toHaveValue('15\u00a0000');
    expect((from as HTMLInputElement).selectionStart).toBe(2);
  });

  it('shows the address’s amount grouped in the phone drawer too', async () => {
    const user = userEvent.setup();
    renderCategory(phoneWidth, '/categoryDetail/12?minPrice=250000');

    await user.click(await screen.findByRole('button', { name: /^Filtrlar/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrlar' });
    expect(within(drawer).getByRole('textbox', { name: 'dan' })).toHaveValue('250\u00a0000');
  });
});

describe('the category page’s headings', () => {
  it('puts the cards’ headings under a heading of the list, not straight under the page’s h1', async () => {
    renderCategory(phoneWidth);

    const list = await screen.findByRole('region', { name: 'Mahsulotlar' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Mahsulotlar' })).toBeInTheDocument();
    expect(await within(list).findByRole('heading', { level: 3, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
  });
});
