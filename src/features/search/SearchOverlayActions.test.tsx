import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply } from '../../../test/web/fetchMock';
import { dress, mockSearch, openOverlay, shirt } from '../../../test/web/searchOverlayKit';

const storedHistory = () => JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]') as unknown;

describe('search overlay: opening a result', () => {
  it('opens the product, closes the overlay and keeps the search in the history', async () => {
    mockSearch(() => ({ body: [dress, shirt] }));
    const { dialog, input, user, router } = await openOverlay();

    await user.type(input, '  qizil  ');
    await user.click(await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ }));

    expect(router.state.location.pathname).toBe('/productDetail/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The product page itself takes over (here the mock knows no products, so it says so).
    expect(await screen.findByText(/Bunday mahsulot topilmadi/)).toBeInTheDocument();
    expect(storedHistory()).toEqual(['qizil']);
  });

  it('opens an inactive product too (it is only dimmed)', async () => {
    mockSearch(() => ({ body: [shirt] }));
    const { dialog, input, user, router } = await openOverlay();

    await user.type(input, 'oq');
    await user.click(await within(dialog).findByRole('link', { name: /Oq ko‘ylak/ }));

    expect(router.state.location.pathname).toBe('/productDetail/2');
  });
});

describe('search overlay: the search key', () => {
  it('opens /searchResult?search=text when the text has results, and keeps it in the history', async () => {
    mockSearch(() => ({ body: [dress] }));
    const { dialog, input, user, router } = await openOverlay();

    await user.type(input, 'qizil ko‘ylak');
    await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ });
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/searchResult');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('qizil ko‘ylak');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('«qizil ko‘ylak» bo‘yicha')).toBeInTheDocument();
    expect(storedHistory()).toEqual(['qizil ko‘ylak']);
  });

  it('does the same with the search button and the “all results” button', async () => {
    mockSearch(() => ({ body: [dress] }));
    const { dialog, input, user, router } = await openOverlay();

    await user.type(input, 'qizil');
    await user.click(await within(dialog).findByRole('button', { name: 'Barcha natijalar' }));

    expect(router.state.location.pathname).toBe('/searchResult');
    expect(router.state.location.search).toBe('?search=qizil');
  });

  it('stays put when the text has no results', async () => {
    mockSearch(() => ({ body: [] }));
    const { dialog, input, user, router } = await openOverlay();

    await user.type(input, 'zzzz');
    await within(dialog).findByText('Mahsulot topilmadi');
    await user.click(within(dialog).getByRole('button', { name: 'Qidirish' }));

    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(storedHistory()).toEqual([]);
  });

  it('does nothing with an empty or blank input', async () => {
    const { searches } = mockSearch(() => ({ body: [dress] }));
    const { input, user, router } = await openOverlay();

    await user.type(input, '   ');
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/about');
    expect(searches()).toHaveLength(0);
    expect(storedHistory()).toEqual([]);
  });

  it('pressed before typing has paused, asks at once and opens the results when there are some', async () => {
    const reply = deferredReply();
    const { overlaySearches } = mockSearch(() => reply.promise);
    const { input, user, router } = await openOverlay();

    await user.type(input, 'qizil{Enter}');
    expect(overlaySearches()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/about');

    await act(async () => {
      reply.release({ body: [dress] });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(router.state.location.pathname).toBe('/searchResult');
    expect(router.state.location.search).toBe('?search=qizil');
    // The overlay asked once; the results page then asks for its own list.
    expect(overlaySearches()).toHaveLength(1);
  });
});

describe('search overlay: clear and close', () => {
  it('clears the text with the clear button and shows the recent searches again', async () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['sumka']));
    mockSearch(() => ({ body: [dress] }));
    const { dialog, input, user } = await openOverlay();
    expect(within(dialog).queryByRole('button', { name: 'Matnni tozalash' })).not.toBeInTheDocument();

    await user.type(input, 'qizil');
    await within(dialog).findByRole('link', { name: /Qizil ko‘ylak/ });
    await user.click(within(dialog).getByRole('button', { name: 'Matnni tozalash' }));

    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await within(dialog).findByRole('button', { name: 'sumka' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Qizil ko‘ylak/ })).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape, and starts empty when opened again', async () => {
    mockSearch(() => ({ body: [dress] }));
    const { input, user } = await openOverlay();
    await user.type(input, 'qizil');

    await user.click(screen.getByRole('button', { name: 'Qidiruvni yopish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Qidiruv' }));
    expect(screen.getByRole('textbox', { name: 'Qidiruv so‘zi' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is labelled and laid out in Russian too', async () => {
    mockSearch(() => ({ body: [] }));
    const { dialog } = await openOverlay({ language: 'ru' });

    expect(within(dialog).getByRole('button', { name: 'Закрыть поиск' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Найти' })).toBeInTheDocument();
    expect(within(dialog).getByText('Здесь появятся ваши недавние запросы.')).toBeInTheDocument();
  });
});
