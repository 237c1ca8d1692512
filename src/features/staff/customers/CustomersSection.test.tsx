import { screen, waitFor, within } from '@testing-library/react';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { requestsTo } from '../../profile/testing/profileKit';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import type { StaffCustomerDetail, StaffCustomerRow } from './types';

const malika: StaffCustomerRow = {
  id: 5,
  fullName: 'Malika Rahimova',
  phoneNumber: '+998901234567',
  points: 1600,
  ordersCount: 2,
  totalSpent: 450_000,
  createdAt: '2026-10-01T09:00:00.000Z',
  deletedAt: null,
};
const bobur: StaffCustomerRow = { ...malika, id: 6, fullName: 'Bobur Aliyev', phoneNumber: '+998935550011', ordersCount: 0, totalSpent: 0 };

const detail: StaffCustomerDetail = {
  ...malika,
  birthDate: '1995-04-12',
  gender: 'Ayol',
  imageUrl: null,
  tier: { name: 'Bronze', names: { uz: 'Bronza', ru: 'Бронза' } },
  orders: [{ id: 41, orderNumber: '100041', createdAt: '2026-11-02T10:00:00.000Z', status: 'REACHED', paid: true, total: 450_000 }],
  coupons: [{ id: 9, names: { uz: 'Bronza kuponi', ru: 'Купон «Бронза»' }, credit: 20_000, used: false, usedOrderId: null, expireDate: '2026-12-31T00:00:00.000Z', createdAt: '2026-11-02T10:00:00.000Z' }],
};

const page = (content: StaffCustomerRow[]) => ({ content, page: 0, size: 20, totalElements: content.length, totalPages: 1 });

/** The list answers by its search; the customer's page and delete keep one customer's state. */
function customerServer() {
  const state = { deleted: false, conflict: false };
  const list: MockHandler = (request) => {
    const search = (queryOf(request).search ?? '').toLowerCase();
    return { body: page([malika, bobur].filter((row) => !search || row.fullName.toLowerCase().includes(search) || row.phoneNumber.includes(search))) };
  };
  const one: MockHandler = () =>
    state.deleted ? { body: { ...detail, fullName: 'Deleted customer', phoneNumber: 'deleted:5', deletedAt: '2026-11-20T09:00:00.000Z' } } : { body: detail };
  const remove: MockHandler = () => {
    if (state.conflict) return { status: 409, body: { error: { code: 'CONFLICT', message: 'already deleted' } } };
    state.deleted = true;
    return { status: 204 };
  };
  return {
    state,
    routes: { '/api/customers/staff/getAll': list, '/api/customers/staff/getCustomerById/5': one, '/api/customers/staff/delete/5': remove },
  };
}

describe('staff customers', () => {
  beforeEach(() => signInStaff('staff-token-1', 'MANAGER'));

  it('lists customers in a table with orders and money, and searches by phone digits', async () => {
    setScreenWidth(desktopWidth);
    const { routes } = customerServer();
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/customers', routes });
    const table = await screen.findByRole('table', { name: 'Mijozlar ro‘yxati' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Malika Rahimova+998 90 123 45 672450 000 so‘m01.10.2026');
    expect(screen.getByText('2 ta mijoz')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, '/api/customers/staff/getAll')[0]!)).toMatchObject({ page: '0', size: '20', state: 'ACTIVE' });

    await user.type(screen.getByRole('searchbox', { name: 'Ism yoki telefon' }), '93555');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Bobur Aliyev' })).toHaveAttribute('href', '/staff/customers/6');
    expect(queryOf(requestsTo(requests, '/api/customers/staff/getAll').at(-1)!)).toMatchObject({ search: '93555' });
  });

  it('shows cards on a phone, asks for deleted customers through the filter, and says when nothing matches', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/customers',
      language: 'ru',
      routes: { '/api/customers/staff/getAll': (request) => ({ body: page(queryOf(request).state === 'DELETED' ? [] : [malika]) }) },
    });
    const list = await screen.findByRole('list', { name: 'Список покупателей' }, { timeout: 10_000 });
    expect(within(list).getByRole('link')).toHaveTextContent('Malika Rahimova+998 90 123 45 672 заказа · 450 000 сумс 01.10.2026');
    await user.click(screen.getByRole('combobox', { name: 'Показать' }));
    await user.click(await screen.findByRole('option', { name: 'Удалённые' }));
    expect(await screen.findByText('Такой покупатель не найден.')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, '/api/customers/staff/getAll').at(-1)!).state).toBe('DELETED');
    await user.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    expect(await screen.findByRole('list', { name: 'Список покупателей' })).toBeInTheDocument();
  });

  it('opens a customer with profile, orders and coupons, and deletes them after saying what goes and what stays', async () => {
    setScreenWidth(desktopWidth);
    const { routes } = customerServer();
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/customers/5', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Malika Rahimova' }, { timeout: 10_000 })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profil' });
    expect(within(profile).getByText('Bronza')).toBeInTheDocument();
    expect(within(profile).getByText('12.04.1995')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Mijozning buyurtmalari' });
    expect(within(orders).getByRole('link', { name: '100041' })).toHaveAttribute('href', '/staff/orders/41');
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Yetkazilgan');
    expect(screen.getByRole('list', { name: 'Kuponlar' })).toHaveTextContent('Bronza kuponi · 20 000 so‘m31.12.2026 gacha amal qiladiIshlatilmagan');

    await user.click(screen.getByRole('button', { name: 'Mijozni o‘chirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Mijoz o‘chirilsinmi?' });
    expect(within(within(dialog).getByRole('list', { name: 'O‘chiriladi:' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByRole('list', { name: 'Saqlanadi (hisob-kitob uchun):' })).toHaveTextContent('buyurtmalar, ulardagi mahsulotlar va to‘lovlar');
    await user.click(within(dialog).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('«Malika Rahimova» o‘chirildi: shaxsiy ma’lumotlari tozalandi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/customers/staff/delete/5', 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mijozni o‘chirish' })).not.toBeInTheDocument();
  });

  it('says in a toast when the customer was deleted meanwhile', async () => {
    const { routes, state } = customerServer();
    state.conflict = true;
    const { user } = renderStaff(staffOrders({}), { route: '/staff/customers/5', routes });
    await user.click(await screen.findByRole('button', { name: 'Mijozni o‘chirish' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Bu mijoz allaqachon o‘chirilgan.')).toBeInTheDocument();
  });

  it('shows a missing customer as not found', async () => {
    renderStaff(staffOrders({}), {
      route: '/staff/customers/77',
      routes: { '/api/customers/staff/getCustomerById/77': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Customer not found' } } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bunday mijoz topilmadi' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
