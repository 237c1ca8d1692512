import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';
import { mockFetch, pathOf, type MockReply } from './fetchMock';
import { desktopWidth, setScreenWidth } from './screen';
import type { Language } from '../../src/i18n/languages';
import type { ProductCard } from '../../src/components/product/types';

/* Fixtures and steps shared by the search overlay's tests. */

const searchPrefix = '/api/product/searchProduct/';

export function product(id: number, nameUZB: string, nameRUS: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    nameUZB,
    nameRUS,
    active: true,
    productImages: [{ url: `/media/products/${id}/1.svg` }],
    sellPrice: 400_000,
    sale: 0,
    salePrice: null,
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    averageRating: null,
    reviewCount: 0,
    isNew: false,
    inStock: true,
    ...overrides,
  };
}

export const dress = product(1, 'Qizil ko‘ylak', 'Красное платье', { sale: 25, salePrice: 300_000 });
export const shirt = product(2, 'Oq ko‘ylak', 'Белая рубашка', { active: false, sellPrice: 1_250_000 });

/** Answers every search with `answer(text)`, the decoded search text; any other call gets 404. */
export function mockSearch(answer: (text: string, request: Request) => MockReply | Promise<MockReply>) {
  const mock = mockFetch((request) => {
    const path = pathOf(request);
    if (!path.startsWith(searchPrefix)) return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
    return answer(decodeURIComponent(path.slice(searchPrefix.length)), request);
  });
  const searches = () => mock.requests.filter((request) => pathOf(request).startsWith(searchPrefix));
  // The results page asks for its own, longer list; the overlay's live results are the short ones.
  const overlaySearches = () => searches().filter((request) => new URL(request.url, 'http://localhost').searchParams.get('limit') === '8');
  return { ...mock, searches, overlaySearches };
}

export async function openOverlay({ language = 'uz', route = '/about' }: { language?: Language; route?: string } = {}) {
  setScreenWidth(desktopWidth);
  const user = userEvent.setup();
  const view = renderApp({ route, language });
  // The page's chunk first, so nothing loads behind the test's back later.
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: language === 'uz' ? 'Qidiruv' : 'Поиск' }));
  // The overlay is its own chunk: the first opening waits for it.
  const dialog = await screen.findByRole('dialog', { name: language === 'uz' ? 'Mahsulot qidiruvi' : 'Поиск товаров' });
  const input = within(dialog).getByRole('textbox', { name: language === 'uz' ? 'Qidiruv so‘zi' : 'Поисковый запрос' });
  return { ...view, user, dialog, input };
}
