import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply } from '../../../../test/web/fetchMock';
import type { StaffOrderDetail } from '../../../../contract/staff-orders';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { order } from '../../orders/testing/orderFixtures';
import { requestsTo, serverError } from '../../profile/testing/profileKit';
import { ordersPath, queryOf, renderStaff, signInStaff, staffOrders, staffToken } from '../testing/renderStaff';

beforeEach(() => signInStaff());

const detailPath = (id: number) => `/api/order/staff/getOrder/${id}`;

function detail(id: number, overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...order(id, { status: 'SEND', postTrackingNumber: 'UZ555' }),
    customer: { id: 7, fullName: 'Dilnoza Karimova', phoneNumber: '+998901234567' },
    payments: [
      { id: 1, provider: 'CLICK', providerTransactionId: 'ck-77', outcome: 'PERFORMED', amount: 268_000, createdAt: '2026-03-13T09:31:00.000Z', performedAt: '2026-03-13T09:32:00.000Z', cancelledAt: null, receipts: [] },
    ],
    history: [
      { id: 1, fromStatus: null, toStatus: 'NEW', user: null, note: null, createdAt: '2026-03-13T09:30:00.000Z' },
      { id: 2, fromStatus: 'NEW', toStatus: 'PACK', user: { id: 1, fullName: 'Aziz Staff' }, note: null, createdAt: '2026-03-13T11:00:00.000Z' },
      { id: 3, fromStatus: 'PACK', toStatus: 'SEND', user: { id: 1, fullName: 'Aziz Staff' }, note: 'UZ555', createdAt: '2026-03-14T08:00:00.000Z' },
    ],
    messages: [],
    ...overrides,
  };
}

