import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, mockRoutes } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { cartLine } from '../cart/testing/cartLines';
import { requestsTo, serverError } from '../profile/testing/profileKit';
import { customerId, homeAddress, mockProfileRoutes, paths } from '../profile/testing/profileKit';
import { cartPath, coupon, couponsPath, findForm, renderCheckout, soum, summaryValue } from './testing/renderCheckout';

describe('checkout states', () => {
  it('asks a visitor to log in through the account panel, reading nothing', async () => {
    const user = userEvent.setup();
    const { requests } = mockRoutes({});
    renderApp({ route: '/checkout?items=1' });

    expect(await screen.findByText(/Buyurtma berish uchun hisobingizga kiring/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/cartItem/'))).toBe(false);
  });

  it('keeps a visitor who logs in from the checkout on the checkout, with the chosen lines', async () => {
    const user = userEvent.setup();
    mockProfileRoutes({
      '/api/auth/loginCustomer': { body: { accessToken: `token-${customerId}`, customerId } },
      [cartPath]: { body: [cartLine(1)] },
      [couponsPath]: { body: [] },
    });
    const { router } = renderApp({ route: '/checkout?items=1' });

    await user.click(await screen.findByRole('button', { name: 'Kirish' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' }));
    await user.click(panel.getByRole('button', { name: 'Kirish' }));
    await user.type(await screen.findByLabelText('Telefon raqami'), ' 90 123 45 67');
    await user.type(screen.getByLabelText('Parol'), 'libos123{Enter}');

    expect(await findForm()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe('?items=1');
  });

  it('shows the page’s shape while the cart loads, then the form', async () => {
    const reply = deferredReply();
    renderCheckout(() => reply.promise);

    const loading = await screen.findByRole('status', { name: 'Buyurtma ma’lumotlari yuklanmoqda' });
    expect(within(loading).getAllByTestId('checkout-skeleton-block')).toHaveLength(4);
    await act(async () => reply.release({ body: [cartLine(1)] }));

    expect(await findForm()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Buyurtma ma’lumotlari yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('says when the cart cannot be read, and retries', async () => {
    let fail = true;
    const { user, requests } = renderCheckout(() => (fail ? serverError(403, 'FORBIDDEN') : { body: [cartLine(1)] }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Savatni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await findForm()).toBeInTheDocument();
    expect(requestsTo(requests, cartPath).length).toBeGreaterThanOrEqual(2);
  });

  it('sends back to the cart when none of the chosen lines is in it', async () => {
    renderCheckout([cartLine(1)], { route: '/checkout?items=9' });
    expect(await screen.findByText(/Buyurtma uchun mahsulot tanlanmagan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Savatga o‘tish' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when every chosen line has sold out meanwhile', async () => {
    renderCheckout([cartLine(1, { stock: 0 })], { route: '/checkout?items=1' });
    expect(await screen.findByText(/Tanlangan mahsulotlar endi mavjud emas/)).toBeInTheDocument();
  });
});

describe('checkout with lines', () => {
  it('lists the chosen lines, leaves out sold-out ones, fills in the customer and the first address', async () => {
    renderCheckout(
      [
        cartLine(1, { sellPrice: 150_000, quantity: 2 }),
        cartLine(2, { sellPrice: 99_000 }),
        cartLine(3, { stock: 0 }),
        cartLine(4, { sellPrice: 50_000, salePrice: 40_000 }),
      ],
      { route: '/checkout?items=1,3,4' },
    );
    await findForm();

    expect(screen.getByText('Tanlangan 1 ta mahsulot tugagani yoki sotuvdan olingani uchun buyurtmaga kiritilmadi.')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Buyurtmadagi mahsulotlar' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Ko‘ylak 1', 'Ko‘ylak 4']);
    expect(within(lines[0]!).getByText('2 × 150 000 so‘m')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('O‘lcham: M · Rang: Qora')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('40 000 so‘m')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mahsulotlar (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Savatda o‘zgartirish' })).toHaveAttribute('href', '/cart');

    expect(await screen.findByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Karimova');
    expect(screen.getByRole('textbox', { name: 'Telefon raqami' })).toHaveValue('+998 90 123 45 67');

    const addresses = screen.getByRole('radiogroup', { name: 'Yetkazib berish manzili' });
    expect(await within(addresses).findByRole('radio', { name: /Toshkent shahri, Yunusobod tumani/ })).toBeChecked();
    expect(screen.getByText('Toshkent shahri bo‘ylab 24 soat ichida eshikkacha yetkazamiz')).toBeInTheDocument();

    expect(summaryValue('Mahsulotlar (3 dona)')).toBe(soum('340 000'));
    expect(summaryValue('Yetkazib berish')).toBe(soum('28 000'));
    expect(summaryValue('Jami')).toBe(soum('368 000'));
    expect(screen.getByRole('button', { name: `To‘lash: ${soum('368 000')}` })).toBeEnabled();
    // Nothing is pre-chosen for the shopper's money: the provider is their call.
    expect(screen.getAllByRole('radio', { name: /Payme|Click|Uzum Bank/ }).every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('pays only once the shopper’s addresses are read: a tap before would be refused for an empty address', async () => {
    const addresses = deferredReply();
    renderCheckout([cartLine(1)], { routes: { [paths.addresses]: () => addresses.promise } });
    await findForm();
    const pay = screen.getByRole('button', { name: /To‘lash/ });
    expect(pay).toBeDisabled();
    await act(async () => addresses.release({ body: [homeAddress] }));
    expect(await within(screen.getByRole('radiogroup', { name: 'Yetkazib berish manzili' })).findByRole('radio', { name: /Yunusobod/ })).toBeChecked();
    expect(pay).toBeEnabled();
  });

  it('takes every orderable line when the address names none', async () => {
    renderCheckout([cartLine(1), cartLine(2, { stock: 0 }), cartLine(3)], { route: '/checkout' });
    await findForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Mahsulotlar (2)' })).toBeInTheDocument();
    expect(screen.queryByText(/buyurtmaga kiritilmadi/)).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    renderCheckout([cartLine(1, { sellPrice: 400_000 })], { language: 'ru', coupons: [coupon(1, 20_000)] });
    // The heading stands above the loading skeleton too, so the form is what tells that the cart has been read.
    await findForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    expect(screen.getByText('Платье 1')).toBeInTheDocument();
    expect(await screen.findByText('По Ташкенту доставим до двери в течение 24 часов')).toBeInTheDocument();
    // Coupons are read on their own, beside the addresses.
    expect(await screen.findByRole('radio', { name: /Купон 1: −20\s000\sсум/ })).toBeEnabled();
    expect(summaryValue('Доставка')).toBe('Бесплатно');
    expect(screen.getByRole('button', { name: 'Оплатить 400\u00a0000\u00a0сум' })).toBeInTheDocument();
  });

  it('keeps the summary beside the form on wide screens', async () => {
    setScreenWidth(desktopWidth);
    renderCheckout([cartLine(1)]);
    const form = await findForm();
    expect(within(form).getByRole('region', { name: 'Buyurtmangiz' })).toBeInTheDocument();
    expect(within(form).getByRole('region', { name: 'To‘lov' })).toBeInTheDocument();
  });
});
