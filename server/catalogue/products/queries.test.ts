import { asc, inArray } from 'drizzle-orm';
import { insertProduct } from '../../../test/server/fixtures';
import { openTestDatabase } from '../../../test/server/harness';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { unitPrice } from './pricing';
import { paidPriceAt } from './pricing-sql';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('paidPriceAt', () => {
  it('rounds in SQL exactly as unitPrice does, so price sorting and filters match the shown price', async () => {
    const { product } = await insertProduct(handle.db);
    const cases = [1_050, 101, 12_345, 99_999, 149_950, 250_050, 1_999_999].flatMap((sellPrice) =>
      [0, 1, 5, 15, 33, 50, 99].map((sale) => ({ sellPrice, sale })),
    );
    const inserted = await handle.db
      .insert(products)
      .values(cases.map((prices, index) => ({ ...prices, referenceNumber: `P-${index}`, nameUZB: 'N', nameRUS: 'N', searchKey: 'n', brandId: product.brandId, colorId: product.colorId })))
      .returning({ id: products.id });
    const rows = await handle.db
      .select({ sellPrice: products.sellPrice, sale: products.sale, paid: paidPriceAt([]) })
      .from(products)
      .where(inArray(products.id, inserted.map((row) => row.id)))
      .orderBy(asc(products.id));
    expect(rows.map((row) => Number(row.paid))).toEqual(cases.map((item) => unitPrice(item.sellPrice, item.sale)));
  });
});
