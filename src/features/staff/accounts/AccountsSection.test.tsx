import { screen, waitFor, within } from '@testing-library/react';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { readStaffSession } from '../staffSession';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import type { StaffAccount } from './types';

const me: StaffAccount = { id: 1, fullName: 'Aziz Karimov', phoneNumber: '+998909999999', role: 'ADMIN', createdAt: '2026-01-10T09:00:00.000Z' };
const nodira: StaffAccount = { id: 2, fullName: 'Nodira Yusupova', phoneNumber: '+998941112233', role: 'MANAGER', createdAt: '2026-05-10T09:00:00.000Z' };

const lastAdmin = { status: 409, body: { error: { code: 'CONFLICT', message: 'The shop must keep at least one ADMIN', fields: { role: 'the last ADMIN stays ADMIN' } } } };

/** A little account store behind the routes; the one ADMIN can be neither demoted nor removed. */
function accountServer(initial: StaffAccount[]) {
  let accounts = initial.map((account) => ({ ...account }));
  const byId = (request: Request) => Number(new URL(request.url, 'http://localhost').pathname.split('/').pop());
  const list: MockHandler = () => ({ body: accounts });
  const add: MockHandler = async (request) => {
    const body = (await request.clone().json()) as Omit<StaffAccount, 'id' | 'createdAt'>;
    if (accounts.some((account) => account.phoneNumber === body.phoneNumber)) {
      return { status: 409, body: { error: { code: 'DUPLICATE', message: 'taken', fields: { phoneNumber: 'is taken' } } } };
    }
    const account: StaffAccount = { id: 10 + accounts.length, fullName: body.fullName, phoneNumber: body.phoneNumber, role: body.role, createdAt: '2026-11-20T09:00:00.000Z' };
    accounts.push(account);
    return { status: 201, body: account };
  };
  const edit: MockHandler = async (request) => {
    const body = (await request.clone().json()) as Pick<StaffAccount, 'fullName' | 'role'>;
    const account = accounts.find((candidate) => candidate.id === byId(request))!;
    if (account.role === 'ADMIN' && body.role !== 'ADMIN' && accounts.filter((candidate) => candidate.role === 'ADMIN').length === 1) return lastAdmin;
    Object.assign(account, body);
    return { body: account };
  };
  const remove: MockHandler = (request) => {
    const account = accounts.find((candidate) => candidate.id === byId(request))!;
    if (account.role === 'ADMIN' && accounts.filter((candidate) => candidate.role === 'ADMIN').length === 1) return lastAdmin;
    accounts = accounts.filter((candidate) => candidate !== account);
    return { status: 204 };
  };
  const reset: MockHandler = async (request) => {
    const body = (await request.clone().json()) as { password?: string };
    return { body: { id: byId(request), generatedPassword: body.password ? null : 'Kp7wQm2xRt9z' } };
  };
  return {
    '/api/users/geAllUser': list,
    '/api/users/add': add,
    ...Object.fromEntries(
      [1, 2, 10, 11, 12].flatMap((id) => [
        [`/api/users/editUser/${id}`, edit],
        [`/api/users/deleteUser/${id}`, remove],
        [`/api/users/resetPassword/${id}`, reset],
      ]),
    ),
  };
}

