import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import type { MockReply } from '../../../test/web/fetchMock';
import {
  homeAddress,
  jsonBody,
  mockProfileRoutes,
  parentsAddress,
  paths,
  requestsTo,
  serverError,
  signIn,
} from '../profile/testing/profileKit';
import type { Address } from './types';

beforeEach(() => signIn());

function openAddressBook(language: 'uz' | 'ru' = 'uz') {
  return renderApp({ route: '/my-address', language });
}

async function openAddForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Manzil qo‘shish' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Yangi manzil' }));
  // The regions arrive before a choice can be made.
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Viloyat' })).toBeEnabled());
  return { user, dialog };
}

describe('address book states', () => {
  it('shows a skeleton while loading, then the addresses', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    mockProfileRoutes({ [paths.addresses]: () => new Promise((resolve) => (release = resolve)) });
    openAddressBook();

    expect(await screen.findByRole('status', { name: 'Manzillar yuklanmoqda' })).toBeInTheDocument();
    release({ body: [homeAddress, parentsAddress] });

    const home = await screen.findByRole('article', { name: 'Toshkent shahri, Yunusobod tumani, Amir Temur ko‘chasi, 107B-uy' });
    expect(within(home).getByText('Eshikkacha yetkazish')).toBeInTheDocument();
    const parents = screen.getByRole('article', { name: 'Samarqand viloyati, Samarqand shahri, Samarqand 140100-son pochta bo‘limi' });
    expect(within(parents).getByText('Pochta bo‘limiga')).toBeInTheDocument();
    expect(within(parents).getByText('Istiqlol ko‘chasi, 86-uy')).toBeInTheDocument();
    expect(screen.getByText('Saqlangan manzillar: 2 / 10')).toBeInTheDocument();
  });

  it('invites to add the first address when there is none', async () => {
    mockProfileRoutes({ [paths.addresses]: { body: [] } });
    openAddressBook('ru');
    expect(await screen.findByText(/Вы ещё не добавили ни одного адреса/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить адрес' })).toBeEnabled();
  });

  it('says when the addresses cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({ [paths.addresses]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [homeAddress] }) });
    openAddressBook();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ma’lumotlarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('Amir Temur ko‘chasi, 107B-uy')).toBeInTheDocument();
  });

  it('stops adding at 10 addresses and says why', async () => {
    const ten: Address[] = Array.from({ length: 10 }, (_, index) => ({ ...homeAddress, id: index + 1, houseNumber: String(index + 1) }));
    mockProfileRoutes({ [paths.addresses]: { body: ten } });
    openAddressBook();

    expect(await screen.findByText(/Ko‘pi bilan 10 ta manzil saqlash mumkin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manzil qo‘shish' })).toBeDisabled();
  });
});

describe('adding an address', () => {
  it('takes street and house in Tashkent city, without a post branch', async () => {
    const { requests } = mockProfileRoutes({ [paths.addAddress]: { status: 201, body: homeAddress } });
    openAddressBook();
    const { user, dialog } = await openAddForm();

    expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeDisabled();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Toshkent shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Yunusobod tumani');

    expect(dialog.queryByRole('combobox', { name: 'Pochta bo‘limi' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));
    expect(dialog.getByRole('textbox', { name: 'Ko‘cha' })).toHaveAccessibleDescription('Ko‘cha nomini kiriting');
    expect(dialog.getByRole('textbox', { name: 'Uy raqami' })).toHaveAccessibleDescription('Uy raqamini kiriting');
    expect(requestsTo(requests, paths.addAddress, 'POST')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Ko‘cha' }), 'Amir Temur ko‘chasi ');
    await user.type(dialog.getByRole('textbox', { name: 'Uy raqami' }), '107B');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByText('Manzil qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, paths.addAddress, 'POST')[0])).toEqual({
      customerId: 7,
      regionId: 1,
      subRegionId: 11,
      street: 'Amir Temur ko‘chasi',
      houseNumber: '107B',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the change.
    await waitFor(() => expect(requestsTo(requests, paths.addresses)).toHaveLength(2));
  });

  it('takes a post branch of the district elsewhere, emptying the choices below a changed one', async () => {
    const { requests } = mockProfileRoutes({ [paths.addAddress]: { status: 201, body: parentsAddress } });
    openAddressBook();
    const { user, dialog } = await openAddForm();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Samarqand viloyati');
    expect(dialog.queryByRole('textbox', { name: 'Ko‘cha' })).not.toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeDisabled();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    expect(within(dialog.getByRole('combobox', { name: 'Tuman' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tumanni tanlang',
      'Samarqand shahri',
      'Urgut tumani',
    ]);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Samarqand shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' }), '109');

    // Another district empties the branch.
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Urgut tumani');
    expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toHaveValue('');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toHaveDisplayValue('Bu tumanda pochta bo‘limi yo‘q'));

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Samarqand shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));
    expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toHaveAccessibleDescription('Pochta bo‘limini tanlang');

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' }), '108');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByText('Manzil qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, paths.addAddress, 'POST')[0])).toEqual({ customerId: 7, regionId: 12, subRegionId: 64, postFilialId: 108 });
  });

  it('shows the server’s field errors on the fields', async () => {
    mockProfileRoutes({
      [paths.addAddress]: serverError(400, 'VALIDATION', { street: 'is at most 200 characters', subRegionId: 'is not a district of the chosen region' }),
    });
    openAddressBook();
    const { user, dialog } = await openAddForm();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Toshkent shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Chilonzor tumani');
    await user.type(dialog.getByRole('textbox', { name: 'Ko‘cha' }), 'Bunyodkor');
    await user.type(dialog.getByRole('textbox', { name: 'Uy raqami' }), '12');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByText('Manzilni tekshiring: belgilangan maydonlarda xatolik bor')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Tuman' })).toHaveAccessibleDescription('Bu tuman tanlangan viloyatda emas');
    expect(dialog.getByRole('textbox', { name: 'Ko‘cha' })).toHaveAccessibleDescription('Juda uzun: ko‘pi bilan 200 ta belgi');
    expect(screen.getByRole('dialog', { name: 'Yangi manzil' })).toBeInTheDocument();
  });

  it('explains the 10-address limit when the server says so', async () => {
    mockProfileRoutes({ [paths.addAddress]: serverError(409, 'CONFLICT') });
    openAddressBook();
    const { user, dialog } = await openAddForm();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Samarqand viloyati');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Samarqand shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' }), '108');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByText(/Ko‘pi bilan 10 ta manzil saqlash mumkin/)).toBeInTheDocument();
  });
});

