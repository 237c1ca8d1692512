import { screen, within } from '@testing-library/react';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { stockRoutes } from './testing/stockRoutes';

describe('ProductStock', () => {
  beforeEach(() => signInStaff());

  it('shows each size with its stock (sold out at 0), adds stock and removes with a required reason, and lists the history', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/stock?product=7', routes: stockRoutes() });
    const sizes = await screen.findByRole('list', { name: 'Ipak ko‘ylak o‘lchamlari' });
    expect(within(sizes).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 14))).toEqual(['S2 donaQoldiq', 'MSotuvda yo‘qQ']);
    expect(await screen.findByText('Qoldiq hali o‘zgartirilmagan.')).toBeInTheDocument();

    await user.click(within(sizes).getByRole('button', { name: 'M o‘lchami qoldig‘ini o‘zgartirish' }));
    let dialog = await screen.findByRole('dialog', { name: 'M o‘lchami qoldig‘i' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Soni' }), '5');
    expect(within(dialog).getByText('Bo‘ladi: 5 dona')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('M: qoldiq 5 dona')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/stock/changeStock/12', 'POST').at(-1))).toEqual({ kind: 'add', quantity: 5 });
    expect(await within(sizes).findByText('5 dona')).toBeInTheDocument();

    await user.click(within(sizes).getByRole('button', { name: 'S o‘lchami qoldig‘ini o‘zgartirish' }));
    dialog = await screen.findByRole('dialog', { name: 'S o‘lchami qoldig‘i' });
    await user.click(within(dialog).getByRole('button', { name: 'Olib tashlash' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Soni' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Soni' })).toHaveAccessibleDescription('Omborda faqat 2 dona bor');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Soni' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Soni' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Sabab' })).toHaveAccessibleDescription('Olib tashlash sababini yozing');
    expect(requestsTo(requests, '/api/stock/changeStock/11', 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Sabab' }), 'Brak');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('S: qoldiq 0 dona')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/stock/changeStock/11', 'POST').at(-1))).toEqual({ kind: 'remove', quantity: 2, reason: 'Brak' });

    const history = await screen.findByRole('list', { name: 'Qoldiq tarixi' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('S−2Olib tashlandi · qoldiq 0Brak');
    expect(rows[0]).toHaveTextContent('Ombor Xodimi');
    expect(rows[1]).toHaveTextContent('M+5Qo‘shildi · qoldiq 5');
  });

  it('adds a size, refusing a taken one, and says in Russian why a size an order names cannot be deleted', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/stock?product=7', routes: stockRoutes(), language: 'ru' });
    const form = await screen.findByRole('form', { name: 'Новый размер' });
    await user.type(within(form).getByRole('textbox', { name: 'Размер' }), 's');
    await user.click(within(form).getByRole('button', { name: 'Добавить размер' }));
    expect(await within(form).findByText('У этого товара уже есть такой размер')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Размер' }));
    await user.type(within(form).getByRole('textbox', { name: 'Размер' }), 'L');
    await user.clear(within(form).getByRole('textbox', { name: 'Начальное количество' }));
    await user.type(within(form).getByRole('textbox', { name: 'Начальное количество' }), '4');
    await user.click(within(form).getByRole('button', { name: 'Добавить размер' }));
    expect(await screen.findByText('Размер L добавлен')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/stock/addSize/7', 'POST').at(-1))).toEqual({ size: 'L', quantity: 4 });
    expect(await screen.findByRole('button', { name: 'Изменить остаток размера L' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить размер S' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Удалить размер?' })).getByRole('button', { name: 'Удалить' }));
    expect(
      await screen.findByText('Размер нельзя удалить: его называют 1 строка заказа и 2 корзины. Чтобы снять его с продажи, задайте остаток 0.'),
    ).toBeInTheDocument();
  });
});
