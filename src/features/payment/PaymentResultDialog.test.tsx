import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLastOrderId } from '../../app/session';
import { saveLastOrderId } from '../../app/sessionCookies';
import { mockRoutes, pathOf } from '../../../test/web/fetchMock';
import { order } from '../orders/testing/orderFixtures';
import { renderPaymentResultDialog } from './testing/renderPaymentResultDialog';

const orderPath = '/api/order/getOrderById/17';

describe('PaymentResultDialog', () => {
  it('reads the stored order and shows the Russian success texts', async () => {
    saveLastOrderId(17);
    const { requests } = mockRoutes({ [orderPath]: { body: order(17, { paid: true }) } });
    renderPaymentResultDialog({ language: 'ru' });

    const dialog = await screen.findByRole('dialog', { name: 'Платёж прошёл успешно' });
    expect(dialog).toHaveAccessibleDescription('Ваша покупка прошла успешно!');
    expect(requests.map((request) => [request.method, pathOf(request)])).toEqual([['GET', orderPath]]);
    expect(readLastOrderId()).toBeNull();
  });

  it('shows the Uzbek success title with a plain apostrophe', async () => {
    saveLastOrderId(17);
    mockRoutes({ [orderPath]: { body: order(17, { paid: true }) } });
    renderPaymentResultDialog();

    const dialog = await screen.findByRole('dialog', { name: 'To‘lov muvaffaqiyatli' });
    expect(dialog).toHaveAccessibleDescription('Xaridingiz muvaffaqiyatli amalga oshirildi!');
  });

  it('sends an unpaid order to the orders section, closing the pop-up', async () => {
    saveLastOrderId(17);
    mockRoutes({ [orderPath]: { body: order(17, { paid: false }) } });
    const user = userEvent.setup();
    renderPaymentResultDialog();

    const dialog = await screen.findByRole('dialog', { name: 'To‘lov bajarilmagan' });
    expect(readLastOrderId()).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Buyurtmalarim' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=my-orders');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the Russian failure title and points to "Мои заказы"', async () => {
    saveLastOrderId(17);
    mockRoutes({ [orderPath]: { body: order(17, { paid: false }) } });
    renderPaymentResultDialog({ language: 'ru' });

    const dialog = await screen.findByRole('dialog', { name: 'Платеж не прошёл' });
    expect(dialog).toHaveAccessibleDescription(/«Мои заказы»/);
    expect(within(dialog).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/profile?tab=my-orders');
  });

  it('stays neutral when the order cannot be read, and still clears the id', async () => {
    saveLastOrderId(17);
    mockRoutes({ [orderPath]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Order not found' } } } });
    renderPaymentResultDialog();

    const dialog = await screen.findByRole('dialog', { name: 'To‘lov holati aniqlanmadi' });
    expect(within(dialog).getByRole('link', { name: 'Buyurtmalarim' })).toBeInTheDocument();
    expect(readLastOrderId()).toBeNull();
  });

  it('asks nothing and shows nothing without a stored order', async () => {
    const { requests } = mockRoutes({});
    renderPaymentResultDialog();

    await act(async () => undefined);

    expect(requests).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, and the next page load shows nothing', async () => {
    saveLastOrderId(17);
    const { requests } = mockRoutes({ [orderPath]: { body: order(17, { paid: true }) } });
    const user = userEvent.setup();
    const { unmount } = renderPaymentResultDialog();

    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    renderPaymentResultDialog();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
