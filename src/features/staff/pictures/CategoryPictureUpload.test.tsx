import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../../test/web/fetchMock';
import { CategoryPictureUpload } from './CategoryPictureUpload';
import { FakeUpload, installFakeUpload } from '../../../../test/web/fakeUpload';
import { pickedFile, renderPictures } from './testing/renderPictures';

let restoreXhr = () => {};
beforeEach(() => {
  restoreXhr = installFakeUpload();
  mockFetch(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'none' } } }));
});
afterEach(() => restoreXhr());

describe('CategoryPictureUpload', () => {
  it('shows the current picture and replaces it with an upload of the named orientation', async () => {
    const uploaded = '/media/photos/ab/ab000000000000000000000000000001.webp';
    FakeUpload.answer = () => ({ status: 200, body: { id: 3, verticalImage: uploaded, horizontalImage: null } });
    const { user } = renderPictures(<CategoryPictureUpload categoryId={3} orientation="vertical" url="/media/category/dresses/vertical.svg" />);
    expect(screen.getByRole('img', { name: 'Vertikal rasm' })).toHaveAttribute('src', '/media/category/dresses/vertical.svg');
    await user.upload(screen.getByLabelText('Yangi rasm: Vertikal rasm'), pickedFile('cover.jpg'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Vertikal rasm' })).toHaveAttribute('src', uploaded));
    expect(FakeUpload.sent.map((upload) => upload.url)).toEqual(['/api/categories/uploadPicture/3?orientation=vertical']);
    expect(await screen.findByText('Rasm yangilandi: Vertikal rasm')).toBeInTheDocument();
  });

  it('shows how much of the picture is sent while it uploads', async () => {
    let release = () => {};
    FakeUpload.held = new Promise((resolve) => (release = resolve));
    FakeUpload.answer = () => ({ status: 200, body: { id: 3, verticalImage: null, horizontalImage: '/media/photos/cd/new.webp' } });
    const { user } = renderPictures(<CategoryPictureUpload categoryId={3} orientation="horizontal" url={null} />, 'ru');
    await user.upload(screen.getByLabelText('Новая картинка: Горизонтальная картинка'), pickedFile('wide.jpg'));
    const bar = await screen.findByRole('progressbar', { name: 'Загружается: Горизонтальная картинка' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: 'Горизонтальная картинка' })).toHaveAttribute('src', '/media/photos/cd/new.webp');
  });

  it('says why the server refused the file, in the screen’s language, and keeps the old picture', async () => {
    FakeUpload.answer = () => ({ status: 400, body: { error: { code: 'TOO_MANY_PIXELS', message: 'too many pixels' } } });
    const { user } = renderPictures(<CategoryPictureUpload categoryId={3} orientation="horizontal" url={null} />, 'ru');
    await user.upload(screen.getByLabelText('Новая картинка: Горизонтальная картинка'), pickedFile('bomb.png', 'image/png'));
    expect(await screen.findByText('У «bomb.png» слишком большое разрешение: принимается до 40 мегапикселей.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a strip is refused for its shape, with the limit the server holds to (contract/limits.ts)', async () => {
    FakeUpload.answer = () => ({ status: 400, body: { error: { code: 'EXTREME_ASPECT_RATIO', message: 'too long' } } });
    const { user } = renderPictures(<CategoryPictureUpload categoryId={3} orientation="horizontal" url={null} />, 'ru');
    await user.upload(screen.getByLabelText('Новая картинка: Горизонтальная картинка'), pickedFile('strip.png', 'image/png'));
    expect(
      await screen.findByText('«strip.png» слишком вытянуто: длинная сторона может быть длиннее короткой не больше чем в 10 раз.'),
    ).toBeInTheDocument();
  });
});
