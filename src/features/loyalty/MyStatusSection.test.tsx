import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import type { MockReply } from '../../../test/web/fetchMock';
import { dilnoza, mockProfileRoutes, paths, serverError, signIn } from '../profile/testing/profileKit';

beforeEach(() => signIn());

/** Prices and points are grouped with no-break spaces; Testing Library's text matching sees plain ones. */
const nbsp = '\u00a0';

describe('my-status', () => {
  it('shows skeletons while loading, then points, tier, progress and the tier table', async () => {
    let releaseCustomer: (reply: MockReply) => void = () => undefined;
    mockProfileRoutes({ [paths.customer]: () => new Promise((resolve) => (releaseCustomer = resolve)) });
    renderApp({ route: '/my-status' });

    expect(await screen.findByRole('status', { name: 'Status ma’lumotlari yuklanmoqda' })).toBeInTheDocument();
    releaseCustomer({ body: dilnoza });

    expect(await screen.findByText('1 800 ball')).toBeInTheDocument();
    expect(screen.getByText('Statusingiz: Bronza')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kumush statusigacha yo‘l' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('Kumush statusigacha 1 200 ball qoldi')).toBeInTheDocument();
    expect(screen.getByText('1 000 so‘m = 1 ball')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Status darajalari' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Start', '0', 'Kupon yo‘q'],
      ['BronzaSiz', `1${nbsp}500`, `20${nbsp}000${nbsp}so‘mlik kupon, 30 kun amal qiladi`],
      ['Kumush', `3${nbsp}000`, `50${nbsp}000${nbsp}so‘mlik kupon, 45 kun amal qiladi`],
      ['Oltin', `6${nbsp}000`, `100${nbsp}000${nbsp}so‘mlik kupon, 60 kun amal qiladi`],
    ]);
    expect(within(table).getByRole('rowheader', { name: /Bronza/ }).closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('speaks Russian with the right plural', async () => {
    mockProfileRoutes({ [paths.customer]: { body: { ...dilnoza, points: 2998 } } });
    renderApp({ route: '/my-status', language: 'ru' });

    expect(await screen.findByText('2 998 баллов')).toBeInTheDocument();
    expect(screen.getByText('До статуса «Серебро» осталось 2 балла')).toBeInTheDocument();
    expect(screen.getByText('1 000 сум = 1 балл')).toBeInTheDocument();
    expect(await screen.findByText('Купон на 50 000 сум, действует 45 дней')).toBeInTheDocument();
  });

  it('congratulates at the top tier', async () => {
    mockProfileRoutes({
      [paths.customer]: { body: { ...dilnoza, points: 7200, status: { name: 'Gold', minPoints: 6000, nextName: null, nextMinPoints: null } } },
    });
    renderApp({ route: '/my-status' });

    expect(await screen.findByText('Siz eng yuqori — Oltin statusidasiz. Biz bilan bo‘lganingiz uchun rahmat!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Eng yuqori status' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says when the tiers are not published', async () => {
    mockProfileRoutes({ [paths.statuses]: { body: [] } });
    renderApp({ route: '/my-status' });
    expect(await screen.findByText('Status darajalari hozircha e’lon qilinmagan.')).toBeInTheDocument();
  });

  it('says when the tiers or the customer cannot be read, and retries each', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({
      [paths.statuses]: () => (fail ? serverError(404, 'NOT_FOUND') : { body: [] }),
      [paths.customer]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: dilnoza }),
    });
    renderApp({ route: '/my-status' });

    const tiersAlert = (await screen.findByText('Status darajalarini yuklab bo‘lmadi.')).closest('[role="alert"]') as HTMLElement;
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    fail = false;
    await user.click(within(tiersAlert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('Status darajalari hozircha e’lon qilinmagan.')).toBeInTheDocument();
    const customerAlert = screen.getByRole('alert');
    await user.click(within(customerAlert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('1 800 ball')).toBeInTheDocument();
  });
});
