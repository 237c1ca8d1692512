import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { customerId, mockProfileRoutes, requestsTo, serverError, signIn } from '../profile/testing/profileKit';
import type { CustomerNotification } from './types';

beforeEach(() => signIn());

const listPath = `/api/notification/getNotificationsForCustomer/${customerId}`;
const readAllPath = `/api/notification/readAll/${customerId}`;
const readPath = (id: number) => `/api/notification/readNotification/${id}`;

const shipped: CustomerNotification = {
  id: 3,
  title: 'Buyurtma yo‘lda',
  message: 'LB-1001 buyurtmangiz jo‘natildi.',
  titleRUS: 'Заказ в пути',
  messageRUS: 'Заказ LB-1001 отправлен.',
  type: 'ORDER',
  targetId: 1001,
  read: false,
  createdAt: '2026-03-14T09:05:00Z',
};
const coupon: CustomerNotification = {
  ...shipped,
  id: 2,
  title: 'Sizga kupon',
  message: 'Bronze statusi uchun 20 000 so‘mlik kupon.',
  titleRUS: 'Вам купон',
  messageRUS: 'Купон на 20 000 сум за статус Bronze.',
  type: 'COUPON',
  targetId: 5,
  read: false,
  createdAt: '2026-03-10T12:00:00Z',
};
const backInStock: CustomerNotification = {
  ...shipped,
  id: 1,
  title: 'Yana sotuvda',
  message: 'Zig‘ir ko‘ylak yana sotuvda.',
  titleRUS: 'Снова в продаже',
  messageRUS: 'Льняное платье снова в продаже.',
  type: 'PRODUCT',
  targetId: 42,
  read: true,
  createdAt: '2026-03-01T08:00:00Z',
};
const all = [shipped, coupon, backInStock];

function list() {
  return screen.findByRole('list', { name: /Bildirishnomalar ro‘yxati|Список уведомлений/ });
}

