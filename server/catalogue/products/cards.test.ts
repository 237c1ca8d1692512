import { insertProduct } from '../../../test/server/fixtures';
import { openTestDatabase } from '../../../test/server/harness';
import type { DatabaseHandle } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { createCustomer } from '../../../test/server/harness';
import { TokenService } from '../../http/tokens';
import { loadProductCards } from './cards';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('loadProductCards', () => {
  it('builds cards in the asked order with prices, images, rating, stock and newness', async () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const fresh = await insertProduct(handle.db, { sellPrice: 249_900, sale: 30, stockedAt: new Date('2026-11-15T00:00:00Z'), images: ['/a.svg', '/b.svg'] });
    const soldOut = await insertProduct(handle.db, { sizes: { M: 0 }, stockedAt: new Date('2026-10-01T00:00:00Z') });
    const { customer } = await createCustomer({ db: handle.db, tokens: new TokenService('x'.repeat(40)) });
    await handle.db.insert(reviews).values([{ customerId: customer.id, productId: fresh.product.id, rating: 4, content: 'Yaxshi' }]);

    const cards = await loadProductCards(handle.db, [soldOut.product.id, 999_999, fresh.product.id], now);

    expect(cards.map((card) => card.id)).toEqual([soldOut.product.id, fresh.product.id]);
    const [first, second] = cards;
    expect(first).toMatchObject({ inStock: false, isNew: false, salePrice: null, averageRating: null, reviewCount: 0 });
    expect(second).toMatchObject({
      sellPrice: 249_900,
      sale: 30,
      salePrice: 174_900,
      inStock: true,
      isNew: true,
      averageRating: 4,
      reviewCount: 1,
      productImages: [{ url: '/a.svg' }, { url: '/b.svg' }],
      color: { nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#111111' },
    });
  });
});
