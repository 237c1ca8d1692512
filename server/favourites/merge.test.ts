import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { products } from '../db/schema/catalogue';
import { likedItems } from '../db/schema/favourites';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

function merge(headers: Record<string, string>, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/likedItem/merge', headers, payload });
}

async function likedProductIds(customerId: number): Promise<number[]> {
  const rows = await context.db.select().from(likedItems).where(eq(likedItems.customerId, customerId));
  return rows.map((row) => row.productId).sort((a, b) => a - b);
}

describe('POST /api/likedItem/merge', () => {
  it('adds a visitor’s favourites once each, newest first, keeping what the account already liked', async () => {
    const shopper = await createCustomer(context);
    const [scarf, bag, hat] = await Promise.all([insertProduct(context.db), insertProduct(context.db), insertProduct(context.db)]);
    await context.app.inject({
      method: 'POST',
      url: '/api/likedItem/addLikedItem',
      headers: shopper.headers,
      payload: { customerId: shopper.customer.id, productId: scarf!.product.id },
    });
    context.clock.advance(60_000);

    const answer = await merge(shopper.headers, {
      customerId: shopper.customer.id,
      productIds: [hat!.product.id, scarf!.product.id, bag!.product.id, hat!.product.id],
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().notKept).toEqual([]);
    expect(answer.json().items.map((item: { product: { id: number } }) => item.product.id)).toEqual([
      hat!.product.id,
      bag!.product.id,
      scarf!.product.id,
    ]);
    expect(await likedProductIds(shopper.customer.id)).toEqual([scarf!.product.id, bag!.product.id, hat!.product.id].sort((a, b) => a - b));
  });

  it('skips a product no longer sold and one that does not exist, and names them', async () => {
    const shopper = await createCustomer(context);
    const withdrawn = await insertProduct(context.db, { nameUZB: 'Sumka', nameRUS: 'Сумка' });
    const sold = await insertProduct(context.db);
    await context.db.update(products).set({ active: false }).where(eq(products.id, withdrawn.product.id));

    const answer = await merge(shopper.headers, {
      customerId: shopper.customer.id,
      productIds: [withdrawn.product.id, 2_000_000_000, sold.product.id],
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().notKept).toEqual([
      { productId: withdrawn.product.id, reason: 'NOT_SOLD', nameUZB: 'Sumka', nameRUS: 'Сумка' },
      { productId: 2_000_000_000, reason: 'GONE', nameUZB: null, nameRUS: null },
    ]);
    expect(await likedProductIds(shopper.customer.id)).toEqual([sold.product.id]);
  });

  it('refuses another customer’s id, a missing token and an unknown field', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { product } = await insertProduct(context.db);

    expect((await merge(stranger.headers, { customerId: shopper.customer.id, productIds: [product.id] })).statusCode).toBe(403);
    expect((await merge({}, { customerId: shopper.customer.id, productIds: [product.id] })).statusCode).toBe(401);
    const extra = await merge(shopper.headers, { customerId: shopper.customer.id, productIds: [product.id], note: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION');
    expect(await likedProductIds(shopper.customer.id)).toEqual([]);
    expect(await likedProductIds(stranger.customer.id)).toEqual([]);
  });
});
