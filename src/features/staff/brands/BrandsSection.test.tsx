import { screen, waitFor, within } from '@testing-library/react';
import type { StaffBrand } from '../../../../contract/taxonomy';
import { pathOf, type MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { readStaffSession } from '../staffSession';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

/** A little brand store behind the four routes, so each change shows in the list read after it. */
function brandServer(initial: StaffBrand[]) {
  let brands = initial.map((brand) => ({ ...brand }));
  let nextId = 100;
  const session = { expired: false };
  const handler: MockHandler = async (request) => {
    if (session.expired) return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'expired' } } };
    const path = pathOf(request);
    const id = Number(path.split('/').pop());
    if (request.method === 'GET') return { body: [...brands].sort((a, b) => a.name.localeCompare(b.name)) };
    if (request.method === 'POST') {
      const { name } = (await request.clone().json()) as { name: string };
      if (brands.some((brand) => brand.name.toLowerCase() === name.toLowerCase())) {
        return { status: 409, body: { error: { code: 'DUPLICATE', message: 'taken', fields: { name: 'already taken' } } } };
      }
      const brand = { id: nextId++, name, productCount: 0 };
      brands.push(brand);
      return { status: 201, body: brand };
    }
    const brand = brands.find((candidate) => candidate.id === id)!;
    if (request.method === 'PUT') {
      const { name } = (await request.clone().json()) as { name: string };
      brand.name = name;
      return { body: brand };
    }
    if (brand.productCount > 0) {
      return { status: 409, body: { error: { code: 'IN_USE', message: 'in use', usage: { products: brand.productCount } } } };
    }
    brands = brands.filter((candidate) => candidate.id !== id);
    return { body: brand };
  };
  return {
    session,
    '/api/brand/getAllBrands': handler,
    '/api/brand/addBrand': handler,
    ...Object.fromEntries(brands.flatMap((brand) => [[`/api/brand/editBrand/${brand.id}`, handler], [`/api/brand/deleteBrand/${brand.id}`, handler]])),
  };
}

/** The routes alone, for tests that keep the session. */
const routesOf = (brands: StaffBrand[]) => {
  const { session: _session, ...routes } = brandServer(brands);
  return routes;
};

const zara = { id: 1, name: 'Zara', productCount: 3 };
const mango = { id: 2, name: 'Mango', productCount: 0 };

describe('staff brands', () => {
  beforeEach(() => signInStaff());

  it('lists the brands with their product counts and adds one, refusing a blank or taken name', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/brands', routes: routesOf([zara, mango]) });
    const list = await screen.findByRole('list', { name: 'Brendlar' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mango0 ta mahsulot', 'Zara3 ta mahsulot']);

    const form = screen.getByRole('form', { name: 'Yangi brend' });
    await user.click(within(form).getByRole('button', { name: 'Qo‘shish' }));
    expect(within(form).getByRole('textbox', { name: 'Brend nomi' })).toHaveAccessibleDescription('Brend nomini kiriting');
    expect(requestsTo(requests, '/api/brand/addBrand', 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Brend nomi' }), 'zara');
    await user.click(within(form).getByRole('button', { name: 'Qo‘shish' }));
    expect(await screen.findByText('Bunday nomli brend allaqachon bor', { selector: '#notistack-snackbar' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Brend nomi' })).toHaveAccessibleDescription('Bunday nomli brend allaqachon bor');

    await user.clear(within(form).getByRole('textbox', { name: 'Brend nomi' }));
    await user.type(within(form).getByRole('textbox', { name: 'Brend nomi' }), '  Bershka ');
    await user.click(within(form).getByRole('button', { name: 'Qo‘shish' }));
    expect(await screen.findByText('«Bershka» brendi qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/brand/addBrand', 'POST').at(-1))).toEqual({ name: 'Bershka' });
    expect(await within(list).findByText('Bershka')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Brend nomi' })).toHaveValue('');
  });

  it('renames a brand in a dialog and filters the list', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/brands', routes: routesOf([zara, mango]) });
    await user.click(await screen.findByRole('button', { name: 'Mango brendini tahrirlash' }));
    const dialog = screen.getByRole('dialog', { name: 'Brendni tahrirlash' });
    const name = within(dialog).getByRole('textbox', { name: 'Brend nomi' });
    expect(name).toHaveValue('Mango');
    await user.clear(name);
    await user.type(name, 'Mango Kids');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Brend saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/brand/editBrand/2', 'PUT')[0])).toEqual({ name: 'Mango Kids' });
    expect(await screen.findByText('Mango Kids')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Brendni qidirish' }), 'zar');
    expect(within(screen.getByRole('list', { name: 'Brendlar' })).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Brendni qidirish' }), 'x');
    expect(screen.getByText('«zarx» bo‘yicha brend topilmadi.')).toBeInTheDocument();
  });

  it('asks before deleting, says in the reader’s language why a brand in use stays, and deletes an unused one', async () => {
    const { user } = renderStaff(staffOrders({}), { route: '/staff/brands', language: 'ru', routes: routesOf([zara, mango]) });
    await screen.findByRole('list', { name: 'Бренды' });
    await user.click(screen.getByRole('button', { name: 'Удалить бренд Zara' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить бренд?' });
    expect(within(dialog).getByText('Бренд «Zara» будет удалён навсегда.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Бренд нельзя удалить: у него 3 товара. Сначала укажите для них другой бренд.')).toBeInTheDocument();
    expect(screen.getByText('Zara')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Удалить бренд Mango' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Бренд «Mango» удалён')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mango')).not.toBeInTheDocument());
  });

  it('shows an empty list’s invitation', async () => {
    renderStaff(staffOrders({}), { route: '/staff/brands', routes: { '/api/brand/getAllBrands': { body: [] } } });
    expect(await screen.findByText('Hali brendlar yo‘q. Birinchisini yuqorida qo‘shing.')).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderStaff(staffOrders({}), { route: '/staff/brands', routes: { '/api/brand/getAllBrands': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Brendlarni yuklab bo‘lmadi.');
  });

  it('goes back to the sign-in when the staff session has expired', async () => {
    const { session, ...routes } = brandServer([mango, zara]);
    const { user } = renderStaff(staffOrders({}), { route: '/staff/brands', routes });
    await screen.findByRole('list', { name: 'Brendlar' });
    await user.click(screen.getByRole('button', { name: 'Mango brendini o‘chirish' }));
    session.expired = true;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Xodim sessiyasi tugadi. Qaytadan kiring.')).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
  });
});
