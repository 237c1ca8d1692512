import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { readLastOrderId } from '../../app/session';
import { customerId, jsonBody, mockProfileRoutes, requestsTo, serverError, signIn } from '../profile/testing/profileKit';
import { paymentNavigation } from './paymentNavigation';
import { order, orderItem, samarkandAddress } from './testing/orderFixtures';
import type { Order } from './types';

const ordersPath = `/api/order/getAllByCustomerId/${customerId}`;
const soum = (amount: string) => `${amount.replace(/ /g, '\u00a0')}\u00a0so‘m`;

beforeEach(() => signIn());

function openMyOrders(orders: Order[] | (() => Promise<{ body: Order[] }>), { language = 'uz' as 'uz' | 'ru', routes = {} } = {}) {
  const mock = mockProfileRoutes({ [ordersPath]: typeof orders === 'function' ? orders : { body: orders }, ...routes });
  const user = userEvent.setup();
  renderApp({ route: '/my-orders', language });
  return { ...mock, user };
}

const findOrder = (number: string) => screen.findByRole('article', { name: new RegExp(`№ ${number}$`) });

describe('my orders: states', () => {
  it('shows skeleton cards while loading, then the orders', async () => {
    const reply = deferredReply();
    openMyOrders(() => reply.promise as Promise<{ body: Order[] }>);

    const loading = await screen.findByRole('status', { name: 'Buyurtmalar yuklanmoqda' });
    expect(within(loading).getAllByTestId('order-skeleton')).toHaveLength(3);
    await act(async () => reply.release({ body: [order(1)] }));

    expect(await findOrder('L-000001')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Buyurtmalar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('invites to shop when there are no orders', async () => {
    openMyOrders([]);
    expect(await screen.findByText(/Sizda hali buyurtmalar yo‘q/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalogga o‘tish' })).toHaveAttribute('href', '/catalogs');
  });

  it('says when the orders cannot be read, and retries', async () => {
    let fail = true;
    const { user } = openMyOrders([], {
      routes: { [ordersPath]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [order(1)] }) },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Buyurtmalarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await findOrder('L-000001')).toBeInTheDocument();
  });
});

describe('my orders: the list', () => {
  it('puts orders on their way first with their step, then the history', async () => {
    openMyOrders([
      order(1, { status: 'REACHED', createdAt: '2026-01-05T10:00:00Z' }),
      order(2, { status: 'PACK', createdAt: '2026-03-02T10:00:00Z' }),
      order(3, { status: 'REJECTED', paid: false, createdAt: '2026-02-01T10:00:00Z', cancelledAt: '2026-02-01T22:00:00Z' }),
      order(4, { status: 'SEND', createdAt: '2026-03-04T10:00:00Z' }),
    ]);

    const active = await screen.findByRole('region', { name: 'Faol buyurtmalar (2)' });
    const activeOrders = within(active).getAllByRole('article');
    expect(activeOrders.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Buyurtma № L-000004', 'Buyurtma № L-000002']);

    const packed = activeOrders[1]!;
    const steps = within(packed).getByRole('list', { name: 'Buyurtma holati' });
    const stepItems = within(steps).getAllByRole('listitem');
    ['Qabul qilindi', 'Tayyor', 'Yetkazilmoqda', 'Yetkazildi'].forEach((label, index) => expect(stepItems[index]).toHaveTextContent(label));
    expect(within(steps).getByText('Tayyor').closest('li')).toHaveAttribute('aria-current', 'step');

    const history = screen.getByRole('region', { name: 'Buyurtmalar tarixi' });
    const finished = within(history).getAllByRole('article');
    expect(finished).toHaveLength(2);
    expect(within(finished[0]!).getByText('Bekor qilindi')).toBeInTheDocument();
    expect(within(finished[0]!).queryByRole('list', { name: 'Buyurtma holati' })).not.toBeInTheDocument();
    expect(within(finished[0]!).queryByRole('button', { name: 'To‘lash' })).not.toBeInTheDocument();
    expect(within(finished[1]!).getByText('Yetkazildi')).toBeInTheDocument();
  });

  it('says so when nothing is on its way', async () => {
    openMyOrders([order(1, { status: 'REACHED' })]);
    expect(await screen.findByText('Hozir yo‘lda buyurtmangiz yo‘q.')).toBeInTheDocument();
  });

  it('unfolds an order to its lines, money, address, receiver, dates, tracking and payment', async () => {
    const { user } = openMyOrders([
      order(5, {
        status: 'SEND',
        items: [orderItem(50, { unitPrice: 200_000, quantity: 2 }), orderItem(51, { unitPrice: 90_000, color: null, size: 'XL' })],
        couponCredit: 20_000,
        deliveryCost: 0,
        postTrackingNumber: 'UZ123456789',
        paymentMethod: 'CLICK',
        deliveryBy: '2026-03-17T12:00:00Z',
      }),
    ]);
    const card = await findOrder('L-000005');
    const toggle = within(card).getByRole('button', { name: 'Batafsil' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Buyurtmadagi mahsulotlar' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(within(card).getByRole('button', { name: 'Yopish' })).toHaveAttribute('aria-expanded', 'true');
    const details = within(card).getByRole('region', { name: 'Buyurtma № L-000005 tafsilotlari' });
    const lines = within(details).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Ko‘ylak 50')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('O‘lcham: M · Rang: Qora')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('2 × 200 000 so‘m')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('400 000 so‘m')).toBeInTheDocument();
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/media/garment/50.svg');
    expect(within(lines[1]!).getByText('O‘lcham: XL')).toBeInTheDocument();

    const term = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Mahsulotlar')).toBe(soum('490 000'));
    expect(term('Kupon')).toBe(`−${soum('20 000')}`);
    expect(term('Yetkazib berish')).toBe('Bepul');
    expect(term('Jami')).toBe(soum('470 000'));
    expect(term('Manzil')).toBe('Toshkent shahri, Yunusobod tumani, Amir Temur ko‘chasi, 107B-uy');
    expect(term('Qabul qiluvchi')).toBe('Dilnoza Karimova, +998 90 123 45 67');
    expect(within(details).getByRole('link', { name: '+998 90 123 45 67' })).toHaveAttribute('href', 'tel:+998901234567');
    expect(term('Yetkazib berish muddati')).toBe('17-mart, 2026');
    expect(term('Pochta trek raqami')).toBe('UZ123456789');
    expect(term('To‘lov')).toBe('To‘langan (Click)');
  });

  it('speaks Russian with Russian names and a post branch address', async () => {
    const { user } = openMyOrders([order(6, { status: 'NEW', address: samarkandAddress, paid: false })], { language: 'ru' });
    const card = await screen.findByRole('article', { name: 'Заказ № L-000006' });
    expect(within(card).getByText('Не оплачен')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Активные заказы (1)' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Подробнее' }));
    expect(within(card).getByText('Платье 60')).toBeInTheDocument();
    expect(within(card).getByText('Самаркандская область, город Самарканд, Почтовое отделение № 140100, ул. Истиклол, 86')).toBeInTheDocument();
    // On the shop's clock (UTC+5), in words the translations give.
    expect(within(card).getByText('Дата заказа', { selector: 'dt' }).nextElementSibling).toHaveTextContent('16 марта 2026 г., 14:30');
  });

  it('nests the headings under the profile tab on wide screens', async () => {
    setScreenWidth(desktopWidth);
    mockProfileRoutes({ [ordersPath]: { body: [order(1, { status: 'NEW' })] } });
    renderApp({ route: '/profile?tab=my-orders' });

    expect(await screen.findByRole('heading', { level: 3, name: 'Faol buyurtmalar (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Buyurtma № L-000001' })).toBeInTheDocument();
  });
});

describe('paying an unpaid order', () => {
  const payPath = '/api/order/payOrder/8';
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => go.mockRestore());

  it('offers the provider choice and leaves for the provider with the order kept for the way back', async () => {
    const reply = deferredReply();
    const { user, requests } = openMyOrders([order(8, { paid: false, paymentMethod: 'PAYME' })], { routes: { [payPath]: () => reply.promise } });
    const card = await findOrder('L-000008');
    expect(within(card).getByText(/12 soat ichida to‘lanmasa/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'To‘lash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyurtma № L-000008 uchun to‘lov' });
    expect(within(dialog).getByRole('radio', { name: /Payme/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Click/ }));
    const submit = within(dialog).getByRole('button', { name: `${soum('328 000')} to‘lash` });
    await user.click(submit);
    // A second tap (the button is already held) must not start a second payment.
    fireEvent.click(submit);

    await waitFor(() => expect(requestsTo(requests, payPath, 'POST')).toHaveLength(1));
    expect(await jsonBody(requestsTo(requests, payPath, 'POST')[0])).toEqual({ paymentMethod: 'CLICK', language: 'uz' });
    expect(submit).toBeDisabled();
    await act(async () => reply.release({ body: { id: 8, orderNumber: 'L-000008', total: 328_000, paymentUrl: 'https://checkout.click.uz/pay/8' } }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.click.uz/pay/8'));
    expect(readLastOrderId()).toBe('8');
    expect(requestsTo(requests, payPath, 'POST')).toHaveLength(1);
  });

  it('tells when the order can no longer be paid, and reads the list again', async () => {
    let orders = [order(8, { paid: false })];
    const { user, requests } = openMyOrders([], {
      routes: {
        [ordersPath]: () => ({ body: orders }),
        [payPath]: () => {
          orders = [order(8, { paid: true })];
          return serverError(409, 'CONFLICT');
        },
      },
    });
    const card = await findOrder('L-000008');
    await user.click(within(card).getByRole('button', { name: 'To‘lash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /to‘lash$/ }));

    expect(await screen.findByText(/Bu buyurtmani endi to‘lab bo‘lmaydi/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'To‘lash' })).not.toBeInTheDocument());
    expect(requestsTo(requests, ordersPath)).toHaveLength(2);
    expect(go).not.toHaveBeenCalled();
    expect(readLastOrderId()).toBeNull();
  });

  it('keeps the dialog open after a network failure so the shopper can try again', async () => {
    const { user } = openMyOrders([order(8, { paid: false })], { routes: { [payPath]: serverError(500, 'INTERNAL') } });
    await user.click(within(await findOrder('L-000008')).getByRole('button', { name: 'To‘lash' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /to‘lash$/ }));

    expect(await screen.findByText('Xatolik yuz berdi. Qayta urinib ko‘ring.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /to‘lash$/ })).toBeEnabled();
  });
});
