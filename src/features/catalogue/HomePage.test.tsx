import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { CategoryBlock, HomePageData } from './types';

const blocksPath = '/api/categoryBlock/getAllByCategoryBlockType/MENU_1';

function block(id: number, nameUZB: string, nameRUS: string, verticalImage: string | null): CategoryBlock {
  return {
    id: id * 10,
    categoryBlockType: 'MENU_1',
    placementNumber: id,
    category: { id, nameUZB, nameRUS, parentId: null, verticalImage, horizontalImage: null },
  };
}

const blocks = [
  block(1, 'Ayollar', 'Женщинам', '/media/categories/women.webp'),
  block(2, 'Erkaklar', 'Мужчинам', '/media/categories/men.webp'),
  block(3, 'Aksessuarlar', 'Аксессуары', null),
];

const homePath = '/api/homePage/getHomePage';
const menu2Path = '/api/categoryBlock/getAllByCategoryBlockType/MENU_2';
const looksPath = '/api/lookCollection/getLookCollection';

const home: HomePageData = {
  banners: [
    {
      id: 1, mobileImage: '/media/banners/1-mobile.svg', desktopImage: '/media/banners/1.svg',
      mobileImageRUS: '/media/banners/1-mobile-ru.svg', desktopImageRUS: '/media/banners/1-ru.svg', target: { type: 'category', id: 7 },
      targetName: { uz: 'Chegirmalar', ru: 'Скидки' },
    },
    { id: 2, mobileImage: '/media/banners/2-mobile.svg', desktopImage: '/media/banners/2.svg', mobileImageRUS: null, desktopImageRUS: null, target: { type: 'look', id: 3 }, targetName: null },
  ],
  sliders: [
    { placeNumber: 2, category: { id: 5, nameUZB: 'Poyabzal', nameRUS: 'Обувь' }, products: [productCardFixture({ id: 51, nameUZB: 'Krossovka', nameRUS: 'Кроссовки' })] },
    { placeNumber: 1, category: { id: 1, nameUZB: 'Ayollar', nameRUS: 'Женщинам' }, products: [productCardFixture({ id: 11 })] },
    { placeNumber: 3, category: { id: 9, nameUZB: 'Bo‘sh', nameRUS: 'Пусто' }, products: [] },
  ],
};

/** Every call the home page makes, answered; a test overrides the ones it is about. */
function homeRoutes(overrides: Record<string, MockHandler | MockReply> = {}) {
  return mockRoutes({
    [blocksPath]: { body: blocks },
    [menu2Path]: { body: [] },
    [homePath]: { body: home },
    [looksPath]: { body: [] },
    ...overrides,
  });
}

