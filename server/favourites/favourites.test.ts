import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { likedItems } from '../db/schema/favourites';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

function like(headers: Record<string, string>, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/likedItem/addLikedItem', headers, payload });
}

function listLikes(headers: Record<string, string>, customerId: number) {
  return context.app.inject({ method: 'GET', url: `/api/likedItem/getByCustomerId/${customerId}`, headers });
}

describe('favourites', () => {
  it('likes a product once: 201 the first time, 200 with the same item after', async () => {
    const shopper = await createCustomer(context);
    const { product } = await insertProduct(context.db, { nameUZB: 'Shim', sellPrice: 300_000, sale: 10 });
    const body = { customerId: shopper.customer.id, productId: product.id };

    const first = await like(shopper.headers, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      product: { id: product.id, nameUZB: 'Shim', sellPrice: 300_000, sale: 10, salePrice: 270_000, inStock: true },
    });

    const again = await like(shopper.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await context.db.select().from(likedItems).where(eq(likedItems.customerId, shopper.customer.id))).toHaveLength(1);
  });

  it('lists the favourites newest first with product cards', async () => {
    const shopper = await createCustomer(context);
    const older = await insertProduct(context.db, { nameUZB: 'Kurtka' });
    const newer = await insertProduct(context.db, { nameUZB: 'Sharf' });
    const first = await like(shopper.headers, { customerId: shopper.customer.id, productId: older.product.id });
    context.clock.advance(60_000);
    const second = await like(shopper.headers, { customerId: shopper.customer.id, productId: newer.product.id });

    const response = await listLikes(shopper.headers, shopper.customer.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([second.json(), first.json()]);
    expect(response.json()[0].product).toMatchObject({ nameUZB: 'Sharf', productImages: [{ url: expect.any(String) }] });
  });

  it('answers 404 for an unknown product and 400 with fields for a bad id', async () => {
    const shopper = await createCustomer(context);
    const unknown = await like(shopper.headers, { customerId: shopper.customer.id, productId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const bad = await like(shopper.headers, { customerId: shopper.customer.id, productId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('productId');
    const missing = await like(shopper.headers, { customerId: shopper.customer.id });
    expect(missing.json().error.fields).toHaveProperty('productId');
  });

  it('deletes the caller’s liked item and refuses anyone else’s', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { product } = await insertProduct(context.db);
    const liked = (await like(shopper.headers, { customerId: shopper.customer.id, productId: product.id })).json();
    const url = `/api/likedItem/deleteLikedItem/${liked.id}`;

    expect((await context.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await listLikes(shopper.headers, shopper.customer.id)).json()).toHaveLength(1);

    expect((await context.app.inject({ method: 'DELETE', url, headers: shopper.headers })).statusCode).toBe(204);
    expect((await listLikes(shopper.headers, shopper.customer.id)).json()).toEqual([]);
    expect((await context.app.inject({ method: 'DELETE', url, headers: shopper.headers })).statusCode).toBe(404);
  });

  it('asks for a token and keeps each customer’s favourites to themselves', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { product } = await insertProduct(context.db);

    expect((await listLikes({}, shopper.customer.id)).statusCode).toBe(401);
    expect((await like({}, { customerId: shopper.customer.id, productId: product.id })).statusCode).toBe(401);
    expect((await listLikes(stranger.headers, shopper.customer.id)).statusCode).toBe(403);
    expect((await like(stranger.headers, { customerId: shopper.customer.id, productId: product.id })).statusCode).toBe(403);
  });
});
