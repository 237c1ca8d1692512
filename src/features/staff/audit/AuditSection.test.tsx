import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '../../../../contract/staff';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const entry = (fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  userId: 4,
  user: { phoneNumber: '+998901112233', fullName: 'Nodira Yusupova' },
  action: 'UPDATE',
  entity: 'product',
  entityId: 7,
  name: null,
  before: { nameUZB: 'Ko‘ylak', sellPrice: 100_000, active: true },
  after: { nameUZB: 'Ko‘ylak', sellPrice: 90_000, active: false },
  // 10:05 UTC is 15:05 in Tashkent.
  createdAt: '2026-11-18T10:05:00.000Z',
  ...fields,
});

const moved = entry({ id: 2, userId: 9, user: null, action: 'MOVE', entity: 'order', entityId: 12, name: { uz: 'LB-000012', ru: 'LB-000012' }, before: { status: 'NEW' }, after: { status: 'PACK' }, createdAt: '2026-11-19T04:00:00.000Z' });
const novel = entry({ id: 3, user: { phoneNumber: '+998935550101', fullName: null }, action: 'TELEPORT', entity: 'spaceship', entityId: 5, before: null, after: null, createdAt: '2026-11-19T05:00:00.000Z' });

/** The log answers the entries its entity filter keeps, newest (highest id) first. */
function auditRoutes(entries: AuditEntry[]) {
  return {
    '/api/audit': (request: Request) => {
      const { entity } = queryOf(request);
      const content = entries.filter((candidate) => !entity || candidate.entity === entity).sort((a, b) => b.id - a.id);
      return { body: { content, page: 0, size: 20, totalElements: content.length, totalPages: 1 } };
    },
  };
}

const auditRequests = (requests: Request[]) => requests.filter((request) => new URL(request.url, 'http://localhost').pathname === '/api/audit').map(queryOf);

describe('staff audit log', () => {
  it('lists who changed what and when in a table, newest first, with words for the codes it knows', async () => {
    signInStaff();
    setScreenWidth(desktopWidth);
    const named = entry({ name: { uz: 'Ko‘ylak', ru: 'Платье' } });
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/audit', routes: auditRoutes([named, moved, novel]) });
    // The first section to load brings the texts and the lazy chunks, slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'O‘zgarishlar' }, { timeout: 25_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // An action and an entity the screen has no words for read as their codes; a nameless account by its phone.
    expect(rows[1]).toHaveTextContent('19.11.2026 10:00+998 93 555 01 01TELEPORTspaceship #5');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    // A removed staff member by their id; the order by its number and the product by its name (not "Buyurtma #12",
    // "Mahsulot #7", their row ids), each linked to its staff page.
    expect(rows[2]).toHaveTextContent('19.11.2026 09:00Xodim #9 (hisobi o‘chirilgan)Holati o‘zgartirildiBuyurtma № LB-000012');
    expect(within(rows[2]!).getByRole('link', { name: 'Buyurtma № LB-000012' })).toHaveAttribute('href', '/staff/orders/12');
    expect(rows[3]).toHaveTextContent('18.11.2026 15:05Nodira Yusupova+998 90 111 22 33O‘zgartirildiMahsulot «Ko‘ylak»');
    expect(within(rows[3]!).getByRole('link', { name: 'Mahsulot «Ko‘ylak»' })).toHaveAttribute('href', '/staff/products/7');
    expect(auditRequests(requests)[0]).toEqual({ page: '0', size: '20' });
  });

  it('opens an entry to show the fields that changed, before and after', async () => {
    signInStaff();
    setScreenWidth(desktopWidth);
    const { user } = renderStaff(staffOrders({}), { route: '/staff/audit', routes: auditRoutes([entry()]) });
    const toggle = await screen.findByRole('button', { name: 'Mahsulot #7, O‘zgartirildi, 18.11.2026 15:05: o‘zgargan 2 ta maydonni ko‘rsatish' }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2 ta maydon');
    expect(screen.queryByRole('definition')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // The name did not change: only the price and the flag are listed.
    expect(within(changes).getAllByRole('term').map((term) => term.textContent)).toEqual(['sellPrice', 'active']);
    expect(within(changes).getAllByRole('definition')[0]).toHaveTextContent('oldin: 100000 → , keyin: 90000');
    expect(within(changes).getAllByRole('definition')[1]).toHaveTextContent('oldin: true → , keyin: false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('filters by what was changed and by days, in the address and in the request; cards on a phone, in Russian', async () => {
    signInStaff();
    setScreenWidth(phoneWidth);
    const { requests, user } = renderStaff(staffOrders({}), { route: '/staff/audit?from=2026-11-01&to=2026-11-30', language: 'ru', routes: auditRoutes([entry(), moved]) });
    const list = await screen.findByRole('list', { name: 'Изменения' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(auditRequests(requests).at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', page: '0', size: '20' });

    await user.click(screen.getByRole('combobox', { name: 'Что изменено' }));
    await user.click(await screen.findByRole('option', { name: 'Заказ' }));
    await waitFor(() => expect(auditRequests(requests).at(-1)).toEqual({ entity: 'order', from: '2026-11-01', to: '2026-11-30', page: '0', size: '20' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Изменения' })).getAllByRole('listitem')).toHaveLength(1));
    const card = within(screen.getByRole('list', { name: 'Изменения' })).getByRole('listitem');
    expect(card).toHaveTextContent('Смена статуса');
    expect(card).toHaveTextContent('Сотрудник #9 (учётная запись удалена)');
    await user.click(within(card).getByRole('button', { name: /показать 1 изменённое поле/ }));
    expect(within(card).getByRole('definition')).toHaveTextContent('было: NEW → , стало: PACK');
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    signInStaff();
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/audit?from=2026-11-20&to=2026-11-01', routes: auditRoutes([]) });
    expect(await screen.findByText('Oxirgi sana boshlanish sanasidan oldin bo‘lmasin', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(auditRequests(requests)).toHaveLength(0);
  });

  it('says when the log is empty', async () => {
    signInStaff();
    renderStaff(staffOrders({}), { route: '/staff/audit', routes: auditRoutes([]) });
    expect(await screen.findByText('Hali hech kim hech narsani o‘zgartirmagan', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says in a toast and in place when the log cannot be read', async () => {
    signInStaff();
    renderStaff(staffOrders({}), { route: '/staff/audit', routes: { '/api/audit': { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } } });
    expect(await screen.findByText('O‘zgarishlar jurnalini yuklab bo‘lmadi', { selector: '#notistack-snackbar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('O‘zgarishlar jurnalini yuklab bo‘lmadi'))).toBe(true);
  });

  it('tells a MANAGER they have no access, shows no link to it, and asks the server nothing', async () => {
    signInStaff('staff-token-1', 'MANAGER');
    setScreenWidth(desktopWidth);
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/audit', routes: auditRoutes([entry()]) });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('O‘zgarishlar jurnalini faqat administrator ko‘radi.');
    expect(within(screen.getByRole('navigation', { name: 'Bo‘limlar' })).queryByRole('link', { name: 'O‘zgarishlar jurnali' })).toBeNull();
    expect(auditRequests(requests)).toHaveLength(0);
  });
});