describe('staff accounts', () => {
  it('tells a MANAGER they have no access, and asks the server nothing', async () => {
    signInStaff('staff-token-1', 'MANAGER');
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/accounts', routes: accountServer([me]) });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Xodimlar hisoblarini faqat administrator boshqaradi.');
    expect(requestsTo(requests, '/api/users/geAllUser')).toHaveLength(0);
  });

  it('lists accounts and adds a MANAGER, checking the fields first and marking a taken phone', async () => {
    signInStaff();
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/accounts', routes: accountServer([me, nodira]) });
    const list = await screen.findByRole('list', { name: 'Xodimlar hisoblari' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Aziz Karimov (siz)+998 90 999 99 99');
    await user.click(screen.getByRole('button', { name: 'Xodim qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi xodim' });
    await user.click(within(dialog).getByRole('button', { name: 'Qo‘shish' }));
    expect(within(dialog).getByRole('textbox', { name: 'Ism familiya' })).toHaveAccessibleDescription('Ismni kiriting');
    expect(requestsTo(requests, '/api/users/add', 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Ism familiya' }), 'Sardor Qodirov');
    const phone = within(dialog).getByRole('textbox', { name: /Telefon/ });
    await user.type(phone, '94 111 22 33');
    await user.type(within(dialog).getByLabelText(/^Parol/, { selector: 'input' }), 'sardor-1');
    await user.click(within(dialog).getByRole('button', { name: 'Qo‘shish' }));
    expect(await within(dialog).findByText('Bu telefon raqami bilan xodim allaqachon bor')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+998 94 111 22 44');
    await user.click(within(dialog).getByRole('button', { name: 'Qo‘shish' }));
    expect(await screen.findByText('«Sardor Qodirov» qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/users/add', 'POST').at(-1))).toEqual({ fullName: 'Sardor Qodirov', phoneNumber: '+998941112244', role: 'MANAGER', password: 'sardor-1' });
    expect(await within(screen.getByRole('list', { name: 'Xodimlar hisoblari' })).findByText('Sardor Qodirov')).toBeInTheDocument();
  });

  it('says in a toast that the last ADMIN stays, and edits another account’s role', async () => {
    signInStaff();
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/accounts', language: 'ru', routes: accountServer([me, nodira]) });
    await user.click(await screen.findByRole('button', { name: 'Aziz Karimov: изменить' }, { timeout: 10_000 }));
    let dialog = screen.getByRole('dialog', { name: 'Изменить сотрудника' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Роль' }));
    await user.click(await screen.findByRole('option', { name: 'Менеджер' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('В магазине должен остаться хотя бы один администратор: сначала назначьте администратором другого сотрудника.')).toBeInTheDocument();
    expect(readStaffSession()).not.toBeNull();
    // The refused change is still in the dialog: cancelling it asks first.
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Изменения не сохранены' })).getByRole('button', { name: 'Уйти без сохранения' }));

    await user.click(await screen.findByRole('button', { name: 'Nodira Yusupova: изменить' }));
    dialog = screen.getByRole('dialog', { name: 'Изменить сотрудника' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Роль' }));
    await user.click(await screen.findByRole('option', { name: 'Администратор' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('«Nodira Yusupova» сохранён')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/users/editUser/2', 'PUT')[0])).toEqual({ fullName: 'Nodira Yusupova', role: 'ADMIN' });
  });

  it('resets a password the server makes and shows it once; removes an account after asking', async () => {
    signInStaff();
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/accounts', routes: accountServer([me, nodira]) });
    await user.click(await screen.findByRole('button', { name: 'Nodira Yusupova: yangi parol' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('dialog', { name: 'Yangi parol' })).getByRole('button', { name: 'Parolni almashtirish' }));
    const done = await screen.findByRole('dialog', { name: 'Yangi parol tayyor' });
    expect(within(done).getByRole('textbox', { name: 'Yangi parol' })).toHaveValue('Kp7wQm2xRt9z');
    expect(await jsonBody(requestsTo(requests, '/api/users/resetPassword/2', 'PUT')[0])).toEqual({});
    await user.click(within(done).getByRole('button', { name: 'Tayyor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Nodira Yusupova: o‘chirish' }));
    const confirm = screen.getByRole('dialog', { name: 'Xodim o‘chirilsinmi?' });
    expect(confirm).toHaveTextContent('«Nodira Yusupova» hisobi o‘chiriladi');
    await user.click(within(confirm).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('«Nodira Yusupova» o‘chirildi')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Xodimlar hisoblari' })).getAllByRole('listitem')).toHaveLength(1));
  });
});
