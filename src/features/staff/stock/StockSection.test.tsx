import { screen, within } from '@testing-library/react';
import type { StaffProduct } from '../../../../contract/staff';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { requestsTo } from '../../profile/testing/profileKit';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { stockRoutes } from './testing/stockRoutes';

function row(id: number, referenceNumber: string, color: StaffProduct['color'], active = true): StaffProduct {
  return {
    id, referenceNumber, nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье', descriptionUZB: '', descriptionRUS: '',
    brand: { id: 1, name: 'Libos' }, color, categories: [], sellPrice: 450_000, sale: 0, salePrice: null, saleNow: 0, priceNow: 450_000, active,
    mxikCode: null, packageCode: null, vatPercent: 12, version: 1, image: null, createdAt: '2026-11-01T00:00:00.000Z', publishedAt: '2026-11-01T00:00:00.000Z',
  };
}

const white = { id: 3, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff' };
const blue = { id: 4, nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#1f3a93' };

/** The staff list's search: the two colours of LX-100 for "lx", nothing for anything else. */
const search: MockHandler = (request) => {
  const found = queryOf(request).text?.toLowerCase() === 'lx' ? [row(7, 'LX-100', white), row(8, 'LX-100', blue, false)] : [];
  return { body: { content: found, page: 0, size: 50, totalElements: found.length, totalPages: 1, totalIsCapped: false } };
};

describe('the stock section', () => {
  beforeEach(() => signInStaff());

  it('finds an item by reference number on a phone, picks its colour and shows that row’s sizes; Other product goes back', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/stock',
      routes: { '/api/product/staff/getAllProducts': search, ...stockRoutes(7) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Qoldiqlar' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Artikul yoki nom' });
    await user.type(field, 'nothing{Enter}');
    expect(await screen.findByText('«nothing» bo‘yicha mahsulot topilmadi.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'lx');
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    const results = await screen.findByRole('list', { name: 'Topilgan mahsulotlar' });
    const item = within(results).getByRole('listitem', { name: 'LX-100 · Ipak ko‘ylak' });
    expect(within(item).getAllByRole('button').map((button) => button.textContent)).toEqual(['Oq', 'Ko‘kSotuvda emas']);
    expect(queryOf(requestsTo(requests, '/api/product/staff/getAllProducts', 'GET').at(-1)!)).toMatchObject({ text: 'lx' });

    await user.click(within(item).getByRole('button', { name: 'Oq' }));
    expect(await screen.findByText('LX-100 · Ipak ko‘ylak · Oq')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Ipak ko‘ylak o‘lchamlari' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Boshqa mahsulot' }));
    expect(await screen.findByRole('list', { name: 'Topilgan mahsulotlar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Artikul yoki nom' })).toHaveValue('lx');
  });
});
