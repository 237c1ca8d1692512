import { act, screen, waitFor, within } from '@testing-library/react';
import type { StaffCategory, StaffCategoryBlock } from '../../../../contract/taxonomy';
import { pathOf, type MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const category = (id: number, nameUZB: string, nameRUS: string, parentId: number | null, position: number, productCount = 0): StaffCategory => ({
  id,
  nameUZB,
  nameRUS,
  parentId,
  position,
  verticalImage: null,
  horizontalImage: null,
  productCount,
});

const women = category(1, 'Ayollar', 'Женщинам', null, 0, 4);
const men = category(2, 'Erkaklar', 'Мужчинам', null, 1);
const dresses = category(3, 'Ko‘ylaklar', 'Платья', 1, 0, 2);
const skirts = category(4, 'Yubkalar', 'Юбки', 1, 1);
const shirts = category(5, 'Ko‘ylaklar erkaklar', 'Рубашки', 2, 0);

const sorted = (rows: StaffCategory[]) =>
  [...rows].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.position - b.position || a.id - b.id);

/** The category and menu routes over a little store, so each change shows in the lists read after it. */
function taxonomyServer(initial: StaffCategory[], initialBlocks: StaffCategoryBlock[] = []) {
  let rows = initial.map((row) => ({ ...row }));
  let blocks = initialBlocks.map((block) => ({ ...block }));
  let nextId = 100;
  const read = (request: Request) => request.clone().json() as Promise<Record<string, unknown>>;
  const idOf = (request: Request) => Number(pathOf(request).split('/').pop());
  const categoryRoute: MockHandler = async (request) => {
    const path = pathOf(request);
    if (path.endsWith('getAllCategories')) return { body: sorted(rows) };
    if (path.endsWith('addCategory')) {
      const body = await read(request);
      const parentId = (body.parentId as number | null) ?? null;
      const added = category(nextId++, body.nameUZB as string, body.nameRUS as string, parentId, rows.filter((row) => row.parentId === parentId).length);
      rows.push(added);
      return { status: 201, body: added };
    }
    if (path.endsWith('reorderCategories')) {
      const { ids } = (await read(request)) as { ids: number[] };
      ids.forEach((id, position) => (rows.find((row) => row.id === id)!.position = position));
      return { body: ids.map((id) => rows.find((row) => row.id === id)) };
    }
    const row = rows.find((candidate) => candidate.id === idOf(request))!;
    if (request.method === 'PUT') {
      Object.assign(row, await read(request));
      return { body: row };
    }
    const usage = { products: row.productCount, subcategories: rows.filter((other) => other.parentId === row.id).length, menuBlocks: 0, sliders: 0, banners: 0 };
    if (usage.products || usage.subcategories) return { status: 409, body: { error: { code: 'IN_USE', message: 'in use', usage } } };
    rows = rows.filter((candidate) => candidate !== row);
    return { body: row };
  };
  const blockRoute: MockHandler = async (request) => {
    const path = pathOf(request);
    if (path.endsWith('getAllCategoryBlocks')) return { body: blocks };
    if (path.endsWith('addCategoryBlock')) {
      const body = (await read(request)) as { categoryBlockType: 'MENU_1' | 'MENU_2'; placementNumber: number; categoryId: number };
      const named = rows.find((row) => row.id === body.categoryId)!;
      const block = { id: nextId++, categoryBlockType: body.categoryBlockType, placementNumber: body.placementNumber, category: { id: named.id, nameUZB: named.nameUZB, nameRUS: named.nameRUS, parentId: named.parentId } };
      blocks.push(block);
      return { status: 201, body: block };
    }
    const block = blocks.find((candidate) => candidate.id === idOf(request))!;
    if (request.method === 'PUT') {
      const body = (await read(request)) as { categoryBlockType: 'MENU_1' | 'MENU_2'; placementNumber: number };
      Object.assign(block, { categoryBlockType: body.categoryBlockType, placementNumber: body.placementNumber });
      return { body: block };
    }
    blocks = blocks.filter((candidate) => candidate !== block);
    return { body: block };
  };
  const ids = Array.from({ length: 120 }, (_, index) => index + 1);
  return {
    '/api/categories/staff/getAllCategories': categoryRoute,
    '/api/categories/addCategory': categoryRoute,
    '/api/categories/reorderCategories': categoryRoute,
    ...Object.fromEntries(ids.flatMap((id) => [[`/api/categories/editCategory/${id}`, categoryRoute], [`/api/categories/deleteCategory/${id}`, categoryRoute]])),
    '/api/categoryBlock/staff/getAllCategoryBlocks': blockRoute,
    '/api/categoryBlock/addCategoryBlock': blockRoute,
    ...Object.fromEntries(ids.flatMap((id) => [[`/api/categoryBlock/editCategoryBlock/${id}`, blockRoute], [`/api/categoryBlock/deleteCategoryBlock/${id}`, blockRoute]])),
  };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('p')?.textContent);

