import { screen, waitFor, within } from '@testing-library/react';
import type { StaffBanner, StaffLook, StaffSlider } from '../../../../contract/homepage';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { productsPage, staffProduct } from '../products/testing/productFixtures';
import { FakeUpload, installFakeUpload } from '../../../../test/web/fakeUpload';
import { pickedFile } from '../pictures/testing/renderPictures';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const banner = (id: number, fields: Partial<StaffBanner> = {}): StaffBanner => ({
  id,
  desktopImage: `/media/banners/${id}-d.svg`,
  mobileImage: `/media/banners/${id}-m.svg`,
  desktopImageRUS: null,
  mobileImageRUS: null,
  targetType: 'category',
  targetId: 5,
  targetName: { uz: 'Ayollar', ru: 'Женщинам' },
  position: id,
  active: true,
  startsAt: null,
  endsAt: null,
  live: true,
  createdAt: '2026-11-01T09:00:00Z',
  ...fields,
});
const category = { id: 5, nameUZB: 'Ayollar', nameRUS: 'Женщинам', parentId: null, position: 0, verticalImage: null, horizontalImage: null, productCount: 3 };
const dress = { id: 71, referenceNumber: 'LX-71', nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', active: true, image: null };
const slider: StaffSlider = { id: 3, placeNumber: 1, category: { id: 5, nameUZB: 'Ayollar', nameRUS: 'Женщинам' }, products: [] };
const look: StaffLook = { id: 8, nameUZB: 'Kuz', nameRUS: 'Осень', position: 1, images: ['/media/looks/8.svg'], products: [] };

const listed = (body: unknown) => ({ body });
const staffProducts = { body: { ...productsPage([staffProduct(71, { referenceNumber: 'LX-71', nameUZB: dress.nameUZB, nameRUS: dress.nameRUS })]), totalIsCapped: false } };

let restoreXhr = () => {};
beforeEach(() => {
  signInStaff();
  restoreXhr = installFakeUpload();
});
afterEach(() => restoreXhr());

describe('staff home page', () => {
  it('lists the banners with both pictures, and adds one with uploaded pictures and a category target', async () => {
    setScreenWidth(desktopWidth);
    FakeUpload.answer = (url) => ({ status: 201, body: { url: url.includes('kind=desktop') ? '/media/photos/aa/aa000000000000000000000000000001.webp' : '/media/photos/bb/bb000000000000000000000000000002.webp' } });
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/homepage',
      routes: {
        '/api/karusel/getAllKarusels': listed([banner(1), banner(2, { active: false, live: false })]),
        '/api/karusel/addKarusel': { status: 201, body: banner(9) },
        '/api/categories/staff/getAllCategories': listed([category]),
        '/api/lookCollection/staff/getAllLooks': listed([look]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Bannerlar' });
    const first = within(list).getByRole('listitem', { name: 'Banner 1' });
    expect(within(first).getByRole('img', { name: 'Banner 1: kompyuter rasmi' })).toHaveAttribute('src', '/media/banners/1-d.svg');
    expect(within(first).getByRole('img', { name: 'Banner 1: telefon rasmi' })).toHaveAttribute('src', '/media/banners/1-m.svg');
    expect(within(first).getByText('Ko‘rsatilmoqda')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Banner 2' })).toHaveTextContent('O‘chirilgan');

    await user.click(screen.getByRole('button', { name: 'Banner qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi banner' });
    // Each slot says what picture fits it, the size the storefront draws (the dialog once said nothing of it).
    expect(within(dialog).getByRole('button', { name: 'Kompyuter rasmi: rasm yuklash' })).toHaveAccessibleDescription('1600 × 600 px yoki shu nisbatda');
    expect(within(dialog).getByRole('button', { name: 'Telefon rasmi: rasm yuklash' })).toHaveAccessibleDescription('720 × 960 px yoki shu nisbatda');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Rasm yuklang')).toHaveLength(2);
    expect(requestsTo(requests, '/api/karusel/addKarusel', 'POST')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Kompyuter rasmi: fayl tanlash'), pickedFile('wide.png', 'image/png'));
    await user.upload(within(dialog).getByLabelText('Telefon rasmi: fayl tanlash'), pickedFile('tall.png', 'image/png'));
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Telefon rasmi' })).toHaveAttribute('src', '/media/photos/bb/bb000000000000000000000000000002.webp'));
    expect(FakeUpload.sent.map((upload) => upload.url)).toEqual(['/api/karusel/uploadPicture?kind=desktop', '/api/karusel/uploadPicture?kind=mobile']);
    await user.click(within(dialog).getByRole('combobox', { name: 'Kategoriya' }));
    await user.click(await screen.findByRole('option', { name: 'Ayollar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Banner qo‘shildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/karusel/addKarusel', 'POST')[0])).toEqual({
      desktopImage: '/media/photos/aa/aa000000000000000000000000000001.webp',
      mobileImage: '/media/photos/bb/bb000000000000000000000000000002.webp',
      desktopImageRUS: null,
      mobileImageRUS: null,
      targetType: 'category',
      targetId: 5,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves a banner down and deletes one after asking', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/homepage',
      routes: {
        '/api/karusel/getAllKarusels': listed([banner(1), banner(2)]),
        '/api/karusel/reorderKarusels': listed([banner(2), banner(1)]),
        '/api/karusel/deleteKarusel/2': listed(banner(2)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Banner 1ni pastga surish' }));
    expect(await screen.findByText('Tartib saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/karusel/reorderKarusels', 'PUT')[0])).toEqual({ ids: [2, 1] });
    expect(screen.getByRole('button', { name: 'Banner 1ni yuqoriga surish' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Banner 2ni o‘chirish' }));
    const confirm = screen.getByRole('dialog', { name: 'Banner o‘chirilsinmi?' });
    await user.click(within(confirm).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Banner o‘chirildi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/karusel/deleteKarusel/2', 'DELETE')).toHaveLength(1);
  });

  it('chooses a slider’s products by search, in Russian', async () => {
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/homepage?tab=sliders',
      language: 'ru',
      routes: {
        '/api/smallSlider/getAllSmallSliders': listed([slider]),
        '/api/smallSlider/editSmallSlider/3': listed({ ...slider, products: [dress] }),
        '/api/categories/staff/getAllCategories': listed([category]),
        '/api/product/staff/getAllProducts': staffProducts,
      },
    });
    const row = await screen.findByRole('listitem', { name: 'Место 1: Женщинам' });
    expect(row).toHaveTextContent('Товары не выбраны: показываются новинки категории.');
    await user.click(within(row).getByRole('button', { name: 'Изменить: Место 1: Женщинам' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить слайдер' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Найти товар' }), 'LX-71');
    await user.click(await within(dialog).findByRole('button', { name: 'Выбрать: Шёлковое платье' }));
    expect(within(dialog).getByRole('button', { name: 'Убрать из списка: Шёлковое платье' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Слайдер сохранён')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/smallSlider/editSmallSlider/3', 'PUT')[0])).toEqual({ placeNumber: 1, categoryId: 5, productIds: [71] });
    const search = requestsTo(requests, '/api/product/staff/getAllProducts', 'GET').at(-1)!;
    expect(new URL(search.url, 'http://localhost').searchParams.get('text')).toBe('LX-71');
  });

  it('says why a look a banner opens is not deleted, and shows the empty tabs', async () => {
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/homepage?tab=looks',
      routes: {
        '/api/lookCollection/staff/getAllLooks': listed([look]),
        '/api/lookCollection/deleteLookCollectionById/8': { status: 409, body: { error: { code: 'IN_USE', message: 'in use', usage: { banners: 1 } } } },
        '/api/smallSlider/getAllSmallSliders': listed([]),
      },
    });
    const row = await screen.findByRole('listitem', { name: 'Kuz' });
    expect(within(row).getByRole('img', { name: 'Kuz: 1-rasm' })).toHaveAttribute('src', '/media/looks/8.svg');
    await user.click(within(row).getByRole('button', { name: 'Kuzni o‘chirish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Obrazni o‘chirib bo‘lmaydi: uni banner ochadi. Avval bannerni boshqa joyga yo‘naltiring.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Slayderlar' }));
    expect(await screen.findByText('Hali slayderlar yo‘q. Birinchisini qo‘shing.')).toBeInTheDocument();
  });

  it('says when the banners cannot be read', async () => {
    renderStaff(staffOrders({}), { route: '/staff/homepage', routes: { '/api/karusel/getAllKarusels': { status: 500, body: { error: { code: 'INTERNAL', message: 'no' } } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bannerlarni yuklab bo‘lmadi.');
  });
});
