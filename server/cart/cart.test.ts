import { eq } from 'drizzle-orm';
import { insertColor, insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { cartItems } from '../db/schema/shopping';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Headers = Record<string, string>;

function addCartItem(headers: Headers, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/cartItem/addCartItem', headers, payload });
}

function getCart(headers: Headers, customerId: number) {
  return context.app.inject({ method: 'GET', url: `/api/cartItem/byCustomerId/${customerId}`, headers });
}

async function linesOf(customerId: number) {
  return context.db.select().from(cartItems).where(eq(cartItems.customerId, customerId));
}

describe('GET /api/cartItem/byCustomerId and POST /api/cartItem/addCartItem', () => {
  it('adds lines and lists them newest first with prices, stock and every size of the product', async () => {
    const shopper = await createCustomer(context);
    const color = await insertColor(context.db, { nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' });
    const dress = await insertProduct(context.db, {
      nameUZB: 'Ko‘ylak',
      nameRUS: 'Платье',
      sellPrice: 200_000,
      sale: 25,
      colorId: color.id,
      sizes: { S: 5, M: 0, L: 2 },
      images: ['/media/dress-1.webp', '/media/dress-2.webp'],
    });
    const shirt = await insertProduct(context.db, { sizes: { M: 4 } });
    const [dressS, dressM, dressL] = dress.variants;

    const added = await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: dressS!.id, quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      cartItemId: expect.any(Number),
      productId: dress.product.id,
      nameUZB: 'Ko‘ylak',
      nameRUS: 'Платье',
      sellPrice: 200_000,
      salePrice: 150_000,
      color: { id: color.id, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' },
      productImages: [{ url: '/media/dress-1.webp' }, { url: '/media/dress-2.webp' }],
      productSizeVariant: { id: dressS!.id, size: 'S', quantity: 5 },
      quantity: 2,
      active: true,
      sizes: [
        { productSizeVariantId: dressS!.id, size: 'S', quantity: 5 },
        { productSizeVariantId: dressM!.id, size: 'M', quantity: 0 },
        { productSizeVariantId: dressL!.id, size: 'L', quantity: 2 },
      ],
    });

    context.clock.advance(60_000);
    const second = await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: shirt.variants[0]!.id, quantity: 1 });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ salePrice: null, sellPrice: 150_000, quantity: 1 });

    const cart = await getCart(shopper.headers, shopper.customer.id);
    expect(cart.statusCode).toBe(200);
    expect(cart.json().map((line: { cartItemId: number }) => line.cartItemId)).toEqual([second.json().cartItemId, added.json().cartItemId]);
  });

  it('adds the same size up in one line', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { M: 10 } });
    const body = { customerId: shopper.customer.id, productSizeVariantId: variants[0]!.id };

    const first = await addCartItem(shopper.headers, { ...body, quantity: 2 });
    const again = await addCartItem(shopper.headers, { ...body, quantity: 3 });

    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ cartItemId: first.json().cartItemId, quantity: 5 });
    expect(await linesOf(shopper.customer.id)).toHaveLength(1);
  });

  it('refuses more than the stock, also when adding up, and leaves the cart as it was', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 3, M: 0 } });
    const [small, medium] = variants;
    const body = { customerId: shopper.customer.id, productSizeVariantId: small!.id };

    const tooMany = await addCartItem(shopper.headers, { ...body, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'OUT_OF_STOCK', fields: { quantity: 'at most 3' } });
    expect(tooMany.json().error.message).toContain('Only 3 left');
    expect(await linesOf(shopper.customer.id)).toHaveLength(0);

    expect((await addCartItem(shopper.headers, { ...body, quantity: 2 })).statusCode).toBe(201);
    const pastStock = await addCartItem(shopper.headers, { ...body, quantity: 2 });
    expect(pastStock.statusCode).toBe(409);
    expect(pastStock.json().error).toMatchObject({ code: 'OUT_OF_STOCK', fields: { quantity: 'at most 1' } });
    expect(pastStock.json().error.message).toMatch(/Only 3 left.*already holds 2/);
    expect((await linesOf(shopper.customer.id)).map((line) => line.quantity)).toEqual([2]);

    const soldOut = await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: medium!.id, quantity: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Size M is sold out' });
  });

  it('lets only one of two simultaneous adds take the last units', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 3 } });
    const body = { customerId: shopper.customer.id, productSizeVariantId: variants[0]!.id, quantity: 2 };

    const answers = await Promise.all([addCartItem(shopper.headers, body), addCartItem(shopper.headers, body)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await linesOf(shopper.customer.id)).map((line) => line.quantity)).toEqual([2]);
  });

  it('holds at most 99 of one size in a line, also when adding up', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 500 } });
    const body = { customerId: shopper.customer.id, productSizeVariantId: variants[0]!.id };

    expect((await addCartItem(shopper.headers, { ...body, quantity: 60 })).statusCode).toBe(201);
    const past = await addCartItem(shopper.headers, { ...body, quantity: 40 });

    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ quantity: 'at most 39' });
    expect((await linesOf(shopper.customer.id)).map((line) => line.quantity)).toEqual([60]);
  });

  it('answers 404 for an unknown variant and 409 for a product no longer sold', async () => {
    const shopper = await createCustomer(context);
    const retired = await insertProduct(context.db, { active: false, sizes: { S: 5 } });

    const unknown = await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: 999_999, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');

    const inactive = await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: retired.variants[0]!.id, quantity: 1 });
    expect(inactive.statusCode).toBe(409);
    expect(await linesOf(shopper.customer.id)).toHaveLength(0);
  });

  it.each([
    ['quantity 0', { productSizeVariantId: 1, quantity: 0 }, 'quantity'],
    ['quantity "x"', { productSizeVariantId: 1, quantity: 'x' }, 'quantity'],
    ['quantity 100', { productSizeVariantId: 1, quantity: 100 }, 'quantity'],
    ['no productSizeVariantId', { quantity: 1 }, 'productSizeVariantId'],
    ['a variant id beyond the integer range', { productSizeVariantId: 2_147_483_648, quantity: 1 }, 'productSizeVariantId'],
  ])('answers 400 with fields for %s', async (_case, payload, field) => {
    const shopper = await createCustomer(context);
    const response = await addCartItem(shopper.headers, { customerId: shopper.customer.id, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('asks for a token (401) and refuses another customer’s cart (403)', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { S: 5 } });
    const body = { customerId: shopper.customer.id, productSizeVariantId: variants[0]!.id, quantity: 1 };

    expect((await addCartItem({}, body)).statusCode).toBe(401);
    expect((await getCart({}, shopper.customer.id)).statusCode).toBe(401);
    expect((await addCartItem(stranger.headers, body)).statusCode).toBe(403);
    expect((await getCart(stranger.headers, shopper.customer.id)).statusCode).toBe(403);
    expect(await linesOf(shopper.customer.id)).toHaveLength(0);
  });
});
