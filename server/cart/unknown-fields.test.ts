import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { cartItems } from '../db/schema/shopping';
import { UNKNOWN_FIELD } from '../errors';

/** The cart's bodies take their listed fields only: a client cannot choose a line's id or other columns. */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const allLines = () => context.db.select().from(cartItems).orderBy(cartItems.id);

describe('POST /api/cartItem/addCartItem with a field it does not list', () => {
  it.each<[string, unknown]>([
    ['id', 777_777],
    ['id', 'abc'],
    ['createdAt', 'x'],
    ['active', false],
  ])('refuses %s = %p with 400 naming it and adds no line', async (field, value) => {
    const shopper = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { M: 5 } });
    const before = await allLines();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/cartItem/addCartItem',
      headers: shopper.headers,
      payload: { customerId: shopper.customer.id, productSizeVariantId: variants[0]!.id, quantity: 1, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Invalid body', fields: { [field]: UNKNOWN_FIELD } } });
    expect(await allLines()).toEqual(before);
  });

  it("cannot take over another customer's line by naming its id", async () => {
    const owner = await createCustomer(context);
    const intruder = await createCustomer(context);
    const { variants } = await insertProduct(context.db, { sizes: { M: 5, L: 5 } });
    const [line] = await context.db.insert(cartItems).values({ customerId: owner.customer.id, productSizeVariantId: variants[0]!.id, quantity: 1 }).returning();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/cartItem/addCartItem',
      headers: intruder.headers,
      payload: { id: line!.id, customerId: intruder.customer.id, productSizeVariantId: variants[1]!.id, quantity: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(await context.db.select().from(cartItems).where(eq(cartItems.customerId, intruder.customer.id))).toEqual([]);
    expect(await context.db.select().from(cartItems).where(eq(cartItems.id, line!.id))).toEqual([line]);
  });
});
