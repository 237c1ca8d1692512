import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { customerId, mockProfileRoutes, serverError, signIn } from '../profile/testing/profileKit';
import type { CustomerCoupon } from './types';

beforeEach(() => signIn());

const couponsPath = `/api/couponCustomer/getCouponsByCustomerId/${customerId}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const named = (id: number, name: string, nameUZB: string, nameRUS: string, credit: number) => ({ id, name, nameUZB, nameRUS, credit });
const bronze: CustomerCoupon = { id: 11, coupon: named(2, 'Bronze kuponi', 'Bronza kuponi', 'Купон «Бронза»', 20_000), expireDate: inDays(3.5), used: false, usable: true };
const silver: CustomerCoupon = { id: 12, coupon: named(3, 'Silver kuponi', 'Kumush kuponi', 'Купон «Серебро»', 50_000), expireDate: inDays(40), used: false, usable: true };
const spent: CustomerCoupon = { id: 9, coupon: named(1, 'Xush kelibsiz', 'Xush kelibsiz', 'Добро пожаловать', 10_000), expireDate: inDays(10), used: true, usable: false };
const lapsed: CustomerCoupon = { id: 8, coupon: named(4, 'Bahor kuponi', 'Bahor kuponi', 'Весенний купон', 15_000), expireDate: '2025-03-14T18:59:59Z', used: false, usable: false };

describe('my coupons', () => {
  it('shows a skeleton, then usable tickets first (soonest to expire on top) and the used and expired ones after', async () => {
    const reply = deferredReply();
    mockProfileRoutes({ [couponsPath]: () => reply.promise });
    renderApp({ route: '/my-coupons' });

    expect(await screen.findByRole('status', { name: 'Kuponlar yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    reply.release({ body: [spent, silver, lapsed, bronze] });

    const usable = await screen.findByRole('region', { name: 'Foydalanish mumkin' });
    const tickets = within(usable).getAllByRole('article');
    expect(tickets.map((ticket) => within(ticket).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bronza kuponi',
      'Kumush kuponi',
    ]);
    expect(within(tickets[0] as HTMLElement).getByText(/20.000.so‘m/)).toBeInTheDocument();
    expect(within(tickets[0] as HTMLElement).getByText('3 kun qoldi')).toBeInTheDocument();
    expect(within(tickets[1] as HTMLElement).getByText(/gacha amal qiladi$/)).toBeInTheDocument();
    expect(within(tickets[1] as HTMLElement).queryByText(/kun qoldi/)).not.toBeInTheDocument();
    expect(within(usable).getByText(/kamida 10.000.so‘m bo‘lishi kerak/)).toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Ishlatilgan va muddati o‘tgan' });
    const used = within(past).getByRole('article', { name: 'Xush kelibsiz' });
    expect(within(used).getByText('Ishlatilgan')).toBeInTheDocument();
    const expired = within(past).getByRole('article', { name: 'Bahor kuponi' });
    expect(within(expired).getByText('Muddati o‘tgan')).toBeInTheDocument();
    expect(within(expired).getByText('Amal qilish muddati: 14-mart, 2025')).toBeInTheDocument();
  });

  it('speaks Russian, names the coupons in Russian, and says when nothing can be used now', async () => {
    mockProfileRoutes({ [couponsPath]: { body: [lapsed] } });
    renderApp({ route: '/my-coupons', language: 'ru' });

    expect(await screen.findByText(/Сейчас нет купонов, которые можно использовать/)).toBeInTheDocument();
    const expired = screen.getByRole('article', { name: 'Весенний купон' });
    expect(within(expired).getByText('Срок истёк')).toBeInTheDocument();
    expect(within(expired).getByText(/15.000.сум/)).toBeInTheDocument();
  });

  it('explains that coupons come with each loyalty tier when there are none', async () => {
    mockProfileRoutes({ [couponsPath]: { body: [] } });
    renderApp({ route: '/my-coupons' });

    expect(await screen.findByText(/Hozircha kuponlaringiz yo‘q/)).toBeInTheDocument();
    expect(screen.getByText(/Bronza, Kumush, Oltin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statusim haqida' })).toHaveAttribute('href', '/my-status');
  });

  it('links to the status tab in the wide layout, with the tickets’ headings one level lower', async () => {
    setScreenWidth(desktopWidth);
    mockProfileRoutes({ [couponsPath]: { body: [bronze] } });
    renderApp({ route: '/profile?tab=my-coupons' });

    expect(await screen.findByRole('heading', { level: 4, name: 'Bronza kuponi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ko‘proq kupon qanday olinadi' })).toHaveAttribute('href', '/profile?tab=my-status');
  });

  it('says when the coupons cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({ [couponsPath]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [silver] }) });
    renderApp({ route: '/my-coupons' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ma’lumotlarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('article', { name: 'Kumush kuponi' })).toBeInTheDocument();
  });
});
