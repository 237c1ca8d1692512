import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { cartLineAnswer, customerAnswer } from '../../../test/web/answers';
import { deferredReply, mockRoutes, setCookie, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import type { ProductDetail } from './types';

const customerId = 5;

const dress: ProductDetail = {
  ...productCardFixture({ id: 42, nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье', sellPrice: 400_000, sale: 25, salePrice: 300_000 }),
  descriptionUZB: 'Yengil zig‘ir matodan yozgi ko‘ylak.',
  descriptionRUS: 'Летнее платье из лёгкого льна.',
  referenceNumber: 'LB-2041',
  brand: { id: 1, name: 'Libos' },
  categories: [{ id: 12, nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' }],
  sizes: [
    { productSizeVariantId: 421, size: 'S', quantity: 0 },
    { productSizeVariantId: 422, size: 'M', quantity: 2 },
    { productSizeVariantId: 423, size: 'L', quantity: 10 },
  ],
  colorVariants: [
    { productId: 43, color: { id: 3, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#111111' }, active: true },
    { productId: 44, color: { id: 4, nameUZB: 'Yashil', nameRUS: 'Зелёный', colorCode: '#2e6b3a' }, active: false },
  ],
};

const productPath = '/api/product/getProductById/42';

function productRoutes(product: MockHandler | MockReply = { body: dress }, extra: Record<string, MockHandler | MockReply> = {}) {
  return mockRoutes({
    [productPath]: product,
    '/api/product/getProductByCategoryId/12': { body: { content: [], page: 0, size: 8, totalElements: 0, totalPages: 0 } },
    ...extra,
  });
}

function signIn() {
  setCookie('accessToken', `token-${customerId}`);
  setCookie('customerId', String(customerId));
}

const customerRoutes = {
  [`/api/customers/getCustomerById/${customerId}`]: { body: customerAnswer({ id: customerId }) },
  [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
  [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
};

describe('ProductDetailPage', () => {
  it('shows the name, the prices, the description and the shop’s delivery and payment facts', async () => {
    productRoutes();
    renderApp({ route: '/productDetail/42' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
    expect(screen.getAllByText(/300.000.so‘m/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/400.000.so‘m/).length).toBeGreaterThan(0);
    expect(screen.getByText('Yengil zig‘ir matodan yozgi ko‘ylak.')).toBeInTheDocument();
    expect(screen.getByText('Artikul: LB-2041')).toBeInTheDocument();
    // The buying controls and the shop's facts are a chunk of their own (ProductBuying), in a moment after the name.
    expect(await screen.findByText(/Toshkent bo‘ylab — 24 soat ichida/)).toBeInTheDocument();
    expect(screen.getByText(/1–3 kun/)).toBeInTheDocument();
    expect(screen.getByText(/PayMe/)).toBeInTheDocument();
    expect(document.title).toContain('Zig‘ir ko‘ylak');
  });

  it('draws the product in its first render on a landing, when its code and read came first (startShop.ts)', async () => {
    productRoutes();
    const store = makeStore();
    await preloadPage('/productDetail/42', '', store.dispatch);
    renderApp({ route: '/productDetail/42', store });

    // No skeleton first: the heading is there without waiting for another render.
    expect(screen.getByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
  });

  it('shows its skeleton first without the landing read (any later visit to a product)', async () => {
    productRoutes();
    renderApp({ route: '/productDetail/42' });

    expect(screen.queryByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
  });

  it('links the other colours of the same item and greys out the ones no longer sold', async () => {
    productRoutes();
    renderApp({ route: '/productDetail/42' });

    expect(await screen.findByRole('link', { name: 'Qora rangini ko‘rish' })).toHaveAttribute('href', '/productDetail/43');
    expect(screen.getByRole('img', { name: 'Yashil — sotuvda yo‘q' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: /Yashil/ })).not.toBeInTheDocument();
  });

  it('disables sold-out sizes, tells how few are left and caps the quantity at the stock', async () => {
    const user = userEvent.setup();
    productRoutes();
    renderApp({ route: '/productDetail/42' });

    const sizes = await screen.findByRole('group', { name: 'O‘lcham' });
    expect(within(sizes).getByRole('button', { name: /^S,? ?,? ?tugagan$|^S.*tugagan$/ })).toBeDisabled();
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Faqat 2 dona qoldi')).toBeInTheDocument();

    const increase = screen.getByRole('button', { name: 'Ko‘paytirish' });
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByRole('status', { name: '2 dona' })).toHaveTextContent('2');
  });

  it('asks for a size before adding to the cart', async () => {
    const user = userEvent.setup();
    signIn();
    const { requests } = productRoutes(undefined, customerRoutes);
    renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'Savatga qo‘shish' }));

    expect(await screen.findByText('Avval o‘lchamni tanlang')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('puts a visitor’s size in the cart kept in the browser, counted by the badge, without asking to log in', async () => {
    const user = userEvent.setup();
    const { requests } = productRoutes();
    renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Ko‘paytirish' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));

    expect(await screen.findByText('Savatga qo‘shildi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(JSON.parse(localStorage.getItem('libos.guestCart') ?? 'null')).toEqual([{ productId: 42, productSizeVariantId: 423, quantity: 2 }]);
    expect(screen.getAllByRole('link', { name: 'Savat: 1' }).length).toBeGreaterThan(0);
  });

  it('keeps a visitor’s line within the stock left, adding up the same size', async () => {
    const user = userEvent.setup();
    productRoutes();
    renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));

    // Two left in M: the third add is refused, and the line holds the two.
    expect(await screen.findByText(/Omborda yetarli emas/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('libos.guestCart') ?? 'null')).toEqual([{ productId: 42, productSizeVariantId: 422, quantity: 2 }]);
  });

  it('“Buy now” takes a customer to the checkout with this line alone, not the whole cart', async () => {
    const user = userEvent.setup();
    signIn();
    productRoutes(undefined, {
      ...customerRoutes,
      [`/api/cartItem/byCustomerId/${customerId}`]: { body: [cartLineAnswer(1), cartLineAnswer(2), cartLineAnswer(3)] },
      '/api/cartItem/addCartItem': { status: 201, body: cartLineAnswer(9, { productId: 42 }) },
    });
    const { router } = renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Hozir sotib olish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?items=9');
  });

  it('“Buy now” as a visitor keeps the line and asks to log in first', async () => {
    const user = userEvent.setup();
    const { requests } = productRoutes();
    const { router, store } = renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Hozir sotib olish' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/productDetail/42');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(store.getState().cart.guestLines).toEqual([{ productId: 42, productSizeVariantId: 423, quantity: 1 }]);
    expect(store.getState().cart.checkoutAfterSignIn).toEqual([423]);
  });

  it('adds the chosen size and quantity to a customer’s cart and confirms it', async () => {
    const user = userEvent.setup();
    signIn();
    const bodies: unknown[] = [];
    productRoutes(undefined, {
      ...customerRoutes,
      '/api/cartItem/addCartItem': async (request) => {
        bodies.push(await request.json());
        return { status: 201, body: cartLineAnswer(9, { productId: 42, quantity: 2 }) };
      },
    });
    renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Ko‘paytirish' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));

    expect(await screen.findByText('Savatga qo‘shildi')).toBeInTheDocument();
    expect(bodies).toEqual([{ customerId, productSizeVariantId: 423, quantity: 2 }]);
  });

  it('says why the server refused to add (out of stock)', async () => {
    const user = userEvent.setup();
    signIn();
    productRoutes(undefined, {
      ...customerRoutes,
      '/api/cartItem/addCartItem': { status: 409, body: { error: { code: 'OUT_OF_STOCK', message: 'Only 2 left in size M' } } },
    });
    renderApp({ route: '/productDetail/42' });

    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Savatga qo‘shish' }));

    expect(await screen.findByText('Omborda yetarli emas: Only 2 left in size M')).toBeInTheDocument();
  });

  it('says a product that is no longer sold cannot be bought', async () => {
    productRoutes({ body: { ...dress, active: false } });
    renderApp({ route: '/productDetail/42' });

    expect(await screen.findByText('Bu mahsulot endi sotilmaydi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Savatga qo‘shish' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the product loads', async () => {
    const reply = deferredReply();
    productRoutes(() => reply.promise);
    renderApp({ route: '/productDetail/42' });

    expect(await screen.findByRole('status', { name: 'Mahsulot yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => reply.release({ body: dress }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the product cannot be loaded', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    productRoutes(() => (serverUp ? { body: dress } : { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } }));
    renderApp({ route: '/productDetail/42' });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mahsulotni yuklab bo‘lmadi');
    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument());
  });

  it('says the product does not exist for an unknown id', async () => {
    productRoutes({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Product not found' } } });
    renderApp({ route: '/productDetail/42' });

    expect(await screen.findByText(/Bunday mahsulot topilmadi/)).toBeInTheDocument();
    expect(document.title).toBe('Mahsulot topilmadi — Libos');
  });

  it('speaks Russian', async () => {
    productRoutes();
    renderApp({ route: '/productDetail/42', language: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Льняное платье' })).toBeInTheDocument();
    expect(screen.getByText('Летнее платье из лёгкого льна.')).toBeInTheDocument();
  });
});