describe('notifications states', () => {
  it('shows a skeleton, then the notifications newest first with unread ones marked', async () => {
    const reply = deferredReply();
    mockProfileRoutes({ [listPath]: () => reply.promise });
    renderApp({ route: '/my-notifications' });

    expect(await screen.findByRole('status', { name: 'Bildirishnomalar yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    reply.release({ body: all });

    const links = within(await list()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Buyurtma yo‘lda'),
      expect.stringContaining('Sizga kupon'),
      expect.stringContaining('Yana sotuvda'),
    ]);
    expect(links[0]).toHaveAccessibleName('O‘qilmagan: Buyurtma yo‘lda');
    expect(links[0]).toHaveAccessibleDescription('LB-1001 buyurtmangiz jo‘natildi. 14-mart, 2026, 14:05');
    expect(links[2]).toHaveAccessibleName('Yana sotuvda');
    expect(screen.getByText('2 ta o‘qilmagan')).toBeInTheDocument();
  });

  it('shows the Russian texts in Russian', async () => {
    mockProfileRoutes({ [listPath]: { body: all } });
    renderApp({ route: '/my-notifications', language: 'ru' });

    const links = within(await list()).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Не прочитано: Заказ в пути');
    expect(links[0]).toHaveAccessibleDescription('Заказ LB-1001 отправлен. 14 марта 2026 г. в 14:05');
    expect(screen.getByText('2 непрочитанных')).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    mockProfileRoutes({ [listPath]: { body: [] } });
    renderApp({ route: '/my-notifications' });
    expect(await screen.findByText(/Hozircha bildirishnomalar yo‘q/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hammasini o‘qilgan deb belgilash' })).not.toBeInTheDocument();
  });

  it('says when the notifications cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({ [listPath]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [shipped] }) });
    renderApp({ route: '/my-notifications' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ma’lumotlarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('link', { name: 'O‘qilmagan: Buyurtma yo‘lda' })).toBeInTheDocument();
  });
});

describe('opening notifications', () => {
  it('marks an unread one read and opens my orders on a phone', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes({ [listPath]: { body: all }, [readPath(3)]: { body: { ...shipped, read: true } } });
    const { router } = renderApp({ route: '/my-notifications' });

    await user.click(within(await list()).getByRole('link', { name: 'O‘qilmagan: Buyurtma yo‘lda' }));
    expect(router.state.location.pathname).toBe('/my-orders');
    await waitFor(() => expect(requestsTo(requests, readPath(3), 'PUT')).toHaveLength(1));
  });

  it('leads a coupon to my coupons in the wide layout, and a product to its page', async () => {
    setScreenWidth(desktopWidth);
    mockProfileRoutes({ [listPath]: { body: all }, [readPath(2)]: { body: { ...coupon, read: true } } });
    renderApp({ route: '/profile?tab=my-notifications' });

    const items = within(await list());
    expect(items.getByRole('link', { name: 'O‘qilmagan: Sizga kupon' })).toHaveAttribute('href', '/profile?tab=my-coupons');
    expect(items.getByRole('link', { name: 'O‘qilmagan: Buyurtma yo‘lda' })).toHaveAttribute('href', '/profile?tab=my-orders');
    expect(items.getByRole('link', { name: 'Yana sotuvda' })).toHaveAttribute('href', '/productDetail/42');
  });

  it('does not mark a read one again', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes({ [listPath]: { body: [backInStock] } });
    const { router } = renderApp({ route: '/my-notifications' });

    await user.click(within(await list()).getByRole('link', { name: 'Yana sotuvda' }));
    expect(router.state.location.pathname).toBe('/productDetail/42');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('marks one without a target read in place', async () => {
    const user = userEvent.setup();
    const orphan = { ...backInStock, id: 9, read: false, targetId: null };
    const { requests } = mockProfileRoutes({ [listPath]: { body: [orphan] }, [readPath(9)]: { body: { ...orphan, read: true } } });
    const { router } = renderApp({ route: '/my-notifications' });

    await user.click(within(await list()).getByRole('button', { name: 'O‘qilmagan: Yana sotuvda' }));
    expect(await screen.findByRole('button', { name: 'Yana sotuvda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-notifications');
    expect(requestsTo(requests, readPath(9), 'PUT')).toHaveLength(1);
  });

  it('tells when marking one read fails, and shows it unread again', async () => {
    const user = userEvent.setup();
    const orphan = { ...backInStock, id: 9, read: false, targetId: null };
    mockProfileRoutes({ [listPath]: { body: [orphan] }, [readPath(9)]: serverError(500, 'INTERNAL') });
    renderApp({ route: '/my-notifications' });

    await user.click(within(await list()).getByRole('button', { name: 'O‘qilmagan: Yana sotuvda' }));
    expect(await screen.findByText('Bildirishnomani o‘qilgan deb belgilab bo‘lmadi')).toBeInTheDocument();
    // The toast and the undone mark come from two handlers of the same failure, in either order.
    expect(await screen.findByRole('button', { name: 'O‘qilmagan: Yana sotuvda' })).toBeInTheDocument();
  });
});

describe('mark all read', () => {
  it('marks every notification read at once', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes({ [listPath]: { body: all }, [readAllPath]: { status: 204 } });
    renderApp({ route: '/my-notifications' });

    await list();
    await user.click(screen.getByRole('button', { name: 'Hammasini o‘qilgan deb belgilash' }));

    expect(await screen.findByText('Hammasi o‘qilgan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /O‘qilmagan/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hammasini o‘qilgan deb belgilash' })).toBeDisabled();
    expect(requestsTo(requests, readAllPath, 'PUT')).toHaveLength(1);
  });

  it('takes it back with a toast when the server refuses', async () => {
    const user = userEvent.setup();
    mockProfileRoutes({ [listPath]: { body: all }, [readAllPath]: serverError(500, 'INTERNAL') });
    renderApp({ route: '/my-notifications', language: 'ru' });

    await list();
    await user.click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));

    expect(await screen.findByText('Не удалось отметить уведомления как прочитанные. Попробуйте ещё раз')).toBeInTheDocument();
    // The toast and the undone marks come from two handlers of the same failure, in either order.
    expect(await screen.findByText('2 непрочитанных')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Не прочитано: Заказ в пути' })).toBeInTheDocument();
  });

  it('is off when everything is read', async () => {
    mockProfileRoutes({ [listPath]: { body: [backInStock] } });
    renderApp({ route: '/my-notifications' });
    await list();
    expect(screen.getByText('Hammasi o‘qilgan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hammasini o‘qilgan deb belgilash' })).toBeDisabled();
  });
});
