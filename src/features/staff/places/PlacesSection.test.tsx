import { screen, waitFor, within } from '@testing-library/react';
import type { StaffPostFilial, StaffRegion, StaffSubRegion } from '../../../../contract/staff-places';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const tashkent: StaffRegion = { id: 1, nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true, position: 1, active: true, districtCount: 1, addressCount: 4 };
const samarqand: StaffRegion = { id: 2, nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', isTashkentCity: false, position: 2, active: true, districtCount: 1, addressCount: 1 };
const urgut: StaffSubRegion = { id: 5, regionId: 2, nameUZB: 'Urgut tumani', nameRUS: 'Ургутский район', active: true, postFilialCount: 2, addressCount: 1 };
const branch = (id: number, fields: Partial<StaffPostFilial> = {}): StaffPostFilial => ({
  id,
  subRegionId: 5,
  nameUZB: `Urgut ${id}-filial`,
  nameRUS: `Ургут, филиал ${id}`,
  addressUZB: 'Navoiy ko‘chasi 5',
  addressRUS: 'ул. Навои, 5',
  active: true,
  addressCount: 0,
  ...fields,
});

describe('staff places', () => {
  beforeEach(() => signInStaff());

  it('lists the regions and opens a region’s districts and a district’s branches', async () => {
    setScreenWidth(desktopWidth);
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/places',
      routes: {
        '/api/places/staff/getRegions': { body: [tashkent, samarqand] },
        '/api/places/staff/getSubRegions/2': { body: { region: samarqand, subRegions: [urgut] } },
        '/api/places/staff/getPostFilials/5': { body: { region: samarqand, subRegion: urgut, postFilials: [branch(8), branch(9, { active: false, addressCount: 2 })] } },
      },
    });
    // The first render loads the section's chunk and the staff texts: slow on a busy machine.
    const regions = await screen.findByRole('list', { name: 'Viloyatlar' }, { timeout: 10_000 });
    expect(within(regions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(regions).getByText('Eshikkacha')).toBeInTheDocument();
    // Something names both regions: they are deactivated, not deleted.
    expect(within(regions).queryByRole('button', { name: /o‘chirish$/ })).not.toBeInTheDocument();

    await user.click(within(regions).getByRole('link', { name: 'Samarqand viloyati' }));
    const districts = await screen.findByRole('list', { name: 'Samarqand viloyati: tumanlar' });
    expect(within(districts).getByText('2 ta filial · 1 ta manzil')).toBeInTheDocument();
    await user.click(within(districts).getByRole('link', { name: 'Urgut tumani' }));

    const branches = await screen.findByRole('list', { name: 'Urgut tumani: pochta filiallari' });
    expect(within(branches).getByText('Nofaol')).toBeInTheDocument();
    expect(within(branches).getByRole('button', { name: 'Urgut 8-filialni o‘chirish' })).toBeInTheDocument();
    expect(within(branches).queryByRole('button', { name: 'Urgut 9-filialni o‘chirish' })).not.toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Joylashuv' });
    expect(within(trail).getByRole('link', { name: 'Samarqand viloyati' })).toHaveAttribute('href', '/staff/places?region=2');
  });

  it('adds a branch, refusing blank fields, and deactivates one with the switch', async () => {
    setScreenWidth(phoneWidth);
    let branches = [branch(8)];
    const list = () => ({ body: { region: samarqand, subRegion: urgut, postFilials: branches } });
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/places?region=2&district=5',
      routes: {
        '/api/places/staff/getPostFilials/5': list,
        '/api/postFilial/addPostFilial': () => {
          branches = [...branches, branch(10, { nameUZB: 'Yangi filial', nameRUS: 'Новый филиал' })];
          return { status: 201, body: branches.at(-1) };
        },
        '/api/postFilial/editPostFilial/8': async (request) => {
          const body = (await request.clone().json()) as { active: boolean };
          branches = branches.map((item) => (item.id === 8 ? { ...item, active: body.active } : item));
          return { body: branches[0] };
        },
      },
    });
    await screen.findByRole('list', { name: 'Urgut tumani: pochta filiallari' });
    await user.click(screen.getByRole('button', { name: 'Filial qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi pochta filiali' });
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveAccessibleDescription('To‘ldiring');
    expect(requestsTo(requests, '/api/postFilial/addPostFilial', 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), ' Yangi filial ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Новый филиал');
    await user.type(within(dialog).getByRole('textbox', { name: 'Manzil (o‘zbekcha)' }), 'Bozor 1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Manzil (ruscha)' }), 'Базар 1');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('«Yangi filial» qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/postFilial/addPostFilial', 'POST')[0])).toEqual({
      subRegionId: 5,
      nameUZB: 'Yangi filial',
      nameRUS: 'Новый филиал',
      addressUZB: 'Bozor 1',
      addressRUS: 'Базар 1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: 'Urgut 8-filial faol' }));
    expect(await screen.findByText('«Urgut 8-filial» nofaol: manzil shaklida endi ko‘rinmaydi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/postFilial/editPostFilial/8', 'PUT')[0])).toMatchObject({ nameUZB: 'Urgut 8-filial', active: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Urgut 8-filial faol' })).not.toBeChecked());
  });

  it('says in the reader’s language why a place in use stays', async () => {
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/places?region=2',
      language: 'ru',
      routes: {
        '/api/places/staff/getSubRegions/2': { body: { region: samarqand, subRegions: [{ ...urgut, postFilialCount: 0, addressCount: 0 }] } },
        '/api/subRegion/deleteSubRegion/5': { status: 409, body: { error: { code: 'IN_USE', message: 'used', usage: { postFilials: 0, addresses: 3 } } } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить Ургутский район' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить район?' })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Нельзя удалить: место используется (адресов: 3). Сделайте его неактивным.')).toBeInTheDocument();
  });

  it('says when a level cannot be read', async () => {
    renderStaff(staffOrders({}), { route: '/staff/places?region=99', routes: {} });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Bunday hudud topilmadi');
  });
});
