import { screen, within } from '@testing-library/react';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { requestsTo } from '../../profile/testing/profileKit';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { exchangeFields, listOf, staffReturn } from './testing/returnFixtures';

const counts = { REQUESTED: 2, APPROVED: 1, REJECTED: 0, RECEIVED: 0, REFUNDED: 4, EXCHANGED: 0, CLOSED: 0 };
const requests = [
  staffReturn(),
  staffReturn({ id: 8, quantity: 2, refundAmount: 480_000, ...exchangeFields }),
  staffReturn({ id: 9, status: 'APPROVED', orderId: 1050, orderNumber: 'LB-001050', customerName: 'Bobur Aliyev' }),
];
const routes = { '/api/return/staff/list': listOf(requests), '/api/return/staff/counts': { body: counts } };

describe('staff returns list', () => {
  beforeEach(() => signInStaff());

  it('counts the requests of each status and lists a status’s requests, another tab’s on a click', async () => {
    setScreenWidth(desktopWidth);
    const { user, router, requests: sent } = renderStaff(staffOrders({}), { route: '/staff/returns', routes });
    // The first render loads the section's chunk and the staff texts: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Qaytarish va almashtirish so‘rovlari' }, { timeout: 10_000 });
    const tabs = screen.getByRole('tablist', { name: 'So‘rovlar holati' });
    expect(await within(tabs).findByRole('tab', { name: 'Yangi 2', selected: true })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Tasdiqlangan 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Pul qaytarilgan 4' })).toBeInTheDocument();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/№ 7.*LB-001042.*Dilnoza Karimova.*Ipak ko‘ylak, M.*Qaytarish.*1.*249 900 so‘m.*Yangi/);
    expect(rows[1]).toHaveTextContent(/№ 8.*Almashtirish.*2.*→ L o‘lcham/);
    expect(within(rows[0]!).getByRole('link', { name: 'So‘rov № 7ni ochish' })).toHaveAttribute('href', '/staff/returns/7');
    expect(within(rows[0]!).getByRole('link', { name: 'Buyurtma № LB-001042' })).toHaveAttribute('href', '/staff/orders/1042');
    expect(queryOf(requestsTo(sent, '/api/return/staff/list')[0]!)).toMatchObject({ status: 'REQUESTED', page: '0', size: '20' });

    await user.click(within(tabs).getByRole('tab', { name: 'Tasdiqlangan 1' }));
    expect(await screen.findByText('Bobur Aliyev')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=APPROVED');
    expect(queryOf(requestsTo(sent, '/api/return/staff/list').at(-1)!)).toMatchObject({ status: 'APPROVED' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('shows a phone a card a request, in Russian, and says when a status has none', async () => {
    setScreenWidth(phoneWidth);
    const { user } = renderStaff(staffOrders({}), { route: '/staff/returns', language: 'ru', routes });
    const list = await screen.findByRole('list', { name: 'Заявки на возврат и обмен' }, { timeout: 10_000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/№ 7 · LB-001042.*Новая.*Шёлковое платье, M.*Возврат · 1 шт\. · 249 900 сум/);
    await user.click(screen.getByRole('tab', { name: 'Отклонены 0' }));
    expect(await screen.findByText('Отклонённых заявок нет.')).toBeInTheDocument();
  });
});
