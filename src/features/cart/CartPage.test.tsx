import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockRoutes } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { cartLine } from './testing/cartLines';
import { cartPath, findLine, renderCart, soum, summaryValue } from './testing/renderCart';

describe('CartPage states', () => {
  it('shows a visitor with nothing kept the empty cart, without asking the server', async () => {
    const { requests } = mockRoutes({});
    renderApp({ route: '/cart' });

    expect(await screen.findByText(/Savatingiz hozircha bo‘sh/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/cartItem/'))).toBe(false);
  });

  it('shows skeleton lines while the cart loads, then the lines', async () => {
    const reply = deferredReply();
    renderCart(() => reply.promise);

    const loading = await screen.findByRole('status', { name: 'Savat yuklanmoqda' });
    expect(within(loading).getAllByTestId('cart-line-skeleton')).toHaveLength(3);

    await act(async () => reply.release({ body: [cartLine(1)] }));

    expect(await findLine('Ko‘ylak 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Savat yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('shows an empty cart with a way to the catalogue', async () => {
    renderCart([]);

    expect(await screen.findByText(/Savatingiz hozircha bo‘sh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalogga o‘tish' })).toHaveAttribute('href', '/catalogs');
    expect(screen.queryByRole('button', { name: 'Rasmiylashtirish' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the cart again', async () => {
    jest.useFakeTimers();
    let serverUp = false;
    const { requests } = renderCart(() =>
      serverUp ? { body: [cartLine(1)] } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    // The automatic retries (1 s, 2 s, 4 s) run first; only then does the page admit the failure.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Savatni yuklab bo‘lmadi');

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));

    expect(await findLine('Ko‘ylak 1')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(cartPath)).length).toBeGreaterThanOrEqual(5);
  });

  it('shows each line with picture, name, colour, size and price, and the summary', async () => {
    renderCart([
      cartLine(1, { sellPrice: 400_000, salePrice: 300_000, quantity: 2 }),
      cartLine(2, { nameUZB: 'Shim', sellPrice: 90_000, productImages: [] }),
    ]);

    const line = await findLine('Ko‘ylak 1');
    expect(within(line).getByRole('link', { name: 'Ko‘ylak 1' })).toHaveAttribute('href', '/productDetail/10');
    expect(within(line).getByText('Rang: Qora')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Boshqa rang tanlash: Ko‘ylak 1' })).toHaveAttribute('href', '/productDetail/10');
    expect(within(line).getByRole('combobox', { name: 'O‘lcham' })).toHaveValue('100');
    // Text queries fold the non-breaking spaces; the struck-through old price is compared exactly.
    expect(within(line).getByText('300 000 so‘m')).toBeInTheDocument();
    expect(line.querySelector('del')?.textContent).toBe(soum('400 000'));
    expect(within(line).getByText('Jami: 600 000 so‘m')).toBeInTheDocument();
    const image = line.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/products/1/1.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');

    expect(screen.getByText('2 ta mahsulot')).toBeInTheDocument();
    expect(summaryValue('Mahsulotlar (3 dona)')).toBe(soum('690 000'));
    expect(summaryValue('Yetkazib berish')).toBe('Bepul');
    expect(summaryValue('Jami')).toBe(soum('690 000'));
  });

  it('marks sold-out and withdrawn lines, which cannot be selected', async () => {
    renderCart([cartLine(1), cartLine(2, { stock: 0 }), cartLine(3, { active: false })]);

    const soldOut = await findLine('Ko‘ylak 2');
    expect(within(soldOut).getByText('Tugagan')).toBeInTheDocument();
    expect(within(soldOut).getByRole('checkbox', { name: 'Tanlash: Ko‘ylak 2' })).toBeDisabled();
    expect(within(soldOut).getByRole('checkbox', { name: 'Tanlash: Ko‘ylak 2' })).not.toBeChecked();
    expect(within(soldOut).getByRole('button', { name: 'Ko‘paytirish' })).toBeDisabled();
    // A sold-out size can still be swapped for one in stock.
    expect(within(soldOut).getByRole('combobox', { name: 'O‘lcham' })).toBeEnabled();

    const withdrawn = await findLine('Ko‘ylak 3');
    expect(within(withdrawn).getByText('Sotuvda yo‘q')).toBeInTheDocument();
    expect(within(withdrawn).getByText('Bu mahsulot endi sotilmaydi.')).toBeInTheDocument();
    expect(within(withdrawn).getByRole('checkbox', { name: 'Tanlash: Ko‘ylak 3' })).toBeDisabled();
    expect(within(withdrawn).getByRole('combobox', { name: 'O‘lcham' })).toBeDisabled();
    expect(within(withdrawn).getByRole('button', { name: 'O‘chirish: Ko‘ylak 3' })).toBeEnabled();

    expect(within(await findLine('Ko‘ylak 1')).getByRole('checkbox', { name: 'Tanlash: Ko‘ylak 1' })).toBeChecked();
    expect(summaryValue('Mahsulotlar (1 dona)')).toBe(soum('100 000'));
  });

  it('speaks Russian with Russian names', async () => {
    renderCart([cartLine(1, { quantity: 2 })], { language: 'ru' });

    const line = await screen.findByRole('article', { name: 'Платье 1' });
    expect(within(line).getByText('Цвет: Чёрный')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByText('1 товар')).toBeInTheDocument();
    expect(summaryValue('Товары (2 шт.)')).toBe('200\u00a0000\u00a0сум');
    expect(summaryValue('Доставка')).toBe('28\u00a0000\u00a0сум');
  });

  it('keeps the checkout button in the summary on wide screens and takes the selected lines to checkout', async () => {
    setScreenWidth(desktopWidth);
    const { user, router } = renderCart([cartLine(1), cartLine(2), cartLine(3)]);
    await findLine('Ko‘ylak 1');
    await user.click(screen.getByRole('checkbox', { name: 'Tanlash: Ko‘ylak 2' }));

    const summary = screen.getByRole('region', { name: 'Buyurtmangiz' });
    await user.click(within(summary).getByRole('button', { name: 'Rasmiylashtirish' }));

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout?items=1,3');
  });
});
