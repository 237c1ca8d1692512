import { eq, inArray } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { cartItems } from '../db/schema/shopping';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Shopper = Awaited<ReturnType<typeof createCustomer>>;

async function putInCart(shopper: Shopper, productSizeVariantId: number, quantity = 1): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/cartItem/addCartItem',
    headers: shopper.headers,
    payload: { customerId: shopper.customer.id, productSizeVariantId, quantity },
  });
  expect(response.statusCode).toBe(201);
  return response.json().cartItemId;
}

function changeLine(headers: Record<string, string>, cartItemId: number | string, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'PUT', url: `/api/cartItem/${cartItemId}`, headers, payload });
}

function deleteGroup(headers: Record<string, string>, payload: unknown) {
  return context.app.inject({ method: 'DELETE', url: '/api/cartItem/deleteCartItemGroup', headers, payload: payload as object });
}

async function linesOf(customerId: number) {
  return context.db.select().from(cartItems).where(eq(cartItems.customerId, customerId)).orderBy(cartItems.id);
}

describe('PUT /api/cartItem/{cartItemId}', () => {
  it('changes the quantity, the size, and the colour (a variant of another product)', async () => {
    const shopper = await createCustomer(context);
    const red = await insertProduct(context.db, { sizes: { S: 5, M: 5 } });
    const blue = await insertProduct(context.db, { nameUZB: 'Ko‘k futbolka', sizes: { S: 5 } });
    const lineId = await putInCart(shopper, red.variants[0]!.id);

    const more = await changeLine(shopper.headers, lineId, { productSizeVariantId: red.variants[0]!.id, quantity: 4 });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ cartItemId: lineId, quantity: 4, productSizeVariant: { size: 'S' } });

    const resized = await changeLine(shopper.headers, lineId, { productSizeVariantId: red.variants[1]!.id, quantity: 2 });
    expect(resized.json()).toMatchObject({ cartItemId: lineId, quantity: 2, productSizeVariant: { id: red.variants[1]!.id, size: 'M' } });

    const recoloured = await changeLine(shopper.headers, lineId, { productSizeVariantId: blue.variants[0]!.id, quantity: 2 });
    expect(recoloured.statusCode).toBe(200);
    expect(recoloured.json()).toMatchObject({ cartItemId: lineId, productId: blue.product.id, nameUZB: 'Ko‘k futbolka' });
    expect(await linesOf(shopper.customer.id)).toHaveLength(1);
  });

  it('merges into the line that already holds the new size', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5, M: 5 } });
    const smallLine = await putInCart(shopper, variants[0]!.id, 1);
    const mediumLine = await putInCart(shopper, variants[1]!.id, 2);

    const merged = await changeLine(shopper.headers, smallLine, { productSizeVariantId: variants[1]!.id, quantity: 1 });

    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ cartItemId: mediumLine, quantity: 3, productSizeVariant: { size: 'M' } });
    expect((await linesOf(shopper.customer.id)).map((line) => [line.id, line.quantity])).toEqual([[mediumLine, 3]]);
  });

  it('refuses more than the stock (also when merging) and changes nothing', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5, M: 3 } });
    const smallLine = await putInCart(shopper, variants[0]!.id, 2);
    await putInCart(shopper, variants[1]!.id, 2);

    const overStock = await changeLine(shopper.headers, smallLine, { productSizeVariantId: variants[0]!.id, quantity: 6 });
    expect(overStock.statusCode).toBe(409);
    expect(overStock.json().error.code).toBe('OUT_OF_STOCK');

    const overMerged = await changeLine(shopper.headers, smallLine, { productSizeVariantId: variants[1]!.id, quantity: 2 });
    expect(overMerged.statusCode).toBe(409);
    expect(overMerged.json().error.message).toContain('Only 3 left');
    expect((await linesOf(shopper.customer.id)).map((line) => line.quantity)).toEqual([2, 2]);
  });

  it('answers 400, 403 and 404 as it should', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5 } });
    const retired = await insertProduct(context.db, { active: false, sizes: { S: 5 } });
    const lineId = await putInCart(shopper, variants[0]!.id, 1);
    const valid = { productSizeVariantId: variants[0]!.id, quantity: 2 };

    const zero = await changeLine(shopper.headers, lineId, { ...valid, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields).toHaveProperty('quantity');
    const noVariant = await changeLine(shopper.headers, lineId, { quantity: 1 });
    expect(noVariant.json().error.fields).toHaveProperty('productSizeVariantId');
    expect((await changeLine(shopper.headers, 'abc', valid)).statusCode).toBe(400);
    expect((await changeLine({}, lineId, valid)).statusCode).toBe(401);
    expect((await changeLine(stranger.headers, lineId, valid)).statusCode).toBe(403);
    expect((await changeLine(shopper.headers, 999_999, valid)).statusCode).toBe(404);
    expect((await changeLine(shopper.headers, lineId, { ...valid, productSizeVariantId: 999_999 })).statusCode).toBe(404);
    expect((await changeLine(shopper.headers, lineId, { ...valid, productSizeVariantId: retired.variants[0]!.id })).statusCode).toBe(409);
    expect((await linesOf(shopper.customer.id)).map((line) => line.quantity)).toEqual([1]);
  });
});

