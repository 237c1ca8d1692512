import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentTotals, StaffPayment } from '../../../../contract/staffPayments';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { tashkentDay } from '../../../components/shopTime';

const payment = (fields: Partial<StaffPayment> = {}): StaffPayment => ({
  id: 1,
  provider: 'PAYME',
  providerTransactionId: 'pm-5f2a',
  orderId: 7,
  orderNumber: 'LB-000007',
  amount: 427_900,
  state: 'paid',
  createdAt: '2026-11-18T10:00:00.000Z',
  performedAt: '2026-11-18T10:01:00.000Z',
  cancelledAt: null,
  ...fields,
});

const refunded = payment({ id: 2, provider: 'CLICK', providerTransactionId: 'ck-77', orderId: 9, orderNumber: 'LB-000009', amount: 100_000, state: 'refunded', cancelledAt: '2026-11-19T08:00:00.000Z' });

const zeros = { count: 0, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 };
const totals = (from: string, to: string): PaymentTotals => ({
  from,
  to,
  providers: [
    { provider: 'PAYME', count: 1, paidCount: 1, paidSum: 427_900, refundedCount: 0, refundedSum: 0, net: 427_900 },
    { provider: 'CLICK', count: 1, paidCount: 1, paidSum: 100_000, refundedCount: 1, refundedSum: 100_000, net: 0 },
    { provider: 'UZUM', ...zeros },
  ],
  all: { count: 2, paidCount: 2, paidSum: 527_900, refundedCount: 1, refundedSum: 100_000, net: 427_900 },
});

/** The list answers the rows its filters keep, the totals the range asked for. */
function paymentRoutes(rows: StaffPayment[]) {
  return {
    '/api/payment/getAllPayments': (request: Request) => {
      const query = queryOf(request);
      const content = rows.filter((row) => (!query.provider || row.provider === query.provider) && (!query.state || row.state === query.state));
      return { body: { content, page: 0, size: 20, totalElements: content.length, totalPages: 1 } };
    },
    '/api/payment/by-date': (request: Request) => {
      const { from, to } = queryOf(request);
      return { body: totals(from!, to!) };
    },
  };
}

describe('staff payments', () => {
  beforeEach(() => signInStaff());

  it('shows the last seven days’ totals per provider and every transaction in a table, the order linked', async () => {
    setScreenWidth(desktopWidth);
    const { requests, user } = renderStaff(staffOrders({}), { route: '/staff/payments', routes: paymentRoutes([payment(), refunded]) });
    // The first section to load brings the texts and the lazy chunks, slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'To‘lovlar ro‘yxati' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('427 900 so‘m')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('To‘langan')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('18.11.2026 15:00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Qaytarilgan')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Buyurtma № LB-000009' })).toHaveAttribute('href', '/staff/orders/9');

    const all = screen.getByRole('region', { name: 'Barcha tizimlar' });
    expect(within(all).getByText('2 ta tranzaksiya')).toBeInTheDocument();
    expect(within(all).getByText('527 900 so‘m')).toBeInTheDocument();
    const click = screen.getByRole('region', { name: 'Click' });
    expect(within(click).getAllByText('100 000 so‘m')).toHaveLength(2);
    const listed = requests.filter((request) => request.url.includes('/api/payment/getAllPayments')).map(queryOf);
    expect(listed[0]).toMatchObject({ from: tashkentDay(-6), to: tashkentDay(), page: '0', size: '20' });

    await user.click(screen.getByRole('combobox', { name: 'To‘lov tizimi' }));
    await user.click(await screen.findByRole('option', { name: 'Click' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(requests.filter((request) => request.url.includes('/api/payment/getAllPayments')).map(queryOf).at(-1)).toMatchObject({ provider: 'CLICK' });
  });

  it('lists cards on a phone, in Russian, and offers to clear filters that keep nothing', async () => {
    setScreenWidth(phoneWidth);
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/payments?from=2026-11-01&to=2026-11-20&state=cancelled',
      language: 'ru',
      routes: paymentRoutes([payment(), refunded]),
    });
    expect(await screen.findByText('По выбранным фильтрам платежей нет', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('С даты')).toHaveValue('01.11.2026');
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    const list = await screen.findByRole('list', { name: 'Список платежей' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Возвращён')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('100 000 сум')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Заказ № LB-000007' })).toHaveAttribute('href', '/staff/orders/7');
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/payments?from=2026-11-20&to=2026-11-01', routes: paymentRoutes([]) });
    expect(await screen.findByText('Oxirgi sana boshlanish sanasidan oldin bo‘lmasin', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/api/payment/'))).toHaveLength(0);
  });

  it('says when the payments cannot be read, in place and in a toast', async () => {
    const failure = { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } };
    renderStaff(staffOrders({}), { route: '/staff/payments', routes: { '/api/payment/getAllPayments': failure, '/api/payment/by-date': failure } });
    expect(await screen.findByText('To‘lovlarni yuklab bo‘lmadi', { selector: '#notistack-snackbar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('To‘lovlarni yuklab bo‘lmadi'))).toBe(true);
  });
});
