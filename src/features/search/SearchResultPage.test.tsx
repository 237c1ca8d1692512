import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import { dress, mockSearch, product, shirt } from '../../../test/web/searchOverlayKit';

const resultsRoute = (text: string) => `/searchResult?search=${encodeURIComponent(text)}`;

describe('SearchResultPage', () => {
  it('asks for a search text when the address has none, without searching', async () => {
    const { searches } = mockSearch(() => ({ body: [dress] }));
    renderApp({ route: '/searchResult?search=%20%20' });

    expect(await screen.findByText('Qidirish uchun mahsulot nomi yoki artikulini yozing.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Qidiruv so‘zi' })).toHaveValue('');
    expect(searches()).toHaveLength(0);
  });

  it('shows skeleton cards while searching, then the count and the products', async () => {
    const reply = deferredReply();
    const { searches } = mockSearch(() => reply.promise);
    renderApp({ route: resultsRoute('ko‘ylak') });

    expect(await screen.findByRole('status', { name: 'Mahsulotlar yuklanmoqda' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);

    await act(async () => reply.release({ body: [dress, shirt] }));

    expect(await screen.findByText('2 ta mahsulot topildi')).toBeInTheDocument();
    expect(screen.getByText('«ko‘ylak» bo‘yicha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qizil ko‘ylak' })).toHaveAttribute('href', '/productDetail/1');
    expect(screen.getByRole('link', { name: 'Oq ko‘ylak' })).toHaveAttribute('href', '/productDetail/2');
    expect(screen.getAllByRole('button', { name: 'Sevimlilarga qo‘shish' })).toHaveLength(2);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);

    const [search] = searches();
    expect(new URL(search!.url, 'http://localhost').searchParams.get('limit')).toBe('50');
    expect(screen.getByRole('searchbox', { name: 'Qidiruv so‘zi' })).toHaveValue('ko‘ylak');
  });

  it('draws the products in its first render on a landing, searched once, with the page’s own text and limit', async () => {
    const { searches } = mockSearch(() => ({ body: [dress, shirt] }));
    const store = makeStore();
    const route = resultsRoute(' ko‘ylak ');
    await preloadPage('/searchResult', route.slice(route.indexOf('?')), store.dispatch);
    renderApp({ route, store });

    // No skeleton first: the cards are there at once, and the page's own read found the answer cached.
    expect(screen.getByText('2 ta mahsulot topildi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qizil ko‘ylak' })).toHaveAttribute('href', '/productDetail/1');
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    const [search, ...more] = searches();
    expect(more).toHaveLength(0);
    const address = new URL(search!.url, 'http://localhost');
    expect(decodeURIComponent(address.pathname)).toBe('/api/product/searchProduct/ko‘ylak');
    expect(address.searchParams.get('limit')).toBe('50');
  });

  it.each(['', '?search=', '?search=%21%21%21'])('reads nothing ahead for a landing on “%s”, which searches for nothing', async (query) => {
    const { searches } = mockSearch(() => ({ body: [dress] }));
    await preloadPage('/searchResult', query, makeStore().dispatch);
    expect(searches()).toHaveLength(0);
  });

  it('puts the cards’ headings under a heading of the results, not straight under the page’s h1', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    renderApp({ route: resultsRoute('ko‘ylak') });

    await screen.findByRole('link', { name: 'Qizil ko‘ylak' });
    const levels = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(levels.slice(0, 4)).toEqual(['H1 Qidiruv natijalari', 'H2 Topilgan mahsulotlar', 'H3 Qizil ko‘ylak', 'H3 Oq ko‘ylak']);
  });

  it('keeps a visitor’s heart in the browser without asking to log in', async () => {
    const user = userEvent.setup();
    mockSearch(() => ({ body: [dress] }));
    renderApp({ route: resultsRoute('qizil') });

    await user.click(await screen.findByRole('button', { name: 'Sevimlilarga qo‘shish' }));

    expect(await screen.findByRole('button', { name: 'Sevimlilardan olib tashlash' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog', { name: 'Shaxsiy kabinet' })).not.toBeInTheDocument();
  });

  it('says “Mahsulot topilmadi” with a hint when nothing is found', async () => {
    mockSearch(() => ({ body: [] }));
    renderApp({ route: resultsRoute('zzzz') });

    expect(await screen.findByText('Mahsulot topilmadi')).toBeInTheDocument();
    expect(screen.getByText(/So‘zni boshqacha yozib ko‘ring/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalogga o‘tish' })).toHaveAttribute('href', '/catalogs');
  });

  it('says “Товар не найден” in Russian', async () => {
    mockSearch(() => ({ body: [] }));
    renderApp({ route: resultsRoute('zzzz'), language: 'ru' });

    expect(await screen.findByText('Товар не найден')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Результаты поиска' })).toBeInTheDocument();
  });

  it('counts in Russian with Russian names', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    renderApp({ route: resultsRoute('платье'), language: 'ru' });

    expect(await screen.findByText('Найдено 2 товара')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Красное платье' })).toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    jest.useFakeTimers();
    let serverUp = false;
    const { searches } = mockSearch(() =>
      serverUp ? { body: [dress] } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp({ route: resultsRoute('qizil') });

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Qidiruv natijalarini yuklab bo‘lmadi');
    expect(searches()).toHaveLength(4);

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));

    expect(await screen.findByRole('link', { name: 'Qizil ko‘ylak' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches again from its own field, keeping the text in the address and the history', async () => {
    const user = userEvent.setup();
    const { searches } = mockSearch((text) => ({ body: text === 'oq' ? [shirt] : [dress] }));
    const { router } = renderApp({ route: resultsRoute('qizil') });
    await screen.findByRole('link', { name: 'Qizil ko‘ylak' });

    const field = screen.getByRole('searchbox', { name: 'Qidiruv so‘zi' });
    await user.clear(field);
    await user.type(field, '  oq {Enter}');

    expect(router.state.location.search).toBe('?search=oq');
    expect(await screen.findByRole('link', { name: 'Oq ko‘ylak' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Qizil ko‘ylak' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]')).toEqual(['oq']);
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('says when only the first 50 matches are shown', async () => {
    mockSearch(() => ({ body: Array.from({ length: 50 }, (_, index) => product(index + 1, `Futbolka ${index + 1}`, `Футболка ${index + 1}`)) }));
    renderApp({ route: resultsRoute('futbolka') });

    expect(await screen.findByText('50 ta mahsulot topildi')).toBeInTheDocument();
    expect(screen.getByText(/Eng mos 50 ta mahsulot ko‘rsatildi/)).toBeInTheDocument();
  });
});