describe('DELETE /api/cartItem/{cartItemId}', () => {
  it('removes the caller’s line and refuses anyone else’s', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5 } });
    const lineId = await putInCart(shopper, variants[0]!.id);
    const url = `/api/cartItem/${lineId}`;

    expect((await context.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(403);
    expect(await linesOf(shopper.customer.id)).toHaveLength(1);

    expect((await context.app.inject({ method: 'DELETE', url, headers: shopper.headers })).statusCode).toBe(204);
    expect(await linesOf(shopper.customer.id)).toHaveLength(0);
    expect((await context.app.inject({ method: 'DELETE', url, headers: shopper.headers })).statusCode).toBe(404);
  });
});

describe('DELETE /api/cartItem/deleteCartItemGroup', () => {
  it('is routed to the group delete, not read as a cart item id, and removes every line named', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5, M: 5, L: 5 } });
    const lineIds = [await putInCart(shopper, variants[0]!.id), await putInCart(shopper, variants[1]!.id)];
    const kept = await putInCart(shopper, variants[2]!.id);

    const response = await deleteGroup(shopper.headers, { cartIds: lineIds });

    expect(response.statusCode).toBe(204);
    expect((await linesOf(shopper.customer.id)).map((line) => line.id)).toEqual([kept]);
  });

  it('deletes nothing when one id is someone else’s (403) or unknown (404)', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5 } });
    const mine = await putInCart(shopper, variants[0]!.id);
    const theirs = await putInCart(stranger, variants[0]!.id);

    expect((await deleteGroup(shopper.headers, { cartIds: [mine, theirs] })).statusCode).toBe(403);
    expect((await deleteGroup(shopper.headers, { cartIds: [mine, 999_999] })).statusCode).toBe(404);
    expect((await deleteGroup({}, { cartIds: [mine] })).statusCode).toBe(401);
    const remaining = await context.db.select().from(cartItems).where(inArray(cartItems.id, [mine, theirs]));
    expect(remaining).toHaveLength(2);
  });

  it.each([
    ['an empty list', { cartIds: [] }, 'cartIds'],
    ['more than 100 ids', { cartIds: Array.from({ length: 101 }, (_, index) => index + 1) }, 'cartIds'],
    ['an id of 0', { cartIds: [0] }, 'cartIds.0'],
    ['an id beyond the integer range', { cartIds: [2_147_483_648] }, 'cartIds.0'],
    ['no list', {}, 'cartIds'],
  ])('answers 400 with fields for %s', async (_case, payload, field) => {
    const shopper = await createCustomer(context);
    const response = await deleteGroup(shopper.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
  });
});
