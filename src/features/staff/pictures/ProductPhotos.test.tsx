import { screen, waitFor, within } from '@testing-library/react';
import type { ProductPhoto } from '../../../../contract/photos';
import { mockFetch, pathOf } from '../../../../test/web/fetchMock';
import { ProductPhotos } from './ProductPhotos';
import { FakeUpload, installFakeUpload } from '../../../../test/web/fakeUpload';
import { photo, pickedFile, renderPictures } from './testing/renderPictures';

const PRODUCT = 7;

/**
 * The photo routes of one product, with a list each change alters; uploads go through FakeUpload, and `refuse`
 * answers the upload of that file name.
 */
function photoServer(initial: ProductPhoto[], refuse: Record<string, { status: number; body: unknown }> = {}) {
  let photos = [...initial];
  let nextId = 50;
  FakeUpload.answer = (url, file) => {
    expect(url).toBe(`/api/product/staff/uploadPhoto/${PRODUCT}`);
    if (refuse[file.name]) return refuse[file.name]!;
    photos = [...photos, photo(nextId++)];
    return { status: 201, body: photos };
  };
  const mock = mockFetch(async (request) => {
    const path = pathOf(request);
    if (request.method === 'GET' && path === `/api/product/staff/getPhotos/${PRODUCT}`) return { body: photos };
    if (request.method === 'PUT' && path === `/api/product/staff/reorderPhotos/${PRODUCT}`) {
      const { imageIds } = (await request.json()) as { imageIds: number[] };
      photos = imageIds.map((id) => photos.find((candidate) => candidate.id === id)!);
      return { body: photos };
    }
    if (request.method === 'DELETE') {
      const id = Number(path.split('/').pop());
      photos = photos.filter((candidate) => candidate.id !== id);
      return { body: photos };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
  });
  return { ...mock, uploads: () => FakeUpload.sent.map((upload) => upload.file?.name), current: () => photos };
}

let restoreXhr = () => {};
beforeEach(() => {
  restoreXhr = installFakeUpload();
});
afterEach(() => restoreXhr());

const heicRefusal = { status: 400, body: { error: { code: 'HEIC_NOT_ACCEPTED', message: 'HEIC photos are not accepted: save as JPEG' } } };

describe('ProductPhotos', () => {
  it('shows the photos in order, the first marked as the card’s, or says there are none', async () => {
    photoServer([photo(1), photo(2)]);
    const { unmount } = renderPictures(<ProductPhotos productId={PRODUCT} />);
    const list = await screen.findByRole('list', { name: 'Mahsulot rasmlari' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByRole('img', { name: '2 tadan 1-rasm' })).toHaveAttribute('src', '/media/photos/01/01400.webp');
    expect(tiles[0]).toHaveTextContent('Asosiy');
    unmount();
    photoServer([]);
    renderPictures(<ProductPhotos productId={PRODUCT} />);
    expect(await screen.findByText('Hali rasm yo‘q. Birinchisini yuklang.')).toBeInTheDocument();
  });

  it('uploads several files one after another, and says in a toast which one was refused and why', async () => {
    const server = photoServer([photo(1)], { 'iphone.heic.jpg': heicRefusal });
    const { user } = renderPictures(<ProductPhotos productId={PRODUCT} />);
    await screen.findByRole('list', { name: 'Mahsulot rasmlari' });
    await user.upload(screen.getByLabelText('Yuklanadigan rasmlar'), [pickedFile('front.jpg'), pickedFile('iphone.heic.jpg'), pickedFile('back.png', 'image/png')]);
    expect(await screen.findByText('«iphone.heic.jpg» HEIC formatida: uni JPEG qilib saqlang va qayta yuklang.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mahsulot rasmlari' })).getAllByRole('listitem')).toHaveLength(3));
    expect(server.uploads()).toEqual(['front.jpg', 'iphone.heic.jpg', 'back.png']);
    expect(FakeUpload.sent.map((upload) => [upload.method, upload.headers.Authorization])).toEqual(Array(3).fill(['POST', 'Bearer staff-token-1']));
  });

  it('refuses a file over 15 MB or a HEIC before sending it, in Russian for a Russian screen', async () => {
    const server = photoServer([]);
    const { user } = renderPictures(<ProductPhotos productId={PRODUCT} />, 'ru');
    // A HEIC is not among the chooser's types, but a drop or an "all files" choice brings one anyway.
    await screen.findByText('Фотографий пока нет. Загрузите первую.');
    await user.upload(screen.getByLabelText('Фотографии для загрузки'), [pickedFile('huge.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1), pickedFile('IMG_1.HEIC', 'image/heic')]);
    expect(await screen.findByText('«huge.jpg» слишком большой: принимаются фото до 15 МБ.')).toBeInTheDocument();
    expect(await screen.findByText('«IMG_1.HEIC» в формате HEIC: сохраните его как JPEG и загрузите снова.')).toBeInTheDocument();
    expect(server.uploads()).toEqual([]);
  });

  it('moves a photo with its buttons, keeping the focus on the photo it moved', async () => {
    const server = photoServer([photo(1), photo(2), photo(3)]);
    const { user } = renderPictures(<ProductPhotos productId={PRODUCT} />);
    await user.click(await screen.findByRole('button', { name: '1-rasmni o‘ngga surish' }));
    await waitFor(() => expect(server.current().map((shown) => shown.id)).toEqual([2, 1, 3]));
    await waitFor(() => expect(screen.getByRole('button', { name: '2-rasmni o‘ngga surish' })).toHaveFocus());
    expect(await screen.findByText('Rasm 2-o‘ringa surildi')).toBeInTheDocument();
    // At the start a move left does nothing.
    await user.click(screen.getByRole('button', { name: '1-rasmni chapga surish' }));
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('deletes a photo only after the confirmation', async () => {
    const server = photoServer([photo(1), photo(2)]);
    const { user } = renderPictures(<ProductPhotos productId={PRODUCT} />);
    await user.click(await screen.findByRole('button', { name: '2-rasmni o‘chirish' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Rasmni o‘chirasizmi?' })).getByRole('button', { name: 'Bekor qilish' }));
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '2-rasmni o‘chirish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));
    await waitFor(() => expect(server.current().map((shown) => shown.id)).toEqual([1]));
    expect(pathOf(server.requests.find((request) => request.method === 'DELETE')!)).toBe('/api/product/staff/deletePhoto/2');
    expect(await screen.findByText('Rasm o‘chirildi')).toBeInTheDocument();
  });
});
