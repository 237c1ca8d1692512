import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { products, productSizeVariants } from '../db/schema/catalogue';
import { cartItems } from '../db/schema/shopping';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Headers = Record<string, string>;
type Line = { productSizeVariantId: number; quantity: number };

function merge(headers: Headers, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/cartItem/merge', headers, payload });
}

function addCartItem(headers: Headers, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/cartItem/addCartItem', headers, payload });
}

async function quantities(customerId: number): Promise<Record<number, number>> {
  const rows = await context.db.select().from(cartItems).where(eq(cartItems.customerId, customerId));
  return Object.fromEntries(rows.map((row) => [row.productSizeVariantId, row.quantity]));
}

describe('POST /api/cartItem/merge', () => {
  it('adds a visitor’s lines to the account’s cart: the same size adds up in one line, new sizes become lines', async () => {
    const shopper = await createCustomer(context);
    const dress = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', sizes: { S: 10, M: 10 } });
    const shirt = await insertProduct(context.db, { nameUZB: 'Futbolka', sizes: { L: 10 } });
    const [small, medium] = dress.variants;
    const large = shirt.variants[0]!;
    await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: small!.id, quantity: 2 });

    const items: Line[] = [
      { productSizeVariantId: large.id, quantity: 1 },
      { productSizeVariantId: small!.id, quantity: 3 },
      { productSizeVariantId: medium!.id, quantity: 1 },
      // The same size twice in the visitor's list is one line.
      { productSizeVariantId: medium!.id, quantity: 2 },
    ];
    const answer = await merge(shopper.headers, { customerId: shopper.customer.id, items });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().notKept).toEqual([]);
    expect(await quantities(shopper.customer.id)).toEqual({ [small!.id]: 5, [medium!.id]: 3, [large.id]: 1 });
    const cart = answer.json().cart as Array<{ productSizeVariant: { id: number }; quantity: number; nameUZB: string }>;
    expect(cart).toHaveLength(3);
    // The visitor's newest line leads, as the visitor's cart showed it.
    expect(cart.map((line) => line.productSizeVariant.id)).toEqual([large.id, medium!.id, small!.id]);

    // Merging the same again only adds up: still three lines, no duplicates.
    await merge(shopper.headers, { customerId: shopper.customer.id, items: [{ productSizeVariantId: large.id, quantity: 1 }] });
    expect(await quantities(shopper.customer.id)).toEqual({ [small!.id]: 5, [medium!.id]: 3, [large.id]: 2 });
  });

  it('keeps every line within the stock left and the line limit, and says what it could not keep', async () => {
    const shopper = await createCustomer(context);
    const coat = await insertProduct(context.db, { nameUZB: 'Palto', nameRUS: 'Пальто', sizes: { S: 3, M: 0, L: 500 } });
    const [small, medium, large] = coat.variants;
    await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: small!.id, quantity: 2 });
    await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: large!.id, quantity: 98 });

    const answer = await merge(shopper.headers, {
      customerId: shopper.customer.id,
      items: [
        { productSizeVariantId: small!.id, quantity: 4 },
        { productSizeVariantId: medium!.id, quantity: 1 },
        { productSizeVariantId: large!.id, quantity: 5 },
      ],
    });

    expect(answer.statusCode).toBe(200);
    expect(await quantities(shopper.customer.id)).toEqual({ [small!.id]: 3, [large!.id]: 99 });
    expect(answer.json().notKept).toEqual([
      { productSizeVariantId: small!.id, reason: 'STOCK', asked: 4, kept: 1, nameUZB: 'Palto', nameRUS: 'Пальто', size: 'S' },
      { productSizeVariantId: medium!.id, reason: 'STOCK', asked: 1, kept: 0, nameUZB: 'Palto', nameRUS: 'Пальто', size: 'M' },
      { productSizeVariantId: large!.id, reason: 'LINE_LIMIT', asked: 5, kept: 1, nameUZB: 'Palto', nameRUS: 'Пальто', size: 'L' },
    ]);
  });

  it('leaves an account’s line above the stock as it is rather than cutting it', async () => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { M: 5 } });
    const variant = variants[0]!;
    await addCartItem(shopper.headers, { customerId: shopper.customer.id, productSizeVariantId: variant.id, quantity: 4 });
    await context.db.update(productSizeVariants).set({ quantity: 2 }).where(eq(productSizeVariants.id, variant.id));

    const answer = await merge(shopper.headers, { customerId: shopper.customer.id, items: [{ productSizeVariantId: variant.id, quantity: 1 }] });

    expect(answer.json().notKept).toMatchObject([{ productSizeVariantId: variant.id, reason: 'STOCK', asked: 1, kept: 0 }]);
    expect(await quantities(shopper.customer.id)).toEqual({ [variant.id]: 4 });
  });

  it('skips a product gone inactive meanwhile and a size that no longer exists', async () => {
    const shopper = await createCustomer(context);
    const withdrawn = await insertProduct(context.db, { nameUZB: 'Shim', nameRUS: 'Брюки', sizes: { M: 5 } });
    const kept = await insertProduct(context.db, { sizes: { M: 5 } });
    await context.db.update(products).set({ active: false }).where(eq(products.id, withdrawn.product.id));
    const goneVariantId = 2_000_000_000;

    const answer = await merge(shopper.headers, {
      customerId: shopper.customer.id,
      items: [
        { productSizeVariantId: withdrawn.variants[0]!.id, quantity: 1 },
        { productSizeVariantId: goneVariantId, quantity: 2 },
        { productSizeVariantId: kept.variants[0]!.id, quantity: 1 },
      ],
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().notKept).toEqual([
      { productSizeVariantId: withdrawn.variants[0]!.id, reason: 'NOT_SOLD', asked: 1, kept: 0, nameUZB: 'Shim', nameRUS: 'Брюки', size: 'M' },
      { productSizeVariantId: goneVariantId, reason: 'SIZE_GONE', asked: 2, kept: 0, nameUZB: null, nameRUS: null, size: null },
    ]);
    expect(await quantities(shopper.customer.id)).toEqual({ [kept.variants[0]!.id]: 1 });
  });

  it('refuses another customer’s id, a missing token and a body it does not know, and changes nothing', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { M: 5 } });
    const items = [{ productSizeVariantId: variants[0]!.id, quantity: 1 }];

    const foreign = await merge(stranger.headers, { customerId: shopper.customer.id, items });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    expect((await merge({}, { customerId: shopper.customer.id, items })).statusCode).toBe(401);

    const extra = await merge(shopper.headers, { customerId: shopper.customer.id, items: [{ ...items[0], price: 1 }] });
    expect(extra.statusCode).toBe(400);
    const empty = await merge(shopper.headers, { customerId: shopper.customer.id, items: [] });
    expect(empty.statusCode).toBe(400);
    const tooMany = await merge(shopper.headers, { customerId: shopper.customer.id, items: [{ ...items[0], quantity: 100 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('VALIDATION');

    expect(await quantities(shopper.customer.id)).toEqual({});
    expect(await quantities(stranger.customer.id)).toEqual({});
  });
});
