import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';
import { dress, mockSearch, openOverlay, product, shirt } from '../../../test/web/searchOverlayKit';
import { searchDebounceMs } from './searchText';

/** Lets real time pass inside act, so the debounce's state update is part of the test's flow. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('search overlay: recent searches', () => {
  it('shows the recent searches while the input is empty, with the input focused', async () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['krossovka', 'ko‘ylak']));
    mockSearch(() => ({ body: [] }));
    const { dialog, input } = await openOverlay();

    expect(input).toHaveFocus();
    const recent = within(dialog).getByRole('region', { name: 'So‘nggi qidiruvlar' });
    expect(within(recent).getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['krossovka', 'ko‘ylak']),
    );
  });

  it('says so when there are no recent searches yet', async () => {
    mockSearch(() => ({ body: [] }));
    const { dialog } = await openOverlay();
    expect(within(dialog).getByText('Bu yerda so‘nggi qidiruvlaringiz ko‘rinadi.')).toBeInTheDocument();
  });

  it('fills the input with a recent search and searches it at once', async () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['ko‘ylak']));
    const { searches } = mockSearch(() => ({ body: [dress] }));
    const { dialog, input, user } = await openOverlay();

    await user.click(within(dialog).getByRole('button', { name: 'ko‘ylak' }));

    expect(input).toHaveValue('ko‘ylak');
    expect(await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  it('removes one recent search, or all of them', async () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['shim', 'ko‘ylak', 'sumka']));
    mockSearch(() => ({ body: [] }));
    const { dialog, user } = await openOverlay();

    await user.click(within(dialog).getByRole('button', { name: '«shim» qidiruvini o‘chirish' }));
    expect(within(dialog).queryByRole('button', { name: 'shim' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? '')).toEqual(['ko‘ylak', 'sumka']);

    await user.click(within(dialog).getByRole('button', { name: 'Hammasini o‘chirish' }));
    expect(within(dialog).queryByRole('button', { name: 'sumka' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('searchHistory')).toBe('[]');
  });
});

describe('search overlay: live results', () => {
  it('waits for a pause in typing and then asks once, for the whole text, at most 8 results', async () => {
    jest.useFakeTimers();
    setScreenWidth(desktopWidth);
    const { searches } = mockSearch(() => ({ body: [dress] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' });
    await user.click(screen.getByRole('button', { name: 'Qidiruv' }));
    const input = screen.getByRole('textbox', { name: 'Qidiruv so‘zi' });

    await user.type(input, 'ko‘y');
    await act(() => jest.advanceTimersByTimeAsync(searchDebounceMs - 50));
    expect(searches()).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'Qidirilmoqda' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(searches()).toHaveLength(1);
    const [request] = searches();
    expect(new URL(request?.url ?? '', 'http://localhost').pathname).toBe('/api/product/searchProduct/ko%E2%80%98y');
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('limit')).toBe('8');
    expect(await screen.findByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
  });

  it('shows skeleton rows while the answer is on its way', async () => {
    const reply = deferredReply();
    mockSearch(() => reply.promise);
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'ko‘ylak');

    const loading = await within(dialog).findByRole('status', { name: 'Qidirilmoqda' });
    expect(within(loading).getAllByTestId('search-result-skeleton')).toHaveLength(4);
    await act(async () => reply.release({ body: [dress] }));
    expect(await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Qidirilmoqda' })).not.toBeInTheDocument();
  });

  it('shows each result with its picture, Uzbek name and price, on sale with the old price struck through', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'ko‘ylak');

    const result = await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ });
    expect(result).toHaveAttribute('href', '/productDetail/1');
    const image = result.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/products/1/1.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '64');
    expect(result).toHaveTextContent('300 000 so‘m');
    expect(result.querySelector('del')).toHaveTextContent('400\u0020000\u0020so‘m');
    expect(within(dialog).getByRole('link', { name: /Oq ko‘ylak/ })).toHaveTextContent('1\u0020250\u0020000\u0020so‘m');
  });

  it('dims an inactive product and says it is not on sale', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'ko‘ylak');

    const inactive = await within(dialog).findByRole('link', { name: /Oq ko‘ylak/ });
    expect(inactive).toHaveStyle({ opacity: '0.5' });
    expect(inactive).toHaveTextContent('Sotuvda yo‘q');
    const active = within(dialog).getByRole('link', { name: /Qizil ko‘ylak/ });
    expect(active).toHaveStyle({ opacity: '1' });
    expect(active).not.toHaveTextContent('Sotuvda yo‘q');
  });

  it('tells colours of one item apart with a swatch and the colour name, and marks a sold-out one', async () => {
    const black = product(3, 'Klassik jun palto, qora', 'Шерстяное пальто классического кроя, чёрное', { inStock: false });
    const beige = product(4, 'Klassik jun palto, bej', 'Шерстяное пальто классического кроя, бежевое', {
      color: { id: 3, nameUZB: 'Bej', nameRUS: 'Бежевый', colorCode: '#d9c3a5' },
    });
    mockSearch(() => ({ body: [black, beige] }));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'palto');

    const soldOut = await within(dialog).findByRole('link', { name: /palto, qora/ });
    expect(within(soldOut).getByTestId('search-result-color')).toHaveTextContent('Qora');
    expect(soldOut).toHaveTextContent('Tugagan');
    const inStock = within(dialog).getByRole('link', { name: /palto, bej/ });
    expect(within(inStock).getByTestId('search-result-color')).toHaveTextContent('Bej');
    expect(within(inStock).getByTestId('search-result-color').firstElementChild).toHaveStyle({ backgroundColor: '#d9c3a5' });
    expect(inStock).not.toHaveTextContent('Tugagan');
  });

  it('shows Russian names and prices in Russian', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    const { dialog, input, user } = await openOverlay({ language: 'ru' });

    await user.type(input, 'платье');

    const result = await within(dialog).findByRole('link', { name: /Красное платье/ });
    expect(result).toHaveTextContent('300\u0020000\u0020сум');
    expect(within(dialog).getByRole('link', { name: /Белая рубашка/ })).toHaveTextContent('Нет в продаже');
    expect(within(result).getByTestId('search-result-color')).toHaveTextContent('Чёрный');
  });

  it('never lets a slow answer to an older text replace the newer one', async () => {
    const older = deferredReply();
    const newer = deferredReply();
    mockSearch((text) => (text === 'ko' ? older.promise : newer.promise));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'ko');
    await waitFor(() => expect(within(dialog).getByRole('status', { name: 'Qidirilmoqda' })).toBeInTheDocument());
    await pause(searchDebounceMs + 50);
    await user.type(input, 'ylak');
    await pause(searchDebounceMs + 50);

    await act(async () => newer.release({ body: [dress] }));
    expect(await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
    await act(async () => older.release({ body: [shirt] }));
    await pause(50);

    expect(within(dialog).queryByRole('link', { name: /Oq ko‘ylak/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
  });

  it("says 'Mahsulot topilmadi' when nothing matches", async () => {
    mockSearch(() => ({ body: [] }));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, 'zzzz');

    expect(await within(dialog).findByText('Mahsulot topilmadi')).toBeInTheDocument();
  });

  it("says 'Товар не найден' in Russian", async () => {
    mockSearch(() => ({ body: [] }));
    const { dialog, input, user } = await openOverlay({ language: 'ru' });

    await user.type(input, 'zzzz');

    expect(await within(dialog).findByText('Товар не найден')).toBeInTheDocument();
  });

  it('finds nothing for text without a letter or digit, without asking the server', async () => {
    const { searches } = mockSearch(() => ({ body: [dress] }));
    const { dialog, input, user } = await openOverlay();

    await user.type(input, '!!!');

    expect(await within(dialog).findByText('Mahsulot topilmadi')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('offers a retry when the search fails', async () => {
    jest.useFakeTimers();
    setScreenWidth(desktopWidth);
    let up = false;
    const { searches } = mockSearch(() => (up ? { body: [dress] } : { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'Biz haqimizda' });
    await user.click(screen.getByRole('button', { name: 'Qidiruv' }));

    await user.type(screen.getByRole('textbox', { name: 'Qidiruv so‘zi' }), 'ko‘ylak');
    // The pause, then the automatic retries (1 s, 2 s, 4 s) before the overlay admits the failure.
    await act(() => jest.advanceTimersByTimeAsync(searchDebounceMs));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(searches()).toHaveLength(4);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Qidiruvda xatolik yuz berdi.');

    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('link', { name: /Qizil ko‘ylak/ })).toBeInTheDocument();
  });
});
