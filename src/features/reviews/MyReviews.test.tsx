import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { deferredReply } from '../../../test/web/fetchMock';
import { jsonBody, mockProfileRoutes, requestsTo, serverError, signIn, customerId } from '../profile/testing/profileKit';
import { coatReview, linenDress, reviewPaths, woolCoat } from './testing/reviewsKit';
import type { CustomerReview, ReviewedProduct } from './types';

beforeEach(() => signIn());

function openMyReviews(language: 'uz' | 'ru' = 'uz') {
  return renderApp({ route: '/my-comments', language });
}

/*
 * Stars are chosen with the arrow keys, as a keyboard user would: jsdom's clicks carry no coordinates, which
 * MUI's Rating takes for a keyboard "clear" of the value just set.
 */
async function rate(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, stars: number) {
  // Focusing updates the Rating's state: in act, as user-event does for its own events.
  act(() => dialog.getByRole('radio', { name: /Baho qo‘yilmagan|Без оценки/ }).focus());
  await user.keyboard('{ArrowRight}'.repeat(stars));
}

async function openForm(product: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `${product} uchun sharh yozish` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sharh yozish' }));
  return { user, dialog };
}

describe('my reviews states', () => {
  it('shows a skeleton while loading, then the products awaiting a review and the written ones', async () => {
    const awaiting = deferredReply();
    mockProfileRoutes({ [reviewPaths.unreviewed]: () => awaiting.promise, [reviewPaths.written]: { body: [coatReview] } });
    openMyReviews();

    expect(await screen.findByRole('status', { name: 'Sharhlaringiz yuklanmoqda' })).toHaveAttribute('aria-busy', 'true');
    awaiting.release({ body: [linenDress, woolCoat] });

    const waiting = await screen.findByRole('region', { name: 'Sharh kutayotgan xaridlar' });
    expect(await within(waiting).findAllByRole('listitem')).toHaveLength(2);
    expect(within(waiting).getByRole('link', { name: 'Zig‘ir ko‘ylak sahifasiga o‘tish' })).toHaveAttribute('href', '/productDetail/42');
    expect(within(waiting).getByRole('button', { name: 'Jun palto uchun sharh yozish' })).toBeInTheDocument();

    const written = screen.getByRole('region', { name: 'Yozgan sharhlarim' });
    const review = within(written).getByRole('article', { name: 'Kashmir sviter' });
    expect(within(review).getByRole('img', { name: '5 dan 4 yulduz' })).toBeInTheDocument();
    expect(within(review).getByText('Issiq va yengil.')).toBeInTheDocument();
    expect(within(review).getByText('14-mart, 2026 yozilgan')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Sharhlaringiz yuklanmoqda' })).not.toBeInTheDocument();
  });

  it('explains how reviews come about when there is nothing to review or read', async () => {
    mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [] }, [reviewPaths.written]: { body: [] } });
    openMyReviews('ru');
    expect(await screen.findByText(/Вы ещё не оставляли отзывов/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'За покупками' })).toHaveAttribute('href', '/catalogs');
  });

  it('names the written reviews apart from the page, in Russian too', async () => {
    mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [linenDress] }, [reviewPaths.written]: { body: [coatReview] } });
    openMyReviews('ru');
    expect(await screen.findByRole('region', { name: 'Ждут вашего отзыва' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Написанные отзывы' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Мои отзывы' })).not.toBeInTheDocument();
  });

  it('leaves out the awaiting list when everything is reviewed', async () => {
    mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [] }, [reviewPaths.written]: { body: [coatReview] } });
    openMyReviews();
    expect(await screen.findByRole('article', { name: 'Kashmir sviter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sharh kutayotgan xaridlar' })).not.toBeInTheDocument();
  });

  it('says where written reviews will appear while only awaiting ones exist', async () => {
    mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [linenDress] }, [reviewPaths.written]: { body: [] } });
    openMyReviews();
    expect(await screen.findByText('Siz yozgan sharhlar shu yerda chiqadi.')).toBeInTheDocument();
  });

  it('says when neither list can be read, and retries both', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({
      [reviewPaths.unreviewed]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [linenDress] }),
      [reviewPaths.written]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [] }),
    });
    openMyReviews();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ma’lumotlarni yuklab bo‘lmadi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('button', { name: 'Zig‘ir ko‘ylak uchun sharh yozish' })).toBeInTheDocument();
  });

  it('keeps one list when only the other fails, with its own retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({
      [reviewPaths.unreviewed]: { body: [linenDress] },
      [reviewPaths.written]: () => (fail ? serverError(403, 'FORBIDDEN') : { body: [coatReview] }),
    });
    openMyReviews();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sharhlaringizni yuklab bo‘lmadi.');
    expect(screen.getByRole('button', { name: 'Zig‘ir ko‘ylak uchun sharh yozish' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('article', { name: 'Kashmir sviter' })).toBeInTheDocument();
  });
});

