import { act, screen, waitFor, within } from '@testing-library/react';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { page, queryOf, renderStaff, signInStaff } from '../testing/renderStaff';
import { editBody, formOf } from './productForm';
import { addPath, choiceRoutes, editPath, listOf, listPath, productPath, productsPage, staffProduct } from './testing/productFixtures';

/** Puts the text in the field at once (typing it key by key redraws the whole editor each time). */
async function fill(user: ReturnType<typeof renderStaff>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const editBodyOf = (product: ReturnType<typeof staffProduct>) => editBody(formOf(product), product.version);

const products = Array.from({ length: 45 }, (_, index) => staffProduct(index + 1));

describe('staff product list', () => {
  beforeEach(() => signInStaff());

  it('pages, sorts by a column and searches once the typing pauses', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff({ body: page([]) }, { route: '/staff/products', routes: { [listPath]: listOf(products), ...choiceRoutes } });

    const table = await screen.findByRole('table', { name: 'Mahsulotlar' });
    expect(within(table).getByRole('link', { name: 'Ko‘ylak 1' })).toHaveAttribute('href', '/staff/products/1');
    expect(within(table).getAllByText('400 000 so‘m')).toHaveLength(20);
    expect(screen.getByText('45 ta mahsulot')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, listPath)[0]!)).toEqual({ page: '0', size: '20', sort: 'created', direction: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Keyingi sahifa' }));
    expect(await screen.findByRole('link', { name: 'Ko‘ylak 21' })).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, listPath).at(-1)!)).toMatchObject({ page: '1' });

    await user.click(screen.getByRole('button', { name: 'Nomi' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, listPath).at(-1)!)).toMatchObject({ page: '0', sort: 'name', direction: 'asc' }));

    const before = requestsTo(requests, listPath).length;
    await user.type(screen.getByRole('searchbox', { name: 'Qidirish' }), 'LB-1007');
    expect(await screen.findByText('1 ta mahsulot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ko‘ylak 7' })).toBeInTheDocument();
    const searches = requestsTo(requests, listPath).slice(before).map((request) => queryOf(request).text);
    expect(searches).toEqual(['LB-1007']);
  });

  it('says when nothing matches, and on a phone lists cards', async () => {
    const { user } = renderStaff({ body: page([]) }, { route: '/staff/products?text=yo%CA%BBq', language: 'ru', routes: { [listPath]: listOf(products), ...choiceRoutes } });
    expect(await screen.findByText('Таких товаров нет. Измените поиск или фильтры.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' })[0]!);
    const card = await screen.findByRole('link', { name: /Платье 1\b/ });
    expect(card).toHaveAttribute('href', '/staff/products/1');
    expect(within(card).getByText('400 000 сум')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('staff product editor', () => {
  beforeEach(() => signInStaff());

  it('checks a new product before sending it, then creates it', async () => {
    const made = staffProduct(90, { referenceNumber: 'LB-90', nameUZB: 'Yangi ko‘ylak', nameRUS: 'Новое платье' });
    const { user, requests } = renderStaff(
      { body: page([]) },
      {
        route: '/staff/products/new',
        routes: { [addPath]: { status: 201, body: made }, [productPath(90)]: { body: made }, [listPath]: listOf([made]), ...choiceRoutes },
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Yangi mahsulot' });
    await user.click(screen.getByRole('button', { name: 'Mahsulotni yaratish' }));
    expect(screen.getByRole('textbox', { name: 'Artikul' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Artikul' })).toHaveAccessibleDescription('To‘ldiring');
    expect(screen.getByRole('textbox', { name: 'MXIK (IKPU) kodi' })).toHaveAccessibleDescription('Aynan 17 ta raqam');
    expect(requestsTo(requests, addPath, 'POST')).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: 'Artikul' }), 'LB-90');
    await fill(user, screen.getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Yangi ko‘ylak');
    await fill(user, screen.getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Новое платье');
    await user.click(screen.getByRole('combobox', { name: 'Brend' }));
    await user.click(await screen.findByRole('option', { name: 'Libos' }));
    await user.click(screen.getByRole('combobox', { name: 'Rang' }));
    await user.click(await screen.findByRole('option', { name: 'Qizil' }));
    await user.click(screen.getByRole('combobox', { name: 'Kategoriyalar' }));
    await user.click(await screen.findByRole('option', { name: 'Ko‘ylaklar' }));
    await fill(user, screen.getByRole('textbox', { name: 'Narxi, so‘m' }), '350 000');
    await user.click(screen.getByRole('radio', { name: 'Chegirmali narx' }));
    await fill(user, screen.getByRole('textbox', { name: 'Chegirmali narx, so‘m' }), '400000');
    await fill(user, screen.getByRole('textbox', { name: 'MXIK (IKPU) kodi' }), '06201100001000000');
    await fill(user, screen.getByRole('textbox', { name: 'Qadoq kodi' }), '1500716');
    await user.click(screen.getByRole('button', { name: 'Mahsulotni yaratish' }));
    expect(screen.getByRole('textbox', { name: 'Chegirmali narx, so‘m' })).toHaveAccessibleDescription('Narxdan past bo‘lishi kerak');
    expect(requestsTo(requests, addPath, 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Chegirmali narx, so‘m' }));
    await fill(user, screen.getByRole('textbox', { name: 'Chegirmali narx, so‘m' }), '280000');
    await user.click(screen.getByRole('button', { name: 'Mahsulotni yaratish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Yangi ko‘ylak' })).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, addPath, 'POST')[0])).toEqual({
      referenceNumber: 'LB-90',
      nameUZB: 'Yangi ko‘ylak',
      nameRUS: 'Новое платье',
      descriptionUZB: '',
      descriptionRUS: '',
      brandId: 1,
      colorId: 3,
      categoryIds: [11],
      sellPrice: 350000,
      salePrice: 280000,
      active: true,
      vatPercent: 12,
      mxikCode: '06201100001000000',
      packageCode: '1500716',
    });
  });

  it('saves with the version it read; on a conflict shows both and lays the changes over the stored product', async () => {
    const read = staffProduct(5, { version: 3 });
    // Someone else renamed it in Russian and put it on sale meanwhile.
    const stored = staffProduct(5, { version: 4, nameRUS: 'Платье вечернее', sale: 10, salePrice: 360000 });
    let edits = 0;
    const { user, requests } = renderStaff(
      { body: page([]) },
      {
        route: '/staff/products/5',
        routes: {
          [productPath(5)]: { body: read },
          [listPath]: { body: productsPage([read]) },
          [editPath(5)]: () => {
            edits += 1;
            return edits === 1
              ? { status: 409, body: { error: { code: 'CONFLICT', message: 'The product was changed meanwhile', current: stored } } }
              : { body: { ...stored, version: 5, nameUZB: 'Kechki ko‘ylak' } };
          },
          ...choiceRoutes,
        },
      },
    );
    const name = await screen.findByRole('textbox', { name: 'Nomi (o‘zbekcha)' });
    await user.clear(name);
    await fill(user, name, 'Kechki ko‘ylak');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mahsulotni boshqa xodim o‘zgartirdi' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nomi (o‘zbekcha)', 'Ko‘ylak 5', 'Kechki ko‘ylak'],
      // Fields only the other side changed: this staff member's column says they did not touch them (it once showed
      // the old values, as if saving would put them back).
      ['Nomi (ruscha)', 'Платье вечернее', 'O‘zgartirmadingiz: saqlangani qoladi'],
      ['Chegirma, %', '10%', 'O‘zgartirmadingiz: saqlangani qoladi'],
    ]);
    expect(((await jsonBody(requestsTo(requests, editPath(5), 'PUT')[0])) as { version: number }).version).toBe(3);

    await user.click(within(dialog).getByRole('button', { name: 'O‘zgarishlarimni ustiga saqlash' }));
    await waitFor(() => expect(requestsTo(requests, editPath(5), 'PUT')).toHaveLength(2));
    expect(await jsonBody(requestsTo(requests, editPath(5), 'PUT')[1])).toMatchObject({ version: 4, nameUZB: 'Kechki ko‘ylak', nameRUS: 'Платье вечернее', sale: 10 });
    expect(await screen.findByText('Mahsulot saqlandi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the stored values when asked, and marks the fields the server refused', async () => {
    const read = staffProduct(6, { version: 1 });
    const stored = staffProduct(6, { version: 2, sellPrice: 450000 });
    let edits = 0;
    const { user, requests } = renderStaff(
      { body: page([]) },
      {
        route: '/staff/products/6',
        language: 'ru',
        routes: {
          [productPath(6)]: { body: read },
          [listPath]: { body: productsPage([read]) },
          [editPath(6)]: () => {
            edits += 1;
            if (edits === 1) return { status: 409, body: { error: { code: 'CONFLICT', message: 'changed', current: stored } } };
            return serverError(400, 'VALIDATION', { mxikCode: 'must match the MXIK code' });
          },
          ...choiceRoutes,
        },
      },
    );
    const price = await screen.findByRole('textbox', { name: 'Цена, сум' });
    await user.clear(price);
    await fill(user, price, '420000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Товар изменил другой сотрудник' });
    expect(within(dialog).getByRole('row', { name: /Цена, сум/ })).toHaveTextContent('450 000 сум420 000 сум');
    await user.click(within(dialog).getByRole('button', { name: 'Взять сохранённое' }));
    expect(screen.getByRole('textbox', { name: 'Цена, сум' })).toHaveValue('450000');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Код МХИК (ИКПУ)' })).toHaveAccessibleDescription('Сервер не принял: must match the MXIK code'));
    expect(await jsonBody(requestsTo(requests, editPath(6), 'PUT')[1])).toMatchObject({ version: 2, sellPrice: 450000 });
    await act(async () => undefined);
  });

  it('lists the colours of the item, adds one copying this row, and says when a delete only took the product off sale', async () => {
    const black = staffProduct(7, { referenceNumber: 'LB-7', version: 2 });
    const white = staffProduct(8, { referenceNumber: 'LB-7', color: { id: 2, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff' } });
    const red = staffProduct(9, { referenceNumber: 'LB-7', color: { id: 3, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' } });
    const { user, requests } = renderStaff(
      { body: page([]) },
      {
        route: '/staff/products/7',
        routes: {
          [productPath(7)]: { body: black },
          [productPath(9)]: { body: red },
          [listPath]: listOf([black, white, staffProduct(10)]),
          [addPath]: { status: 201, body: red },
          '/api/product/deleteProduct/9': { body: { id: 9, outcome: 'DEACTIVATED', message: 'kept for its orders', product: { ...red, active: false, version: 2 } } },
          ...choiceRoutes,
        },
      },
    );
    const colours = await screen.findByRole('region', { name: 'Bu mahsulotning ranglari' });
    expect(await within(colours).findByRole('link', { name: 'Oq' })).toHaveAttribute('href', '/staff/products/8');
    expect(within(colours).getByText('Qora (ochiq)')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, listPath).at(-1)!)).toMatchObject({ referenceNumber: 'LB-7' });

    await user.click(within(colours).getByRole('button', { name: 'Rang qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yangi rang qo‘shish' });
    // Sent with no colour chosen: nothing goes out, the choice is asked for and focused.
    await user.click(within(dialog).getByRole('button', { name: 'Rang qo‘shish' }));
    expect(within(dialog).getByRole('combobox', { name: 'Rang' })).toHaveFocus();
    expect(within(dialog).getByText('Tanlang')).toBeInTheDocument();
    expect(requestsTo(requests, addPath, 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Rang' }));
    // Black and white are this item's already: only red is offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Qizil']);
    await user.click(screen.getByRole('option', { name: 'Qizil' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rang qo‘shish' }));

    expect(await screen.findByText('Yangi rang qo‘shildi')).toBeInTheDocument();
    const { version: _version, ...copied } = editBodyOf(black);
    expect(await jsonBody(requestsTo(requests, addPath, 'POST')[0])).toEqual({ ...copied, colorId: 3, referenceNumber: 'LB-7' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveValue('Ko‘ylak 9'));

    await user.click(screen.getByRole('button', { name: 'O‘chirish' }));
    const confirm = await screen.findByRole('dialog', { name: '«Ko‘ylak 9» o‘chirilsinmi?' });
    await user.click(within(confirm).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Mahsulot buyurtmalarda bor, shuning uchun u sotuvdan olindi')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sotuvda' })).not.toBeChecked();
  });

  it('offers no new colour once the item has a row in every colour, and says why', async () => {
    const black = staffProduct(7, { referenceNumber: 'LB-7' });
    const white = staffProduct(8, { referenceNumber: 'LB-7', color: { id: 2, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff' } });
    const red = staffProduct(9, { referenceNumber: 'LB-7', color: { id: 3, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' } });
    renderStaff({ body: page([]) }, { route: '/staff/products/7', routes: { [productPath(7)]: { body: black }, [listPath]: listOf([black, white, red]), ...choiceRoutes } });
    const colours = await screen.findByRole('region', { name: 'Bu mahsulotning ranglari' });
    await within(colours).findByRole('link', { name: 'Qizil' });
    const add = within(colours).getByRole('button', { name: 'Rang qo‘shish' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Barcha ranglar allaqachon qo‘shilgan.');
  });

  it('shows the price the shop charges while a sale group runs, in the list and above the form', async () => {
    signInStaff();
    setScreenWidth(desktopWidth);
    const grouped = staffProduct(12, { sellPrice: 419000, saleNow: 25, priceNow: 314300 });
    const { user } = renderStaff({ body: page([]) }, { route: '/staff/products', routes: { [listPath]: listOf([grouped]), [productPath(12)]: { body: grouped }, ...choiceRoutes } });
    const table = await screen.findByRole('table', { name: 'Mahsulotlar' });
    // The list once said 419 000 with no sale while the shop charged 314 300.
    expect(within(table).getByText('314 300 so‘m')).toBeInTheDocument();
    expect(within(table).getByText('−25%')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Ko‘ylak 12' }));
    expect(await screen.findByText('Chegirma guruhi amalda: do‘konda −25%, 314 300 so‘m. Mahsulotning o‘z chegirmasi: 0%.')).toBeInTheDocument();
  });
});
