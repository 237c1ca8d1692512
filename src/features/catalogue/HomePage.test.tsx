import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes } from '../../../test/web/fetchMock';
import type { CategoryBlock } from './types';

const blocksPath = '/api/categoryBlock/getAllByCategoryBlockType/MENU_1';

function block(id: number, nameUZB: string, nameRUS: string, verticalImage: string | null): CategoryBlock {
  return {
    id: id * 10,
    categoryBlockType: 'MENU_1',
    placementNumber: id,
    category: { id, nameUZB, nameRUS, verticalImage, horizontalImage: null },
  };
}

const blocks = [
  block(1, 'Ayollar', 'Женщинам', '/media/categories/women.webp'),
  block(2, 'Erkaklar', 'Мужчинам', '/media/categories/men.webp'),
  block(3, 'Aksessuarlar', 'Аксессуары', null),
];

describe('HomePage', () => {
  it('shows the MENU_1 categories as tiles linking to their pages', async () => {
    mockRoutes({ [blocksPath]: { body: blocks } });
    renderApp();

    const women = await screen.findByRole('link', { name: 'Ayollar' });
    expect(women).toHaveAttribute('href', '/categoryDetail/1');
    expect(screen.getByRole('link', { name: 'Erkaklar' })).toHaveAttribute('href', '/categoryDetail/2');
    expect(screen.getByRole('link', { name: 'Aksessuarlar' })).toHaveAttribute('href', '/categoryDetail/3');

    const image = women.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/categories/women.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    // No picture: the tile still shows, with a placeholder instead of a broken image.
    expect(screen.getByRole('link', { name: 'Aksessuarlar' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Kategoriyalar' })).toBeInTheDocument();
  });

  it('shows skeleton tiles while the categories load', async () => {
    const reply = deferredReply();
    mockRoutes({ [blocksPath]: () => reply.promise });
    renderApp();

    const loading = await screen.findByRole('status', { name: 'Kategoriyalar yuklanmoqda' });
    expect(within(loading).getAllByTestId('category-tile-skeleton')).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'Ayollar' })).not.toBeInTheDocument();

    await act(async () => reply.release({ body: blocks }));

    expect(await screen.findByRole('link', { name: 'Ayollar' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Kategoriyalar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('shows a friendly text when there are no categories', async () => {
    mockRoutes({ [blocksPath]: { body: [] } });
    renderApp();

    expect(await screen.findByText(/Hozircha bu yerda kategoriyalar yo‘q/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Qayta urinish' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that loads the categories again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    const { requests } = mockRoutes({
      [blocksPath]: () => (serverUp ? { body: blocks } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    renderApp();

    // The automatic retries (1 s, 2 s, 4 s) run first; only then does the page admit the failure.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kategoriyalarni yuklab bo‘lmadi');
    expect(requests).toHaveLength(4);

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));

    expect(await screen.findByRole('link', { name: 'Ayollar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(5);
  });

  it('renders the names in Russian when the language changes', async () => {
    mockRoutes({ [blocksPath]: { body: blocks } });
    const { i18n } = renderApp();
    await screen.findByRole('link', { name: 'Ayollar' });

    await act(() => i18n.changeLanguage('ru'));

    expect(screen.getByRole('link', { name: 'Женщинам' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мужчинам' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Категории' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ayollar' })).not.toBeInTheDocument();
  });

  it('starts in Russian when the stored language is ru', async () => {
    mockRoutes({ [blocksPath]: { body: blocks } });
    renderApp({ language: 'ru' });

    expect(await screen.findByRole('link', { name: 'Аксессуары' })).toHaveAttribute('href', '/categoryDetail/3');
  });
});

describe('header', () => {
  it('switches the interface language at once and remembers the choice', async () => {
    const user = userEvent.setup();
    mockRoutes({ [blocksPath]: { body: blocks } });
    renderApp();
    await screen.findByRole('link', { name: 'Ayollar' });

    await user.click(screen.getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));

    expect(await screen.findByRole('link', { name: 'Женщинам' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Язык' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('ru');
  });

  it('has a LIBOS logo that links home', async () => {
    mockRoutes({ [blocksPath]: { body: [] } });
    renderApp({ route: '/no-such-page' });

    const logo = await screen.findByRole('link', { name: 'Libos — bosh sahifa' });
    expect(logo).toHaveTextContent('LIBOS');
    expect(logo).toHaveAttribute('href', '/');
  });
});