describe('HomePage', () => {
  it('shows the MENU_1 categories as tiles linking to their pages', async () => {
    homeRoutes();
    renderApp();

    const departments = await screen.findByRole('list', { name: 'Kategoriyalar' });
    const women = within(departments).getByRole('link', { name: 'Ayollar' });
    expect(women).toHaveAttribute('href', '/categoryDetail/1');
    expect(within(departments).getByRole('link', { name: 'Erkaklar' })).toHaveAttribute('href', '/categoryDetail/2');
    expect(within(departments).getByRole('link', { name: 'Aksessuarlar' })).toHaveAttribute('href', '/categoryDetail/3');

    const image = women.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/categories/women.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // No picture: the tile still shows, with a placeholder instead of a broken image.
    expect(within(departments).getByRole('link', { name: 'Aksessuarlar' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Libos — onlayn kiyim do‘koni' })).toBeInTheDocument();
  });

  it('shows skeleton tiles while the categories load', async () => {
    const reply = deferredReply();
    homeRoutes({ [blocksPath]: () => reply.promise });
    renderApp();

    const loading = await screen.findByRole('status', { name: 'Kategoriyalar yuklanmoqda' });
    expect(within(loading).getAllByTestId('category-tile-skeleton')).toHaveLength(8);
    expect(screen.queryByRole('list', { name: 'Kategoriyalar' })).not.toBeInTheDocument();

    await act(async () => reply.release({ body: blocks }));

    expect(await screen.findByRole('list', { name: 'Kategoriyalar' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Kategoriyalar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('shows the product rows in the shop’s order, each with its cards and a link to the whole category', async () => {
    homeRoutes();
    renderApp();

    const shoes = await screen.findByRole('region', { name: 'Poyabzal' });
    const rowTitles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(rowTitles).toContain('Ayollar');
    expect(rowTitles.indexOf('Ayollar')).toBeLessThan(rowTitles.indexOf('Poyabzal'));
    // A row without products is left out rather than shown empty.
    expect(rowTitles).not.toContain('Bo‘sh');

    expect(within(shoes).getByRole('link', { name: 'Poyabzal — barchasi' })).toHaveAttribute('href', '/categoryDetail/5');
    expect(within(shoes).getByText('Krossovka')).toBeInTheDocument();
  });

  it('names each “see all” link with the words it shows, so a voice-control user can say them (Lighthouse: label-content-name-mismatch)', async () => {
    for (const language of ['uz', 'ru'] as const) {
      homeRoutes();
      const view = renderApp({ language });
      const shoes = await screen.findByRole('region', { name: language === 'uz' ? 'Poyabzal' : 'Обувь' });
      const seeAll = within(shoes).getByRole('link', { name: /—|:/ });
      // Whole words, in order, as Lighthouse compares them ("barchasi" is not within "barchasini").
      const words = (text: string | null) => ` ${(text ?? '').toLowerCase().split(/[^\p{L}\p{N}‘’']+/u).filter(Boolean).join(' ')} `;
      expect(words(seeAll.textContent).trim()).not.toBe('');
      expect(words(seeAll.getAttribute('aria-label'))).toContain(words(seeAll.textContent));
      view.unmount();
    }
  });

  it('shows the banners, each opening what it advertises', async () => {
    homeRoutes();
    renderApp();

    const carousel = await screen.findByRole('region', { name: 'Aksiyalar va kolleksiyalar' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/categoryDetail/7', '/looksDetail/3']));
  });

  it('shows each banner in the page language: its Russian pictures on the Russian page, else its one picture', async () => {
    homeRoutes();
    const { i18n } = renderApp();
    const carousel = await screen.findByRole('region', { name: 'Aksiyalar va kolleksiyalar' });
    const first = () => within(carousel).getAllByRole('link')[0]?.querySelector('picture');
    expect(first()?.querySelector('img')).toHaveAttribute('src', '/media/banners/1-mobile.svg');
    expect(first()?.querySelector('source')).toHaveAttribute('srcset', '/media/banners/1.svg');

    await act(() => i18n.changeLanguage('ru'));

    expect(first()?.querySelector('img')).toHaveAttribute('src', '/media/banners/1-mobile-ru.svg');
    expect(first()?.querySelector('source')).toHaveAttribute('srcset', '/media/banners/1-ru.svg');
  });

  it('invites to the sale category (category 7)', async () => {
    homeRoutes();
    renderApp();

    expect(await screen.findByRole('link', { name: 'Chegirmalarni ko‘rish' })).toHaveAttribute('href', '/categoryDetail/7');
  });

  it('shows a friendly text when the shop has not filled its shop window', async () => {
    homeRoutes({ [homePath]: { body: { banners: [], sliders: [] } }, [blocksPath]: { body: [] } });
    renderApp();

    expect(await screen.findByText(/Hozircha vitrina bo‘sh/)).toBeInTheDocument();
    // An empty menu block is simply not shown.
    expect(screen.queryByRole('heading', { name: 'Kategoriyalar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Qayta urinish' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that loads the categories again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let serverUp = false;
    const { requests } = homeRoutes({
      [blocksPath]: () => (serverUp ? { body: blocks } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    const blockRequests = () => requests.filter((request) => request.url.endsWith('/MENU_1'));
    renderApp();

    // The automatic retries (1 s, 2 s, 4 s) run first; only then does the page admit the failure.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByText('Kategoriyalarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.');
    expect(blockRequests()).toHaveLength(4);

    serverUp = true;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }));

    expect(await screen.findByRole('list', { name: 'Kategoriyalar' })).toBeInTheDocument();
    expect(blockRequests()).toHaveLength(5);
  });

  it('shows an error for the shop window without losing the rest of the page', async () => {
    jest.useFakeTimers();
    homeRoutes({ [homePath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    renderApp();

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText(/Vitrinani yuklab bo‘lmadi/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kategoriyalar' })).toBeInTheDocument();
  });

  it('renders the names in Russian when the language changes', async () => {
    homeRoutes();
    const { i18n } = renderApp();
    const departments = await screen.findByRole('list', { name: 'Kategoriyalar' });
    expect(within(departments).getByRole('link', { name: 'Ayollar' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('ru'));

    const russian = screen.getByRole('list', { name: 'Категории' });
    expect(within(russian).getByRole('link', { name: 'Женщинам' })).toBeInTheDocument();
    expect(within(russian).getByRole('link', { name: 'Мужчинам' })).toBeInTheDocument();
    expect(within(russian).queryByRole('link', { name: 'Ayollar' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Обувь' })).toBeInTheDocument();
  });

  it('starts in Russian when the stored language is ru', async () => {
    homeRoutes();
    renderApp({ language: 'ru' });

    const departments = await screen.findByRole('list', { name: 'Категории' });
    expect(within(departments).getByRole('link', { name: 'Аксессуары' })).toHaveAttribute('href', '/categoryDetail/3');
  });
});

describe('header', () => {
  it('switches the interface language at once and remembers the choice', async () => {
    const user = userEvent.setup();
    homeRoutes();
    renderApp();
    await screen.findByRole('list', { name: 'Kategoriyalar' });

    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));

    expect(await screen.findByRole('list', { name: 'Категории' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Язык' })).toBeInTheDocument();
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
