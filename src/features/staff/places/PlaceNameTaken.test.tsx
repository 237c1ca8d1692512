import { screen, within } from '@testing-library/react';
import type { StaffRegion, StaffSubRegion } from '../../../../contract/staff-places';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

/* A place name its siblings already have: the server's 409 DUPLICATE (docs/api.md, "Staff: places") said as such. */

const samarqand: StaffRegion = { id: 2, nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', isTashkentCity: false, position: 2, active: true, districtCount: 1, addressCount: 1 };
const urgut: StaffSubRegion = { id: 5, regionId: 2, nameUZB: 'Urgut tumani', nameRUS: 'Ургутский район', active: true, postFilialCount: 2, addressCount: 1 };
const taken = (fields: Record<string, string>) => ({ status: 409, body: { error: { code: 'DUPLICATE', message: 'There is already a region named x', fields } } });

describe('a place name that is taken', () => {
  beforeEach(() => {
    signInStaff();
    setScreenWidth(desktopWidth);
  });

  it('says so in Uzbek when adding, keeps the dialog open and marks the name', async () => {
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/places',
      routes: {
        '/api/places/staff/getRegions': { body: [samarqand] },
        '/api/region/addRegion': taken({ nameUZB: 'already taken' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Viloyat qo‘shish' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi viloyat' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'samarqand viloyati');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Новая область');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    expect(await screen.findByText('Bu nom band: shu ro‘yxatda shunday nomli joy allaqachon bor. Belgilangan nomni o‘zgartiring.')).toBeInTheDocument();
    expect(screen.queryByText('Ma’lumot allaqachon o‘zgargan. Ro‘yxat yangilandi.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Yangi viloyat' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveAccessibleDescription('Tekshiring');
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' })).not.toHaveAccessibleDescription('Tekshiring');
  });

  it('says so in Russian when renaming a district', async () => {
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/places?region=2',
      language: 'ru',
      routes: {
        '/api/places/staff/getSubRegions/2': { body: { region: samarqand, subRegions: [urgut] } },
        '/api/subRegion/editSubRegion/5': taken({ nameRUS: 'already taken' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить Ургутский район' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить район' });
    const name = within(dialog).getByRole('textbox', { name: 'Название (русское)' });
    await user.clear(name);
    await user.type(name, 'Каттакурганский район');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Это название занято: в этом списке уже есть место с таким названием. Измените отмеченное название.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Название (русское)' })).toHaveAccessibleDescription('Проверьте');
  });
});