describe('writing a review', () => {
  it('asks for a rating first, then for text, without sending anything', async () => {
    const { requests } = mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [linenDress] }, [reviewPaths.written]: { body: [] } });
    openMyReviews();
    const { user, dialog } = await openForm('Zig‘ir ko‘ylak');

    await user.click(dialog.getByRole('button', { name: 'Yuborish' }));
    expect(dialog.getByText('Avval baho bering')).toBeInTheDocument();
    expect(dialog.getByText('Sharh yozing')).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Bahoyingiz' })).toHaveAccessibleDescription('Avval baho bering');
    expect(dialog.getByRole('radio', { name: 'Baho qo‘yilmagan' })).toHaveFocus();

    await rate(user, dialog, 4);
    expect(dialog.getByRole('radio', { name: '4 yulduz — yaxshi' })).toBeChecked();
    expect(dialog.queryByText('Avval baho bering')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yuborish' }));
    expect(dialog.getByRole('textbox', { name: 'Sharhingiz' })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Sharhingiz' })).toHaveAccessibleDescription('Sharh yozing');
    expect(requestsTo(requests, reviewPaths.add, 'POST')).toHaveLength(0);
  });

  it('shows the rules in Russian too', async () => {
    mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [linenDress] }, [reviewPaths.written]: { body: [] } });
    openMyReviews('ru');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Написать отзыв о товаре Льняное платье' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Написать отзыв' }));
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    expect(dialog.getByText('Сначала поставьте оценку')).toBeInTheDocument();
    expect(dialog.getByText('Напишите отзыв')).toBeInTheDocument();
  });

  it('rates with the keyboard, sends the trimmed review and moves the product to the written list', async () => {
    let unreviewed: ReviewedProduct[] = [linenDress, woolCoat];
    let written: CustomerReview[] = [];
    const { requests } = mockProfileRoutes({
      [reviewPaths.unreviewed]: () => ({ body: unreviewed }),
      [reviewPaths.written]: () => ({ body: written }),
      [reviewPaths.add]: () => {
        unreviewed = [woolCoat];
        written = [{ ...coatReview, id: 901, productId: 42, rating: 5, content: 'Juda yoqdi', product: linenDress }];
        return { status: 201, body: written[0] };
      },
    });
    openMyReviews();
    const { user, dialog } = await openForm('Zig‘ir ko‘ylak');

    await rate(user, dialog, 5);
    expect(dialog.getByRole('radio', { name: '5 yulduz — a’lo' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'Sharhingiz' }), '  Juda yoqdi  ');
    expect(dialog.getByText('10 / 2000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yuborish' }));

    expect(await screen.findByText('Rahmat! Sharhingiz qo‘shildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await jsonBody(requestsTo(requests, reviewPaths.add, 'POST')[0])).toEqual({
      customerId,
      productId: 42,
      rating: 5,
      content: 'Juda yoqdi',
    });
    expect(await screen.findByRole('article', { name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Yozgan sharhlarim' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Zig‘ir ko‘ylak uchun sharh yozish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jun palto uchun sharh yozish' })).toBeInTheDocument();
  });

  it('tells when the product was already reviewed and reads the lists again', async () => {
    const { requests } = mockProfileRoutes({
      [reviewPaths.unreviewed]: { body: [linenDress] },
      [reviewPaths.written]: { body: [] },
      [reviewPaths.add]: serverError(409, 'CONFLICT'),
    });
    openMyReviews();
    const { user, dialog } = await openForm('Zig‘ir ko‘ylak');
    await rate(user, dialog, 3);
    await user.type(dialog.getByRole('textbox', { name: 'Sharhingiz' }), 'Yaxshi');
    await user.click(dialog.getByRole('button', { name: 'Yuborish' }));

    expect(await screen.findByText('Bu mahsulotga sharhingiz allaqachon yozilgan')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests, reviewPaths.unreviewed)).toHaveLength(2));
  });

  it('keeps the form and its text when the server fails, with a toast', async () => {
    mockProfileRoutes({
      [reviewPaths.unreviewed]: { body: [linenDress] },
      [reviewPaths.written]: { body: [] },
      [reviewPaths.add]: serverError(500, 'INTERNAL'),
    });
    openMyReviews('ru');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Написать отзыв о товаре Льняное платье' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Написать отзыв' }));
    await rate(user, dialog, 2);
    expect(dialog.getByRole('radio', { name: '2 звезды — плохо' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: 'Ваш отзыв' }), 'Маломерит');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Не удалось отправить отзыв. Попробуйте чуть позже')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Ваш отзыв' })).toHaveValue('Маломерит');
  });

  it('shows the server’s refusal of a field in the form’s own words', async () => {
    mockProfileRoutes({
      [reviewPaths.unreviewed]: { body: [linenDress] },
      [reviewPaths.written]: { body: [] },
      [reviewPaths.add]: serverError(400, 'VALIDATION', { content: 'write a review' }),
    });
    openMyReviews();
    const { user, dialog } = await openForm('Zig‘ir ko‘ylak');
    await rate(user, dialog, 4);
    await user.type(dialog.getByRole('textbox', { name: 'Sharhingiz' }), 'x');
    await user.click(dialog.getByRole('button', { name: 'Yuborish' }));
    expect(await dialog.findByText('Sharh yozing')).toBeInTheDocument();
  });

  it('closes on cancel without sending', async () => {
    const { requests } = mockProfileRoutes({ [reviewPaths.unreviewed]: { body: [linenDress] }, [reviewPaths.written]: { body: [] } });
    openMyReviews();
    const { user, dialog } = await openForm('Zig‘ir ko‘ylak');
    await user.click(dialog.getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, reviewPaths.add, 'POST')).toHaveLength(0);
  });
});