describe('changing and deleting', () => {
  it('edits an address with its current choices filled in', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes({ '/api/address/editAddress/1': { body: homeAddress } });
    openAddressBook();

    await user.click(await screen.findByRole('button', { name: /^Manzilni tahrirlash: Toshkent shahri/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manzilni tahrirlash' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toHaveDisplayValue('Yunusobod tumani'));
    expect(dialog.getByRole('combobox', { name: 'Viloyat' })).toHaveDisplayValue('Toshkent shahri');
    const house = dialog.getByRole('textbox', { name: 'Uy raqami' });
    expect(house).toHaveValue('107B');
    await user.clear(house);
    await user.type(house, '109');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByText('Manzil saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/address/editAddress/1', 'PUT')[0])).toEqual({
      customerId: 7,
      regionId: 1,
      subRegionId: 11,
      street: 'Amir Temur ko‘chasi',
      houseNumber: '109',
    });
  });

  it('deletes only after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes({ '/api/address/deleteAddress/2': { status: 204 } });
    openAddressBook('ru');

    await user.click(await screen.findByRole('button', { name: /^Удалить адрес: Самаркандская область/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить адрес?' }));
    await user.click(dialog.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, '/api/address/deleteAddress/2', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Удалить адрес: Самаркандская область/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Удалить адрес?' })).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Адрес удалён')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/address/deleteAddress/2', 'DELETE')).toHaveLength(1);
  });
});
