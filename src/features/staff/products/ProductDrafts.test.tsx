import { screen, waitFor, within } from '@testing-library/react';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { requestsTo, serverError } from '../../profile/testing/profileKit';
import { page, queryOf, renderStaff, signInStaff } from '../testing/renderStaff';
import { choiceRoutes, listOf, listPath, productPath, publishPath, staffProduct } from './testing/productFixtures';

/** A product staff add is a draft shoppers do not see until it is published (docs/api.md, publishProduct). */

const draft = staffProduct(31, { nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняное платье', active: false, publishedAt: null });

describe('drafts', () => {
  beforeEach(() => signInStaff());

  it('are a state of the list: the filter asks for drafts and each is marked as one', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff({ body: page([]) }, { route: '/staff/products', language: 'ru', routes: { [listPath]: listOf([draft, staffProduct(2)]), ...choiceRoutes } });
    const table = await screen.findByRole('table', { name: 'Товары' });
    expect(within(within(table).getByRole('link', { name: 'Льняное платье' }).closest('tr')!).getByText('Черновик')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Черновик' }));
    await waitFor(() => expect(queryOf(requestsTo(requests, listPath).at(-1)!)).toMatchObject({ draft: 'true' }));
    expect(queryOf(requestsTo(requests, listPath).at(-1)!).active).toBeUndefined();
  });

  it('say so in the editor without an on-sale switch, name what publishing lacks, and go on sale when published', async () => {
    let answer: 'notReady' | 'published' = 'notReady';
    const publish: MockHandler = () =>
      answer === 'notReady'
        ? serverError(409, 'NOT_READY', { photos: 'add at least one photo', sizes: 'give at least one size a stock above 0' })
        : { body: { ...draft, active: true, version: 2, publishedAt: '2026-11-29T09:00:00.000Z' } };
    const { user, requests } = renderStaff({ body: page([]) }, { route: '/staff/products/31', routes: { [productPath(31)]: { body: draft }, [publishPath(31)]: publish, [listPath]: listOf([draft]), ...choiceRoutes } });

    const notice = (await screen.findByText('Qoralama')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Xaridorlar bu mahsulotni ko‘rmaydi.');
    expect(screen.queryByRole('switch', { name: 'Sotuvda' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Nashr etish' }));
    expect(await screen.findByText('Nashr etib bo‘lmadi, yetishmayapti: rasm, qoldig‘i bor o‘lcham')).toBeInTheDocument();
    expect(screen.getByText('Qoralama')).toBeInTheDocument();

    answer = 'published';
    await user.click(within(notice).getByRole('button', { name: 'Nashr etish' }));
    expect(await screen.findByText('Mahsulot nashr etildi: endi do‘konda ko‘rinadi')).toBeInTheDocument();
    expect(screen.queryByText('Qoralama')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sotuvda' })).toBeChecked();
    expect(requestsTo(requests, publishPath(31), 'POST')).toHaveLength(2);
  });
});
