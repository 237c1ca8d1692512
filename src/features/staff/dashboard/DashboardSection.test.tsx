import { deserialize, serialize } from 'node:v8';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dashboard, DashboardPeriod } from '../../../../contract/staffDashboard';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

// jsdom lacks structuredClone, which the chart library's gestures use; Node's own serializer does the same.
beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
});

const dress = { productId: 1, referenceNumber: 'LX-100', nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', quantity: 2, revenue: 800_000 };
const scarf = { productId: 2, referenceNumber: 'LX-200', nameUZB: 'Sharf', nameRUS: 'Шарф', quantity: 5, revenue: 250_000 };

function board(period: DashboardPeriod): Dashboard {
  const today = period === 'today';
  return {
    period,
    from: '2026-11-19T19:00:00.000Z',
    to: '2026-11-20T09:00:00.000Z',
    orders: today ? 4 : 40,
    revenue: today ? 1_050_000 : 9_000_000,
    paidOrders: 3,
    averageBasket: 350_000,
    paidShare: 0.75,
    newCustomers: today ? 2 : 11,
    topProductsByQuantity: [scarf, dress],
    topProductsByRevenue: [dress, scarf],
    topCategories: [{ categoryId: 3, nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья', quantity: 2, revenue: 800_000 }],
    series: Array.from({ length: today ? 15 : 7 }, (_, index) => ({
      start: new Date(Date.parse('2026-11-19T19:00:00Z') + index * (today ? 3_600_000 : 86_400_000)).toISOString(),
      orders: index === 9 ? 4 : 0,
      revenue: index === 9 ? 1_050_000 : 0,
    })),
  };
}

const routes = {
  '/api/staff/dashboard': (request: Request) => ({ body: board((queryOf(request).period ?? 'today') as DashboardPeriod) }),
};

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('staff dashboard', () => {
  beforeEach(() => signInStaff());

  it('shows today’s figures, the chart’s figures as a table, the best sellers, and switches the period', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/dashboard', routes });
    // The first section to load brings the texts and the lazy chunks, slow on a busy machine.
    await screen.findByText('Buyurtmalar', { selector: 'dt' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Boshqaruv paneli' })).toBeInTheDocument();
    expect(figure('Buyurtmalar')).toBe('4');
    expect(figure('Tushum')).toBe('1 050 000 so‘m');
    expect(figure('O‘rtacha chek')).toBe('350 000 so‘m');
    expect(figure('To‘langanlar ulushi')).toMatch(/^75\s?%$/);
    expect(figure('Yangi mijozlar')).toBe('2');

    const chart = screen.getByRole('region', { name: 'Tushum va buyurtmalar' });
    // The chart comes in a chunk of its own: its skeleton first, then its drawing.
    await waitFor(() => expect(within(chart).getByTestId('revenue-chart').querySelector('svg')).not.toBeNull());
    expect(within(chart).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: 'Tushum va buyurtmalar' });
    const hour9 = within(table).getByRole('rowheader', { name: '09:00' }).closest('tr')!;
    expect(within(hour9).getByText('1 050 000 so‘m')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(16);

    const products = screen.getByRole('list', { name: 'Eng ko‘p sotilgan mahsulotlar' });
    expect(within(products).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'SharfLX-2005 dona · 250 000 so‘m',
      'Ipak ko‘ylakLX-1002 dona · 800 000 so‘m',
    ]);
    await user.click(screen.getByRole('button', { name: 'Summa bo‘yicha' }));
    expect(within(products).getAllByRole('listitem')[0]).toHaveTextContent('Ipak ko‘ylak');
    expect(within(screen.getByRole('list', { name: 'Eng yaxshi kategoriyalar' })).getByText('Ko‘ylaklar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7 kun' }));
    await waitFor(() => expect(figure('Buyurtmalar')).toBe('40'));
    expect(screen.getByRole('button', { name: '7 kun' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.filter((request) => request.url.includes('/api/staff/dashboard')).map((request) => queryOf(request).period)).toEqual(['today', '7d']);
    expect(within(screen.getByRole('table', { name: 'Tushum va buyurtmalar' })).getAllByRole('row')).toHaveLength(8);
  });

  it('reads the period from the address, in Russian, on a phone', async () => {
    setScreenWidth(phoneWidth);
    renderStaff(staffOrders({}), { route: '/staff/dashboard?period=30d', language: 'ru', routes });
    await screen.findByText('Выручка', { selector: 'dt' }, { timeout: 10_000 });
    expect(figure('Выручка')).toBe('9 000 000 сум');
    expect(screen.getByRole('button', { name: '30 дней' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Самые продаваемые товары' })).getAllByRole('listitem')[0]).toHaveTextContent('Шарф');
  });

  it('says when the figures cannot be read, in place and in a toast', async () => {
    renderStaff(staffOrders({}), { route: '/staff/dashboard', routes: { '/api/staff/dashboard': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } } });
    expect(await screen.findByText('Ko‘rsatkichlarni yuklab bo‘lmadi', { selector: '#notistack-snackbar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Ko‘rsatkichlarni yuklab bo‘lmadi'))).toBe(true);
  });
});
