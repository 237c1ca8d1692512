import { screen, waitFor, within } from '@testing-library/react';
import type { FailedJob } from '../../../../contract/staff-jobs';
import { pathOf, type MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { requestsTo, serverError } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders, staffToken } from '../testing/renderStaff';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;

const failedJob = (id: number, fields: Partial<FailedJob> = {}): FailedJob => ({
  id,
  kind: 'SMS',
  key: `sms:order:${id}:PAID`,
  orderId: id,
  orderNumber: `L-00000${id}`,
  attempts: 30,
  maxAttempts: 30,
  lastError: 'gateway 500',
  createdAt: '2026-11-20T09:00:00.000Z',
  finishedAt: '2026-11-21T09:00:00.000Z',
  ...fields,
});

/** The failed list behind its two routes: a retry takes the job off the list, a second retry of it is a 409. */
function outboxServer(initial: FailedJob[]) {
  let jobs = [...initial];
  const handler: MockHandler = (request) => {
    if (request.method === 'GET') return { body: { content: jobs, page: 0, size: 20, totalElements: jobs.length, totalPages: 1 } };
    const id = Number(pathOf(request).split('/').pop());
    if (!jobs.some((job) => job.id === id)) return serverError(409, 'CONFLICT');
    jobs = jobs.filter((job) => job.id !== id);
    return { body: { id, state: 'PENDING', attempts: 0, runAt: '2026-11-26T10:00:00.000Z' } };
  };
  return {
    '/api/jobs/staff/failed': handler,
    ...Object.fromEntries(initial.map((job) => [`/api/jobs/staff/retry/${job.id}`, handler])),
  };
}

describe('staff outgoing messages', () => {
  beforeEach(() => signInStaff('staff-token-1', 'MANAGER'));

  it('lists the given-up jobs with their order, error and attempts; a retry sends it again, says so and takes it off the list', async () => {
    const routes = outboxServer([
      failedJob(3),
      failedJob(2, { kind: 'CLICK_FISCAL', key: 'click:fiscal:9', lastError: 'Click -5: unknown payment', attempts: 8, maxAttempts: 8 }),
      failedJob(1, { orderId: null, orderNumber: null, key: 'sms:code:1', lastError: null }),
    ]);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/outbox', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yuborilmagan xabarlar' }, { timeout: firstPaint })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Yuborilmagan xabarlar' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Buyurtma № L-000003' })).toHaveAttribute('href', '/staff/orders/3');
    expect(items[0]).toHaveTextContent(/SMS.*sms:order:3:PAIDXato: gateway 500Urinishlar: 30 \/ 30 · To‘xtatilgan: .*2026/);
    expect(items[1]).toHaveTextContent(/Click cheki.*click:fiscal:9Xato: Click -5: unknown paymentUrinishlar: 8 \/ 8/);
    expect(items[2]).toHaveTextContent('Buyurtmasiz');
    expect(items[2]).toHaveTextContent('Sabab yozilmagan');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Qayta yuborish: click:fiscal:9' }));

    expect(await screen.findByText('Qayta yuborish navbatga qo‘yildi')).toBeInTheDocument();
    const [retried] = requestsTo(requests, '/api/jobs/staff/retry/2', 'POST');
    expect(retried?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Yuborilmagan xabarlar' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says so when someone else retried it first (409), and reads the list again', async () => {
    const routes = { ...outboxServer([failedJob(4)]), '/api/jobs/staff/retry/4': serverError(409, 'CONFLICT') };
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/outbox', routes });
    const list = await screen.findByRole('list', { name: 'Yuborilmagan xabarlar' }, { timeout: firstPaint });
    await user.click(within(list).getByRole('button', { name: 'Qayta yuborish: sms:order:4:PAID' }));
    expect(await screen.findByText('Bu xabar allaqachon qayta yuborilmoqda yoki yuborilgan.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests, '/api/jobs/staff/failed')).toHaveLength(2));
  });

  it('says when nothing failed, in Russian too', async () => {
    renderStaff(staffOrders({}), { route: '/staff/outbox', language: 'ru', routes: outboxServer([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Неотправленные сообщения' }, { timeout: firstPaint })).toBeInTheDocument();
    expect(await screen.findByText('Всё отправлено: неотправленных сообщений нет.')).toBeInTheDocument();
  });

  it('is in the messages group of the navigation for a MANAGER too', async () => {
    setScreenWidth(desktopWidth);
    renderStaff(staffOrders({}), { route: '/staff/outbox', routes: outboxServer([]) });
    const navigation = await screen.findByRole('navigation', { name: 'Bo‘limlar' }, { timeout: firstPaint });
    expect(within(navigation).getByRole('link', { name: 'Yuborilmagan xabarlar' })).toHaveAttribute('href', '/staff/outbox');
  });

  it('offers to try again when the list cannot be read', async () => {
    renderStaff(staffOrders({}), { route: '/staff/outbox', routes: { '/api/jobs/staff/failed': serverError(500, 'INTERNAL') } });
    expect(await screen.findByText('Yuborilmagan xabarlarni yuklab bo‘lmadi.', {}, { timeout: firstPaint })).toBeInTheDocument();
  });
});
