import { screen, waitFor, within } from '@testing-library/react';
import { order } from '../../orders/testing/orderFixtures';
import type { Order } from '../../orders/types';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { ordersPath, page, renderStaff, signInStaff, staffToken } from '../testing/renderStaff';

beforeEach(() => signInStaff());

/** A small server: the orders move between statuses as the PUTs ask. */
function shop(initial: Order[]) {
  let orders = initial;
  const list = (request: Request) => {
    const status = new URL(request.url, 'http://localhost').searchParams.get('status');
    return { body: page(orders.filter((candidate) => candidate.status === status)) };
  };
  const moveTo = (status: Order['status']) => (request: Request) => {
    const id = Number(new URL(request.url, 'http://localhost').pathname.split('/').at(-1));
    orders = orders.map((candidate) => (candidate.id === id ? { ...candidate, status } : candidate));
    return { body: orders.find((candidate) => candidate.id === id) };
  };
  return { list, moveTo };
}

describe('moving orders', () => {
  it('packs a paid new order with the staff token, says so and refreshes the list', async () => {
    const { list, moveTo } = shop([order(1)]);
    const { user, requests } = renderStaff(list, { routes: { '/api/order/editStatusToPack/1': moveTo('PACK') } });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000001' });

    await user.click(within(card).getByRole('button', { name: 'Yig‘ilgan deb belgilash' }));

    expect(await screen.findByText('Buyurtma № L-000001 yig‘ildi')).toBeInTheDocument();
    const [put] = requestsTo(requests, '/api/order/editStatusToPack/1', 'PUT');
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    expect(await screen.findByText('Yangi buyurtmalar yo‘q.')).toBeInTheDocument();
    expect(requestsTo(requests, ordersPath).length).toBeGreaterThanOrEqual(2);
  });

  it('explains why an unpaid order cannot be packed', async () => {
    const { user } = renderStaff({ body: page([order(2, { paid: false })]) }, { routes: { '/api/order/editStatusToPack/2': serverError(409, 'CONFLICT') } });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000002' });
    await user.click(within(card).getByRole('button', { name: 'Yig‘ilgan deb belgilash' }));
    expect(await screen.findByText('Buyurtma № L-000002 hali to‘lanmagan: faqat to‘langan buyurtma yig‘iladi.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Yig‘ilgan deb belgilash' })).toBeEnabled();
  });

  it('sends a packed order only with a tracking number', async () => {
    const { list, moveTo } = shop([order(3, { status: 'PACK' })]);
    const { user, requests } = renderStaff(list, { route: '/staff/orders?status=PACK', routes: { '/api/order/editStatusToSend/3': moveTo('SEND') } });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000003' });

    await user.click(within(card).getByRole('button', { name: 'Jo‘natish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buyurtma № L-000003ni jo‘natish' }));
    await user.click(dialog.getByRole('button', { name: 'Jo‘natish' }));
    expect(dialog.getByRole('textbox', { name: 'Pochta trek raqami' })).toHaveAccessibleDescription('Trek raqamini kiriting');
    expect(requestsTo(requests, '/api/order/editStatusToSend/3', 'PUT')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Pochta trek raqami' }), ' UZ123456789 ');
    await user.click(dialog.getByRole('button', { name: 'Jo‘natish' }));

    expect(await screen.findByText('Buyurtma № L-000003 jo‘natildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await jsonBody(requestsTo(requests, '/api/order/editStatusToSend/3', 'PUT')[0])).toEqual({ postTrackingNumber: 'UZ123456789' });
  });

  it('marks a sent order delivered', async () => {
    const { list, moveTo } = shop([order(4, { status: 'SEND', postTrackingNumber: 'UZ1' })]);
    const { user } = renderStaff(list, { route: '/staff/orders?status=SEND', routes: { '/api/order/editStatusToReached/4': moveTo('REACHED') } });
    await user.click(within(await screen.findByRole('article', { name: 'Buyurtma № L-000004' })).getByRole('button', { name: 'Yetkazilgan deb belgilash' }));
    expect(await screen.findByText('Buyurtma № L-000004 yetkazildi')).toBeInTheDocument();
  });

  it('rejects only after confirming, warning of the refund for a paid order', async () => {
    const { list, moveTo } = shop([order(5)]);
    const { user, requests } = renderStaff(list, { routes: { '/api/order/editStatusToRejected/5': moveTo('REJECTED') } });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000005' });

    await user.click(within(card).getByRole('button', { name: 'Bekor qilish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Buyurtma № L-000005 bekor qilinsinmi?' });
    expect(dialog).toHaveAccessibleDescription(/to‘lov mijozga to‘lov tizimi orqali qaytariladi/);
    expect(within(dialog).getByRole('button', { name: 'Qoldirish' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Qoldirish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, '/api/order/editStatusToRejected/5', 'PUT')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Bekor qilish' }));
    dialog = await screen.findByRole('dialog', { name: 'Buyurtma № L-000005 bekor qilinsinmi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));

    expect(await screen.findByText('Buyurtma № L-000005 bekor qilindi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/order/editStatusToRejected/5', 'PUT')).toHaveLength(1);
  });

  it('offers no moves for delivered and rejected orders', async () => {
    renderStaff({ body: page([order(6, { status: 'REACHED' })]) }, { route: '/staff/orders?status=REACHED' });
    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000006' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
