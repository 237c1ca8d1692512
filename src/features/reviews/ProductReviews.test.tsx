import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply, mockRoutes, pathOf, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { ProductDetail } from '../product/types';
import { reviewPage, reviewPaths } from './testing/reviewsKit';

const dress: ProductDetail = {
  ...productCardFixture({ id: 42, averageRating: 4.2, reviewCount: 12 }),
  descriptionUZB: 'Yozgi ko‘ylak.',
  descriptionRUS: 'Летнее платье.',
  referenceNumber: 'LB-2041',
  brand: { id: 1, name: 'Libos' },
  categories: [{ id: 12, nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' }],
  sizes: [{ productSizeVariantId: 421, size: 'M', quantity: 2 }],
  colorVariants: [],
};

/** `total` reviews served a page at a time as the SPA asks (page, size). */
function pagedReviews(total: number): MockHandler {
  return (request) => {
    const params = new URL(request.url, 'http://localhost').searchParams;
    return reviewPage(Number(params.get('page')), Number(params.get('size')), total);
  };
}

function productRoutes(reviews: MockHandler | MockReply, average: MockHandler | MockReply = { body: { average: 4.6, count: 12 } }) {
  return mockRoutes({
    '/api/product/getProductById/42': { body: dress },
    '/api/product/getProductByCategoryId/12': { body: { content: [], page: 0, size: 8, totalElements: 0, totalPages: 0 } },
    [reviewPaths.productReviews(42)]: reviews,
    [reviewPaths.average(42)]: average,
  });
}

async function reviewsSection() {
  return within(await screen.findByRole('region', { name: 'Sharhlar' }));
}

describe('reviews on the product page', () => {
  it('shows a skeleton while the reviews load, then the fresh average and the first three', async () => {
    const reviews = deferredReply();
    productRoutes(() => reviews.promise);
    renderApp({ route: '/productDetail/42' });

    const section = await reviewsSection();
    expect(await section.findByRole('status', { name: 'Sharhlar yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    reviews.release(reviewPage(0, 10, 12));

    expect(await section.findByRole('img', { name: 'O‘rtacha baho: 5 dan 4,6' })).toBeInTheDocument();
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Xaridor/).textContent)).toEqual(['Xaridor12 K.', 'Xaridor11 K.', 'Xaridor10 K.']);
    expect(within(items[0] as HTMLElement).getByText('Sharh 12')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('14-mart, 2026')).toBeInTheDocument();
    expect(section.queryByRole('status', { name: 'Sharhlar yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('pages through every review in the dialog with “more”, moving focus to the first new one', async () => {
    const user = userEvent.setup();
    const { requests } = productRoutes(pagedReviews(12));
    renderApp({ route: '/productDetail/42', language: 'ru' });

    const section = within(await screen.findByRole('region', { name: 'Отзывы' }));
    await user.click(await section.findByRole('button', { name: 'Все отзывы (12)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Все отзывы (12)' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(10);
    expect(dialog.getByText('Показано 10 из 12')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(12));
    expect(dialog.getAllByRole('listitem')[10]).toHaveFocus();
    expect(dialog.getByText('Показано 12 из 12')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    const pages = requests.filter((request) => pathOf(request) === reviewPaths.productReviews(42)).map((request) => new URL(request.url, 'http://localhost').search);
    expect(pages).toEqual(['?page=0&size=10', '?page=1&size=10']);
  });

  it('says honestly when there are no reviews yet', async () => {
    productRoutes(reviewPage(0, 10, 0), { body: { average: 0, count: 0 } });
    renderApp({ route: '/productDetail/42' });

    const section = await reviewsSection();
    expect(await section.findByText('Hali sharhlar yo‘q')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Barcha sharhlar/ })).not.toBeInTheDocument();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the reviews cannot be read, keeps the product’s own figures and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    productRoutes(
      () => (fail ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } } : reviewPage(0, 10, 2)),
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } },
    );
    renderApp({ route: '/productDetail/42' });

    const section = await reviewsSection();
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('Sharhlarni yuklab bo‘lmadi.');
    expect(section.getByRole('img', { name: 'O‘rtacha baho: 5 dan 4,2' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await section.findByText('Sharh 2')).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry in the dialog when the next page fails', async () => {
    const user = userEvent.setup();
    let failNext = true;
    productRoutes((request) => {
      const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      if (page > 0 && failNext) return { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } };
      return reviewPage(page, 10, 12);
    });
    renderApp({ route: '/productDetail/42' });

    const section = await reviewsSection();
    await user.click(await section.findByRole('button', { name: 'Barcha sharhlar (12)' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Yana ko‘rsatish' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Keyingi sharhlarni yuklab bo‘lmadi.');
    failNext = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(12));
  });
});