describe('staff categories', () => {
  beforeEach(() => {
    signInStaff();
    setScreenWidth(desktopWidth);
  });

  it('shows the tree: each top-level category with its subcategories, in order, with product counts', async () => {
    renderStaff(staffOrders({}), { route: '/staff/categories', routes: taxonomyServer([women, men, dresses, skirts, shirts]) });
    const tree = await screen.findByRole('list', { name: 'Kategoriyalar daraxti' });
    expect(names(tree)).toEqual(['Ayollar', 'Erkaklar']);
    expect(names(screen.getByRole('list', { name: 'Ayollar ichki kategoriyalari' }))).toEqual(['Ko‘ylaklar', 'Yubkalar']);
    expect(screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === 'Платья · 2 ta mahsulot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayollar kategoriyasini yuqoriga surish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Yubkalar kategoriyasini pastga surish' })).toBeDisabled();
  });

  it('moves a category down with the keyboard: the order is sent, the row moves at once and keeps the focus', async () => {
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/categories', routes: taxonomyServer([women, men, dresses, skirts]) });
    await screen.findByRole('list', { name: 'Ayollar ichki kategoriyalari' });
    act(() => screen.getByRole('button', { name: 'Ko‘ylaklar kategoriyasini pastga surish' }).focus());
    await user.keyboard('{Enter}');
    expect(names(screen.getByRole('list', { name: 'Ayollar ichki kategoriyalari' }))).toEqual(['Yubkalar', 'Ko‘ylaklar']);
    expect(await jsonBody(requestsTo(requests, '/api/categories/reorderCategories', 'PUT')[0])).toEqual({ parentId: 1, ids: [4, 3] });
    // At the bottom now: the focus goes to its other move button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ko‘ylaklar kategoriyasini yuqoriga surish' })).toHaveFocus());
    expect(await screen.findByText('Ko‘ylaklar 2-o‘ringa surildi')).toBeInTheDocument();
  });

  it('adds a subcategory from its parent’s button, with both names required', async () => {
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/categories', routes: taxonomyServer([women, men, dresses]) });
    await user.click(await screen.findByRole('button', { name: 'Erkaklar ichiga kategoriya qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi kategoriya' });
    expect(within(dialog).getByRole('combobox', { name: 'Qaysi kategoriya ichida' })).toHaveTextContent('Erkaklar');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Shimlar');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' })).toHaveAccessibleDescription('To‘ldiring');
    expect(requestsTo(requests, '/api/categories/addCategory', 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Брюки');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('«Shimlar» kategoriyasi qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/categories/addCategory', 'POST')[0])).toEqual({ nameUZB: 'Shimlar', nameRUS: 'Брюки', parentId: 2 });
    expect(names(await screen.findByRole('list', { name: 'Erkaklar ichki kategoriyalari' }))).toEqual(['Shimlar']);
  });

  it('renames a category and moves it under another parent; a parent with subcategories stays at the top', async () => {
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/categories', routes: taxonomyServer([women, men, dresses, skirts]) });
    await user.click(await screen.findByRole('button', { name: 'Ayollar kategoriyasini tahrirlash' }));
    let dialog = screen.getByRole('dialog', { name: 'Kategoriyani tahrirlash' });
    expect(within(dialog).getByRole('combobox', { name: 'Qaysi kategoriya ichida' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Ichki kategoriyalari bor kategoriya yuqori darajada qoladi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yangi rasm: Vertikal rasm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yangi rasm: Gorizontal rasm' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Yubkalar kategoriyasini tahrirlash' }));
    dialog = screen.getByRole('dialog', { name: 'Kategoriyani tahrirlash' });
    const uz = within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' });
    await user.clear(uz);
    await user.type(uz, 'Shortiklar');
    await user.click(within(dialog).getByRole('combobox', { name: 'Qaysi kategoriya ichida' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Hech qaysi — yuqori darajadagi kategoriya', 'Ayollar', 'Erkaklar']);
    await user.click(screen.getByRole('option', { name: 'Erkaklar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Kategoriya saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/categories/editCategory/4', 'PUT')[0])).toEqual({ nameUZB: 'Shortiklar', nameRUS: 'Юбки', parentId: 2 });
    expect(names(await screen.findByRole('list', { name: 'Erkaklar ichki kategoriyalari' }))).toEqual(['Shortiklar']);
  });

  it('says in Russian what still uses a category it cannot delete', async () => {
    const { user } = renderStaff(staffOrders({}), { route: '/staff/categories', language: 'ru', routes: taxonomyServer([women, dresses]) });
    await screen.findByRole('list', { name: 'Дерево категорий' });
    await user.click(screen.getByRole('button', { name: 'Удалить категорию Женщинам' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить категорию?' })).getByRole('button', { name: 'Удалить' }));
    expect(
      await screen.findByText('Категорию нельзя удалить, она используется: 4 товара, 1 подкатегория. Сначала перенесите или уберите их.'),
    ).toBeInTheDocument();
  });

  it('runs the header menus: adds a category at the next placement, changes a placement, removes one', async () => {
    const blocks: StaffCategoryBlock[] = [{ id: 50, categoryBlockType: 'MENU_1', placementNumber: 1, category: { id: 1, nameUZB: 'Ayollar', nameRUS: 'Женщинам', parentId: null } }];
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/categories?tab=menus', routes: taxonomyServer([women, men, dresses], blocks) });
    const menu1 = await screen.findByRole('region', { name: '1-menyu' });
    expect(within(menu1).getByRole('list', { name: '1-menyu' })).toHaveTextContent('1-o‘rinAyollar');
    expect(within(screen.getByRole('region', { name: '2-menyu' })).getByText('Bu menyuda hali kategoriya yo‘q.')).toBeInTheDocument();

    const form = within(menu1).getByRole('form', { name: '1-menyuga qo‘shish' });
    await user.click(within(form).getByRole('button', { name: 'Qo‘shish' }));
    expect(within(form).getByRole('combobox', { name: 'Kategoriya' })).toHaveAccessibleDescription('Kategoriyani tanlang');
    await user.click(within(form).getByRole('combobox', { name: 'Kategoriya' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Erkaklar', 'Ayollar › Ko‘ylaklar']);
    await user.click(screen.getByRole('option', { name: 'Ayollar › Ko‘ylaklar' }));
    await user.click(within(form).getByRole('button', { name: 'Qo‘shish' }));
    expect(await screen.findByText('Kategoriya menyuga qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/categoryBlock/addCategoryBlock', 'POST')[0])).toEqual({ categoryBlockType: 'MENU_1', placementNumber: 2, categoryId: 3 });
    await within(menu1).findByText('Ayollar › Ko‘ylaklar');

    await user.click(within(menu1).getByRole('button', { name: 'Ayollar o‘rnini o‘zgartirish' }));
    const dialog = screen.getByRole('dialog');
    const placement = within(dialog).getByRole('textbox', { name: 'O‘rni' });
    await user.clear(placement);
    await user.type(placement, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(placement).toHaveAccessibleDescription('1 dan 1000 gacha butun son kiriting');
    await user.clear(placement);
    await user.type(placement, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Menyu saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/categoryBlock/editCategoryBlock/50', 'PUT')[0])).toEqual({ categoryBlockType: 'MENU_1', placementNumber: 5, categoryId: 1 });

    await user.click(within(menu1).getByRole('button', { name: 'Ayollar › Ko‘ylaklar kategoriyasini 1-menyudan olib tashlash' }));
    expect(await screen.findByText('Kategoriya menyudan olib tashlandi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/categoryBlock/deleteCategoryBlock/100', 'DELETE')).toHaveLength(1);
  });
});