describe('the orders list’s filters', () => {
  it('searches by number or phone, narrows by days and by paid, and keeps it all in the address', async () => {
    const { user, requests, router } = renderStaff(staffOrders({ NEW: [order(1)] }));
    await screen.findByRole('article', { name: 'Buyurtma № L-000001' });
    const search = screen.getByRole('search', { name: 'Buyurtmalarni qidirish' });

    await user.type(within(search).getByRole('searchbox', { name: 'Raqam yoki telefon' }), ' 90 123 ');
    await user.click(within(search).getByRole('button', { name: 'Qidirish' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toEqual({ status: 'NEW', q: '90 123', page: '0', size: '20' }));

    await user.type(screen.getByLabelText('Sanadan'), '01.03.2026');
    await user.type(screen.getByLabelText('Sanagacha'), '31032026');
    await waitFor(() => expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toMatchObject({ from: '2026-03-01', to: '2026-03-31' }));

    await user.click(screen.getByRole('tab', { name: 'To‘langan' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toEqual({ paid: 'true', q: '90 123', from: '2026-03-01', to: '2026-03-31', page: '0', size: '20' }));
    expect(router.state.location.search).toBe('?status=PAID&q=90+123&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Bu filtrlar bo‘yicha buyurtma topilmadi.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filtrlarni tozalash' }));
    expect(router.state.location.search).toBe('?status=PAID');
    expect(screen.getByRole('searchbox', { name: 'Raqam yoki telefon' })).toHaveValue('');
  });

  it('lists every status on the All tab, and does not ask with the days the wrong way round', async () => {
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/orders?status=ALL&from=2026-03-10&to=2026-03-01' });
    expect(await screen.findByText('«Sanagacha» «Sanadan»dan oldin bo‘lishi mumkin emas')).toBeInTheDocument();
    expect(requestsTo(requests, ordersPath)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'CSV yuklab olish' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Sanagacha'));
    await waitFor(() => expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toEqual({ from: '2026-03-10', page: '0', size: '20' }));
  });

  it('shows a table on a wide screen, each number the link to the order, with its next move', async () => {
    setScreenWidth(desktopWidth);
    const { user } = renderStaff(staffOrders({ NEW: [order(1), order(2, { paid: false })] }), { routes: { [detailPath(1)]: { body: detail(1) } } });
    const table = await screen.findByRole('table', { name: 'Buyurtmalar' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Raqam', 'Sana', 'Mijoz', 'Soni', 'Jami', 'Holat', 'Keyingi qadam']);
    expect(within(rows[1]!).getByText('Dilnoza Karimova')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Yig‘ilgan deb belgilash' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('To‘lanmagan')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('link', { name: 'Buyurtma № L-000001ni ochish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyurtma № L-000001' })).toBeInTheDocument();
  });

  it('downloads the CSV of what is listed with the staff token, and says so', async () => {
    const created = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, requests } = renderStaff(staffOrders({ PACK: [order(1, { status: 'PACK' })] }), {
      route: '/staff/orders?status=PACK&q=LB-1',
      routes: { '/api/order/staff/exportOrders.csv': { body: 'csv' } },
    });
    await screen.findByRole('article', { name: 'Buyurtma № L-000001' });
    await user.click(screen.getByRole('button', { name: 'CSV yuklab olish' }));

    expect(await screen.findByText('CSV fayl yuklab olindi')).toBeInTheDocument();
    const [exported] = requestsTo(requests, '/api/order/staff/exportOrders.csv');
    expect(exported?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    expect(queryOf(exported!)).toEqual({ lang: 'uz', status: 'PACK', q: 'LB-1' });
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says when the export fails', async () => {
    const { user } = renderStaff(staffOrders({}), { routes: { '/api/order/staff/exportOrders.csv': serverError(503, 'SERVICE_UNAVAILABLE') } });
    await screen.findByText('Yangi buyurtmalar yo‘q.');
    await user.click(screen.getByRole('button', { name: 'CSV yuklab olish' }));
    expect(await screen.findByText('CSV faylni yuklab bo‘lmadi. Qaytadan urinib ko‘ring.')).toBeInTheDocument();
  });
});

describe('an order’s page', () => {
  it('shows the lines, money, customer, delivery, payments and history, and moves the order on', async () => {
    let current = detail(3);
    // The first answer waits until the skeleton has been seen; a fast reply would otherwise race it.
    const firstReply = deferredReply();
    let detailReads = 0;
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/orders/3',
      routes: {
        [detailPath(3)]: () => (detailReads++ === 0 ? firstReply.promise : { body: current }),
        '/api/order/editStatusToReached/3': () => {
          current = detail(3, { status: 'REACHED', history: [...detail(3).history, { id: 4, fromStatus: 'SEND', toStatus: 'REACHED', user: { id: 1, fullName: 'Aziz Staff' }, note: null, createdAt: '2026-03-15T08:00:00.000Z' }] });
          return { body: order(3, { status: 'REACHED', postTrackingNumber: 'UZ555' }) };
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Buyurtma yuklanmoqda' })).toBeInTheDocument();
    await act(async () => firstReply.release({ body: current }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyurtma № L-000003' })).toBeInTheDocument();
    expect(requestsTo(requests, detailPath(3))[0]?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);

    expect(within(screen.getByRole('region', { name: 'Mahsulotlar' })).getByRole('list', { name: 'Buyurtma № L-000003 mahsulotlari' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mijoz' })).toHaveTextContent('Mijoz ID7IsmDilnoza KarimovaTelefon+998 90 123 45 67');
    expect(screen.getByRole('region', { name: 'Yetkazish' })).toHaveTextContent('UZ555');
    const payments = screen.getByRole('region', { name: 'To‘lovlar' });
    expect(payments).toHaveTextContent('Click');
    expect(payments).toHaveTextContent('Tranzaksiya ck-77');
    expect(payments).toHaveTextContent(/268\s000 so‘m/);
    const history = within(screen.getByRole('region', { name: 'Holatlar tarixi' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Buyurtma berildi.*Do‘kon$/),
      expect.stringMatching(/^Yig‘ilgan.*Xodim: Aziz Staff$/),
      expect.stringMatching(/^Yo‘lda.*Xodim: Aziz StaffTrek raqami: UZ555$/),
    ]);
    expect(screen.getByRole('link', { name: 'Yuk xati' })).toHaveAttribute('href', '/staff/orders/3/print');

    await user.click(screen.getByRole('button', { name: 'Yetkazilgan deb belgilash' }));
    expect(await screen.findByText('Buyurtma № L-000003 yetkazildi')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Holatlar tarixi' })).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Yetkazilgan deb belgilash' })).not.toBeInTheDocument();
  });

  it('says when there is no such order', async () => {
    renderStaff(staffOrders({}), { route: '/staff/orders/99', routes: { [detailPath(99)]: serverError(404, 'NOT_FOUND') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bunday buyurtma yo‘q.');
  });

  it('speaks Russian', async () => {
    renderStaff(staffOrders({}), { route: '/staff/orders/3', language: 'ru', routes: { [detailPath(3)]: { body: detail(3) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № L-000003' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'История статусов' })).toHaveTextContent('Сотрудник: Aziz Staff');
  });

  it('goes back from an order to the list it was opened from, its filters kept', async () => {
    const { user, router } = renderStaff(staffOrders({ NEW: [order(1)] }), {
      route: '/staff/orders?status=NEW&q=90123',
      routes: { [detailPath(1)]: { body: detail(1) } },
    });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000001' });
    await user.click(within(card).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Buyurtma № L-000001' });

    await user.click(screen.getByRole('link', { name: 'Buyurtmalarga qaytish' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/staff/orders?status=NEW&q=90123'));
  });
});

describe('the packing slip', () => {
  it('shows the number, receiver, address and lines, and prints', async () => {
    const print = jest.fn();
    Object.assign(window, { print });
    const { user } = renderStaff(staffOrders({}), { route: '/staff/orders/3/print', routes: { [detailPath(3)]: { body: detail(3, { receiverName: 'Aziz Karimov' }) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yuk xati: buyurtma № L-000003' })).toBeInTheDocument();
    expect(screen.getByText('L-000003')).toBeInTheDocument();
    expect(screen.getByText('Aziz Karimov, +998 90 123 45 67')).toBeInTheDocument();
    expect(screen.getByText(/Toshkent shahri, Yunusobod tumani/)).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Mahsulotlar' })).getAllByRole('row');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Chop etish' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Buyurtmaga qaytish' })).toHaveAttribute('href', '/staff/orders/3');
  });
});
