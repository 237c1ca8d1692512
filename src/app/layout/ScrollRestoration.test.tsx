import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { scrollWindowTo } from '../../../test/web/screen';
import { keepScrollState } from '../../components/keepScroll';
import { keyThisHistoryEntry, restoredPlaceHoldMs, ScrollRestoration } from './ScrollRestoration';

function renderRouter(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Scrolls as the shopper does and lets the position be kept (it is saved a frame later). */
async function shopperScrollsTo(y: number) {
  act(() => scrollWindowTo(y));
  await nextFrame();
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const lastScroll = () => scrollTo.mock.calls.at(-1);

describe('ScrollRestoration', () => {
  it('opens a page reached by a link at the top, the same route with another id too', async () => {
    const router = renderRouter('/productDetail/116');
    await shopperScrollsTo(1400);

    await act(() => router.navigate('/productDetail/203'));

    expect(lastScroll()).toEqual([0, 0]);
  });

  it('returns to where the shopper was on back and on forward', async () => {
    const router = renderRouter('/productDetail/116');
    await shopperScrollsTo(1400);
    await act(() => router.navigate('/productDetail/203'));
    await shopperScrollsTo(300);

    await act(() => router.navigate(-1));
    expect(lastScroll()).toEqual([0, 1400]);

    await shopperScrollsTo(1400);
    await act(() => router.navigate(1));
    expect(lastScroll()).toEqual([0, 300]);
  });

  describe('holding the restored place', () => {
    // jsdom has no layout and no ResizeObserver: this one lets a test say when the page's size changed.
    let resized: Array<() => void> = [];
    beforeEach(() => {
      resized = [];
      Object.defineProperty(window, 'ResizeObserver', {
        configurable: true,
        writable: true,
        value: class {
          private readonly callback: () => void;
          private observing = false;
          constructor(callback: () => void) {
            this.callback = callback;
            resized.push(() => this.observing && this.callback());
          }
          observe() {
            this.observing = true;
          }
          disconnect() {
            this.observing = false;
          }
        },
      });
    });
    afterEach(() => Reflect.deleteProperty(window, 'ResizeObserver'));
    const pageResized = () => act(() => resized.forEach((tell) => tell()));

    async function backToPlaceLeftAt(y: number) {
      const router = renderRouter('/productDetail/116');
      await shopperScrollsTo(y);
      await act(() => router.navigate('/productDetail/203'));
      act(() => scrollWindowTo(0));
      await act(() => router.navigate(-1));
      expect(lastScroll()).toEqual([0, y]);
    }

    it('puts the page back at the place while the page’s later parts change its height', async () => {
      await backToPlaceLeftAt(1400);
      // The page was not yet tall enough: the browser stopped short of the place, then the similar products came.
      act(() => scrollWindowTo(1219));
      scrollTo.mockClear();
      pageResized();
      expect(scrollTo).toHaveBeenCalledWith(0, 1400);
    });

    it('never undoes a scroll of the shopper’s own', async () => {
      await backToPlaceLeftAt(1400);
      // A scrollbar dragged: the page moves, its size does not.
      act(() => scrollWindowTo(900));
      await nextFrame();
      await nextFrame();
      expect(lastScroll()).toEqual([0, 1400]);

      // Wheel, touch and keys end the hold at once.
      act(() => {
        window.dispatchEvent(new Event('wheel'));
      });
      scrollTo.mockClear();
      pageResized();
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('lets go after a while', async () => {
      await backToPlaceLeftAt(800);
      act(() => scrollWindowTo(500));

      await act(() => new Promise((resolve) => setTimeout(resolve, restoredPlaceHoldMs + 100)));
      scrollTo.mockClear();
      pageResized();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('leaves the shopper where they are when the page changes in place, and opens other search params at the top', async () => {
    const router = renderRouter('/categoryDetail/2');
    await shopperScrollsTo(900);
    scrollTo.mockClear();

    // "Show more", a sort, a filter: the category page says so with its history state.
    await act(() => router.navigate('/categoryDetail/2?page=1', { replace: true, state: keepScrollState }));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/categoryDetail/2?sort=cheap'));
    expect(lastScroll()).toEqual([0, 0]);
  });
});

describe('keyThisHistoryEntry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('gives an entry the browser opened (no state) a key of its own, so two such pages keep apart', () => {
    window.history.replaceState(null, '');
    keyThisHistoryEntry();
    const first = (window.history.state as { key: string }).key;

    window.history.replaceState(null, '');
    keyThisHistoryEntry();
    const second = (window.history.state as { key: string }).key;

    expect(first).toMatch(/^[a-z0-9]+$/);
    expect(second).toMatch(/^[a-z0-9]+$/);
    expect(second).not.toBe(first);
  });

  it('keeps the key and the state of an entry the router made', () => {
    window.history.replaceState({ usr: { from: 'cart' }, key: 'k1a2b3c4', idx: 3 }, '');
    keyThisHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'cart' }, key: 'k1a2b3c4', idx: 3 });
  });
});
