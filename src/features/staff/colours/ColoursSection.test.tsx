import { screen, within } from '@testing-library/react';
import type { StaffColor } from '../../../../contract/stock';
import { pathOf, type MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

/** A small colour store behind the four routes, so each change shows in the list read after it. */
function colourRoutes(initial: StaffColor[]) {
  let colours = initial.map((colour) => ({ ...colour }));
  let nextId = 100;
  const handler: MockHandler = async (request) => {
    const id = Number(pathOf(request).split('/').pop());
    if (request.method === 'GET') return { body: colours };
    if (request.method === 'POST') {
      const body = (await request.clone().json()) as Omit<StaffColor, 'id' | 'productCount'>;
      const colour = { id: nextId++, ...body, colorCode: body.colorCode.toLowerCase(), productCount: 0 };
      colours.push(colour);
      return { status: 201, body: colour };
    }
    const colour = colours.find((candidate) => candidate.id === id)!;
    if (request.method === 'PUT') {
      Object.assign(colour, await request.clone().json());
      return { body: colour };
    }
    if (colour.productCount > 0) {
      return { status: 409, body: { error: { code: 'IN_USE', message: 'in use', usage: { products: colour.productCount, orders: 2 } } } };
    }
    colours = colours.filter((candidate) => candidate.id !== id);
    return { status: 204 };
  };
  return {
    '/api/color/getAllColors': handler,
    '/api/color/addColor': handler,
    ...Object.fromEntries(colours.flatMap((colour) => [[`/api/color/editColor/${colour.id}`, handler], [`/api/color/deleteColor/${colour.id}`, handler]])),
  };
}

const black = { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#111111', productCount: 3 };
const olive = { id: 2, nameUZB: 'Zaytun', nameRUS: 'Оливковый', colorCode: '#6b8e23', productCount: 0 };

describe('staff colours', () => {
  beforeEach(() => signInStaff());

  it('lists the colours with both names, code and product count, and adds one after checking the fields', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/colours', routes: colourRoutes([black, olive]) });
    const list = await screen.findByRole('list', { name: 'Ranglar' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'QoraЧёрный · #111111 · 3 ta mahsulot',
      'ZaytunОливковый · #6b8e23 · 0 ta mahsulot',
    ]);

    await user.click(screen.getByRole('button', { name: 'Rang qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yangi rang' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Rang kodi' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rang kodi' }), 'red');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveAccessibleDescription('To‘ldiring');
    expect(within(dialog).getByRole('textbox', { name: 'Rang kodi' })).toHaveAccessibleDescription('Kodni #rrggbb ko‘rinishida kiriting');
    expect(requestsTo(requests, '/api/color/addColor', 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), ' Bordo ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Бордовый');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Rang kodi' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rang kodi' }), '#800020');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('«Bordo» rangi qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/color/addColor', 'POST').at(-1))).toEqual({ nameUZB: 'Bordo', nameRUS: 'Бордовый', colorCode: '#800020' });
    expect(await within(list).findByText('Bordo')).toBeInTheDocument();
  });

  it('edits a colour, and says in Russian why a colour in use cannot be deleted', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/colours', routes: colourRoutes([black, olive]), language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Изменить цвет Оливковый' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить цвет' });
    expect(within(dialog).getByRole('textbox', { name: 'Название (по-русски)' })).toHaveValue('Оливковый');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Название (по-русски)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Название (по-русски)' }), 'Хаки');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Цвет сохранён')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/color/editColor/2', 'PUT').at(-1))).toEqual({ nameUZB: 'Zaytun', nameRUS: 'Хаки', colorCode: '#6b8e23' });

    await user.click(screen.getByRole('button', { name: 'Удалить цвет Чёрный' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить цвет?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(
      await screen.findByText('Цвет нельзя удалить: его используют 3 товара и 2 строки заказов. Сначала задайте товарам другой цвет.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Цвета' })).toHaveTextContent('Чёрный');

    await user.click(screen.getByRole('button', { name: 'Удалить цвет Хаки' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Удалить цвет?' })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Цвет «Хаки» удалён')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/color/deleteColor/2', 'DELETE')).toHaveLength(1);
  });
});
