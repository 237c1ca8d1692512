import { screen, within } from '@testing-library/react';
import { customerAnswer } from '../../../../test/web/answers';
import { setCookie } from '../../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { readAccessToken } from '../../../app/session';
import { order } from '../../orders/testing/orderFixtures';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { readStaffSession } from '../staffSession';
import { ordersPath, page, queryOf, renderStaff, signInStaff, staffOrders, staffToken } from '../testing/renderStaff';

const loginPath = '/api/auth/loginUser';

describe('staff sign-in', () => {
  it('checks the form, signs in with its own token and shows the new orders', async () => {
    // A shopper signed in on the same browser keeps their session, and lends the staff calls nothing.
    setCookie('accessToken', 'customer-token');
    setCookie('customerId', '7');
    const { user, requests } = renderStaff(staffOrders({ NEW: [order(1)] }), {
      routes: {
        [loginPath]: { body: { accessToken: staffToken, userId: 1, role: 'ADMIN' } },
        '/api/customers/getCustomerById/7': { body: customerAnswer({ id: 7, fullName: 'Dilnoza' }) },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Xodimlar uchun kirish' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Xodimlar uchun kirish' });
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));
    const phone = within(form).getByRole('textbox', { name: 'Telefon raqami' });
    expect(phone).toHaveAccessibleDescription('Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak');
    expect(phone).toHaveFocus();
    expect(requestsTo(requests, loginPath, 'POST')).toHaveLength(0);

    await user.type(phone, '90 999 99 99');
    await user.type(within(form).getByLabelText('Parol'), 'admin123');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Buyurtma № L-000001' })).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, loginPath, 'POST')[0])).toEqual({ phoneNumber: '+998909999999', password: 'admin123' });
    expect(readStaffSession()).toEqual({ accessToken: staffToken, role: 'ADMIN', phoneNumber: '+998909999999' });
    expect(readAccessToken()).toBe('customer-token');
    const [list] = requestsTo(requests, ordersPath);
    expect(list?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    expect(queryOf(list!)).toEqual({ status: 'NEW', page: '0', size: '20' });
  });

  it('says when the phone or password is wrong', async () => {
    const { user } = renderStaff(staffOrders({}), { routes: { [loginPath]: serverError(401, 'UNAUTHORIZED') } });
    const form = await screen.findByRole('form', { name: 'Xodimlar uchun kirish' });
    await user.type(within(form).getByRole('textbox', { name: 'Telefon raqami' }), '90 999 99 99');
    await user.type(within(form).getByLabelText('Parol'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));

    expect(await screen.findByText('Telefon raqami yoki parol noto‘g‘ri.')).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
  });

  it('signs out, back to the sign-in form, and the next sign-in reads the list afresh', async () => {
    // The wide frame has the sign-out in its bar (a phone's is in the sections drawer, StaffFrame.test.tsx).
    setScreenWidth(desktopWidth);
    signInStaff();
    const { user, requests } = renderStaff(staffOrders({ NEW: [order(1)] }), {
      routes: { [loginPath]: { body: { accessToken: 'staff-token-2', userId: 2, role: 'ADMIN' } } },
    });
    // A wide screen lists the orders in a table, each number the link to its page.
    await screen.findByRole('link', { name: 'Buyurtma № L-000001ni ochish' });

    await user.click(screen.getByRole('button', { name: 'Chiqish' }));

    const form = await screen.findByRole('form', { name: 'Xodimlar uchun kirish' });
    expect(screen.getByText('Xodim hisobidan chiqdingiz')).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
    // Nothing is read without a token.
    expect(requestsTo(requests, ordersPath)).toHaveLength(1);

    await user.type(within(form).getByRole('textbox', { name: 'Telefon raqami' }), '90 999 99 98');
    await user.type(within(form).getByLabelText('Parol'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));
    await screen.findByRole('link', { name: 'Buyurtma № L-000001ni ochish' });
    const lists = requestsTo(requests, ordersPath);
    expect(lists).toHaveLength(2);
    expect(lists[1]?.headers.get('Authorization')).toBe('Bearer staff-token-2');
  });

  it('goes back to the sign-in when the staff token has run out', async () => {
    signInStaff();
    renderStaff(serverError(401, 'UNAUTHORIZED'));
    expect(await screen.findByText('Xodim sessiyasi tugadi. Qaytadan kiring.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Xodimlar uchun kirish' })).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
  });
});

describe('staff orders list', () => {
  beforeEach(() => signInStaff());

  it('shows skeletons while loading, then the orders with what to pack', async () => {
    let release: () => void = () => undefined;
    renderStaff(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: page([order(3, { receiverName: 'Aziz Karimov', receiverPhoneNumber: '+998935554433' })]) });
        }),
    );
    expect(await screen.findByRole('status', { name: 'Buyurtmalar yuklanmoqda' })).toBeInTheDocument();
    release();

    const card = await screen.findByRole('article', { name: 'Buyurtma № L-000003' });
    expect(within(card).getByRole('link', { name: 'Buyurtma № L-000003' })).toHaveAttribute('href', '/staff/orders/3');
    expect(within(card).getByText(/^Dilnoza Karimova/)).toHaveTextContent('Dilnoza Karimova, +998 90 123 45 67');
    expect(within(card).getByRole('link', { name: '+998 90 123 45 67' })).toHaveAttribute('href', 'tel:+998901234567');
    expect(within(card).getByText(/Toshkent shahri/)).toHaveTextContent(/^Toshkent shahri · \d+ dona$/);
    expect(within(card).getByText('To‘langan')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Yig‘ilgan deb belgilash' })).toBeInTheDocument();
    expect(screen.getByText('1 ta buyurtma')).toBeInTheDocument();
  });

  it('says when a status has no orders, and switches status by tab and keeps it in the address', async () => {
    const { user, requests, router } = renderStaff(staffOrders({ PACK: [order(4, { status: 'PACK' })] }));
    expect(await screen.findByText('Yangi buyurtmalar yo‘q.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Yig‘ilgan' }));

    expect(await screen.findByRole('article', { name: 'Buyurtma № L-000004' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Yig‘ilgan' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?status=PACK');
    expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toMatchObject({ status: 'PACK', page: '0' });
  });

  it('pages through a long list', async () => {
    const { user, requests } = renderStaff((request) => {
      const number = Number(queryOf(request).page);
      return { body: page([order(number + 10)], { number, totalPages: 3, totalElements: 45 }) };
    });
    await screen.findByRole('article', { name: 'Buyurtma № L-000010' });
    expect(screen.getByText('45 ta buyurtma')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2-sahifa' }));

    expect(await screen.findByRole('article', { name: 'Buyurtma № L-000011' })).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, ordersPath).at(-1)!)).toMatchObject({ page: '1' });
  });

  it('says when the list cannot be read, and retries', async () => {
    let fail = true;
    const { user } = renderStaff(() => (fail ? serverError(404, 'NOT_FOUND') : { body: page([order(1)]) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Buyurtmalarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('article', { name: 'Buyurtma № L-000001' })).toBeInTheDocument();
  });

  it('tells a signed-in account without the staff role that it has no access', async () => {
    renderStaff(serverError(403, 'FORBIDDEN'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu hisobda buyurtmalarni boshqarish huquqi yo‘q');
  });

  it('speaks Russian', async () => {
    renderStaff(staffOrders({ NEW: [order(1, { paid: false })] }), { language: 'ru' });
    const card = await screen.findByRole('article', { name: 'Заказ № L-000001' });
    expect(within(card).getByText('Не оплачен')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Отметить собранным' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Новые' })).toHaveAttribute('aria-selected', 'true');
  });
});
