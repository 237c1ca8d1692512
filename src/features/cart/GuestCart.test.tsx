import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { findLine, summaryValue, soum } from './testing/renderCart';
import { fullProduct, productRoute, storeGuestCart, storedGuestCart } from './testing/guestProducts';

const dress = fullProduct(1, 'Ko‘ylak', { sellPrice: 150_000, stock: 3 });
const scarf = fullProduct(2, 'Sharf', { sellPrice: 90_000 });

describe('a visitor’s cart', () => {
  it('shows the lines kept in the browser with today’s prices, counted in the badge, without the server’s cart', async () => {
    storeGuestCart([
      { productId: 2, productSizeVariantId: 22, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 2 },
    ]);
    const { requests } = mockRoutes({ ...productRoute(dress), ...productRoute(scarf) });
    renderApp({ route: '/cart' });

    const lines = await screen.findAllByRole('article');
    // Newest first, as the visitor added them.
    expect(lines).toEqual([await findLine('Sharf'), await findLine('Ko‘ylak')]);
    expect(summaryValue('Mahsulotlar (3 dona)')).toBe(soum('390 000'));
    expect(screen.getByText(/Savatingiz shu brauzerda saqlanadi/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Savat: 2' }).length).toBeGreaterThan(0);
    expect(requests.some((request) => request.url.includes('/api/cartItem/'))).toBe(false);
  });

  it('changes a quantity within the stock, and a size, and deletes a line: all kept in the browser', async () => {
    storeGuestCart([
      { productId: 2, productSizeVariantId: 22, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 2 },
    ]);
    mockRoutes({ ...productRoute(dress), ...productRoute(scarf) });
    const user = userEvent.setup();
    renderApp({ route: '/cart' });

    const dressLine = await findLine('Ko‘ylak');
    await user.click(within(dressLine).getByRole('button', { name: 'Ko‘paytirish' }));
    expect(within(dressLine).getByRole('button', { name: 'Ko‘paytirish' })).toBeDisabled();
    expect(storedGuestCart()).toEqual([
      { productId: 2, productSizeVariantId: 22, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 3 },
    ]);

    await user.click(within(await findLine('Sharf')).getByRole('button', { name: 'O‘chirish: Sharf' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(storedGuestCart()).toEqual([{ productId: 1, productSizeVariantId: 11, quantity: 3 }]);
    expect(screen.getAllByRole('link', { name: 'Savat: 1' }).length).toBeGreaterThan(0);

    await user.selectOptions(within(await findLine('Ko‘ylak')).getByRole('combobox', { name: 'O‘lcham' }), '12');
    await waitFor(() => expect(storedGuestCart()).toEqual([{ productId: 1, productSizeVariantId: 12, quantity: 3 }]));
  });

  it('lets go of a line whose product the catalogue no longer has', async () => {
    storeGuestCart([
      { productId: 9, productSizeVariantId: 91, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 1 },
    ]);
    mockRoutes({
      ...productRoute(dress),
      '/api/product/getProductById/9': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Product not found' } } },
    });
    renderApp({ route: '/cart' });

    expect(await findLine('Ko‘ylak')).toBeInTheDocument();
    await waitFor(() => expect(storedGuestCart()).toEqual([{ productId: 1, productSizeVariantId: 11, quantity: 1 }]));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('asks a visitor who checks out to log in first, with the chosen lines remembered for after', async () => {
    storeGuestCart([
      { productId: 2, productSizeVariantId: 22, quantity: 1 },
      { productId: 1, productSizeVariantId: 11, quantity: 1 },
    ]);
    mockRoutes({ ...productRoute(dress), ...productRoute(scarf) });
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/cart' });

    // Sharf is left for later: only the dress goes to the checkout.
    await user.click(await screen.findByRole('checkbox', { name: 'Tanlash: Sharf' }));
    await user.click(screen.getAllByRole('button', { name: 'Rasmiylashtirish' })[0]!);

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(store.getState().cart.checkoutAfterSignIn).toEqual([11]);
  });
});
