import { screen, waitFor, within } from '@testing-library/react';
import type { StaffReview } from '../../../../contract/staff-reviews';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const listPath = '/api/review/getAllReviews';

const review = (id: number, fields: Partial<StaffReview> = {}): StaffReview => ({
  id,
  rating: 2,
  content: 'Rangi o‘chib ketdi',
  createdAt: '2026-11-10T09:00:00.000Z',
  product: { id: 40 + id, referenceNumber: `LX-${id}`, nameUZB: 'Jun palto', nameRUS: 'Шерстяное пальто', productImages: [] },
  customer: { id: 7, fullName: 'Aziz Rahimov' },
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
  hiddenBy: null,
  ...fields,
});

/** A little review store behind the three routes, so a change shows in the list read after it. */
function reviewServer(initial: StaffReview[]) {
  let reviews = initial.map((item) => ({ ...item }));
  const list: MockHandler = () => ({ body: { content: reviews, page: 0, size: 20, totalElements: reviews.length, totalPages: 1 } });
  const change: MockHandler = async (request) => {
    const id = Number(new URL(request.url, 'http://localhost').pathname.split('/').pop());
    if (request.method === 'DELETE') {
      reviews = reviews.filter((item) => item.id !== id);
      return { status: 204 };
    }
    const body = (await request.clone().json()) as { hidden: boolean; reason?: string };
    reviews = reviews.map((item) =>
      item.id === id
        ? { ...item, hidden: body.hidden, hiddenReason: body.reason ?? null, hiddenAt: body.hidden ? '2026-11-20T09:00:00.000Z' : null, hiddenBy: body.hidden ? { id: 1, fullName: 'Admin' } : null }
        : item,
    );
    return { body: reviews.find((item) => item.id === id) };
  };
  return {
    [listPath]: list,
    ...Object.fromEntries(initial.flatMap((item) => [[`/api/review/moderateReview/${item.id}`, change], [`/api/review/deleteReview/${item.id}`, change]])),
  };
}

describe('staff reviews', () => {
  it('hides a review with a required reason and shows it again', async () => {
    signInStaff();
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/reviews', routes: reviewServer([review(1), review(2, { content: 'Zo‘r', rating: 5 })]) });
    // The first render loads the section's chunk and the staff texts: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Sharhlar' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 ta sharh')).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: 'Aziz Rahimovning Jun palto haqidagi sharhini yashirish' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Sharhni yashirish' });
    await user.click(within(dialog).getByRole('button', { name: 'Yashirish' }));
    expect(within(dialog).getByRole('textbox', { name: 'Sabab' })).toHaveAccessibleDescription('Nega yashirilayotganini yozing');
    expect(requestsTo(requests, '/api/review/moderateReview/1', 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Sabab' }), '  Reklama ');
    await user.click(within(dialog).getByRole('button', { name: 'Yashirish' }));
    expect(await screen.findByText('Sharh yashirildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/review/moderateReview/1', 'PUT')[0])).toEqual({ hidden: true, reason: 'Reklama' });
    expect(await screen.findByText('Yashirilgan')).toBeInTheDocument();
    expect(screen.getByText(/Sabab: Reklama/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Aziz Rahimovning Jun palto haqidagi sharhini qayta ko‘rsatish' }));
    expect(await screen.findByText('Sharh yana ko‘rsatilmoqda')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/review/moderateReview/1', 'PUT')[1])).toEqual({ hidden: false });
  });

  it('lets an ADMIN delete a review after confirming', async () => {
    signInStaff();
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/reviews', language: 'ru', routes: reviewServer([review(3)]) });
    await user.click(await screen.findByRole('button', { name: 'Удалить отзыв Aziz Rahimov о товаре Шерстяное пальто' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить отзыв?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Отзыв удалён')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/review/deleteReview/3', 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
  });

  it('hides the delete button from a MANAGER', async () => {
    signInStaff('staff-token-2', 'MANAGER');
    renderStaff(staffOrders({}), { route: '/staff/reviews', routes: reviewServer([review(4)]) });
    await screen.findByRole('list', { name: 'Sharhlar' });
    expect(screen.getByRole('button', { name: /sharhini yashirish$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sharhini o‘chirish$/ })).not.toBeInTheDocument();
  });

  it('sends the filters, keeps them in the address, and clears them', async () => {
    signInStaff();
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/reviews?visibility=hidden', routes: { [listPath]: { body: { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 } } } });
    expect(await screen.findByText('Tanlangan shartlarga mos sharh topilmadi.')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, listPath, 'GET')[0]!)).toEqual({ page: '0', size: '20', visibility: 'hidden' });

    const filters = screen.getByRole('search', { name: 'Sharhlarni saralash' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Matn yoki muallif' }), 'rang');
    await user.type(within(filters).getByRole('textbox', { name: 'Mahsulot' }), 'LX-1');
    await user.click(within(filters).getByRole('button', { name: 'Qidirish' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, listPath, 'GET').at(-1)!)).toEqual({ page: '0', size: '20', visibility: 'hidden', q: 'rang', product: 'LX-1' }));

    await user.click(within(filters).getByRole('button', { name: 'Tozalash' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, listPath, 'GET').at(-1)!)).toEqual({ page: '0', size: '20' }));
  });

  it('says when the list cannot be read', async () => {
    signInStaff();
    renderStaff(staffOrders({}), { route: '/staff/reviews', routes: { [listPath]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } } });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Sharhlarni yuklab bo‘lmadi.');
  });
});
