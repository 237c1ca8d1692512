import { eq } from 'drizzle-orm';
import { insertColor, insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import {
  addOrder,
  addToCart,
  createShopper,
  orderBody,
  stockOf,
  type Places,
} from '../../test/server/order-fixtures';
import { products } from '../db/schema/catalogue';
import { orderItems, orders } from '../db/schema/orders';
import { cartItems } from '../db/schema/shopping';
import { checkoutUrl } from '../payments/checkout';

let context: TestContext;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function cartIdsOf(customerId: number) {
  return (await context.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.customerId, customerId))).map((row) => row.id);
}

async function ordersOf(customerId: number) {
  return context.db.select().from(orders).where(eq(orders.customerId, customerId));
}

describe('POST /api/order/addOrder', () => {
  it('prices every line from the database, sale prices included, copies the items and the address, and removes the lines from the cart', async () => {
    const shopper = await createShopper(context, places, 'tashkent');
    const red = await insertColor(context.db, { nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' });
    const dress = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье', sellPrice: 200_000, sale: 25, colorId: red.id, sizes: { S: 5 }, images: ['/media/dress.webp', '/media/dress-2.webp'] });
    const shirt = await insertProduct(context.db, { sellPrice: 99_900, sizes: { M: 4 } });
    const keep = await insertProduct(context.db, { sizes: { L: 3 } });
    const dressLine = await addToCart(context.db, shopper.customer.id, dress.variants[0]!.id, 2);
    const shirtLine = await addToCart(context.db, shopper.customer.id, shirt.variants[0]!.id, 1);
    const keptLine = await addToCart(context.db, shopper.customer.id, keep.variants[0]!.id, 1);

    const response = await addOrder(context, shopper.headers, orderBody(shopper, [dressLine, shirtLine], { paymentMethod: 'CLICK', language: 'ru' }));

    expect(response.statusCode).toBe(201);
    const created = response.json();
    // 2 x 150 000 (25 % off 200 000) + 99 900 = 399 900 of goods: under 400 000, so delivery is paid.
    expect(created).toEqual({ id: expect.any(Number), orderNumber: expect.stringMatching(/^LB-\d{6}$/), total: 399_900 + 28_000, paymentUrl: expect.any(String) });
    expect(created.paymentUrl).toBe(
      checkoutUrl(context.config, { method: 'CLICK', orderId: created.id, amount: 427_900, language: 'ru', returnUrl: 'http://shop.test/my-orders', shopUrl: 'http://shop.test' }),
    );
    expect(await cartIdsOf(shopper.customer.id)).toEqual([keptLine]);
    expect(await stockOf(context.db, dress.variants[0]!.id)).toBe(3);
    expect(await stockOf(context.db, shirt.variants[0]!.id)).toBe(3);

    const read = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${created.id}`, headers: shopper.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: created.id,
      orderNumber: created.orderNumber,
      customerId: shopper.customer.id,
      status: 'NEW',
      paid: false,
      paidAt: null,
      paymentMethod: 'CLICK',
      items: [
        {
          id: expect.any(Number),
          productId: dress.product.id,
          productSizeVariantId: dress.variants[0]!.id,
          nameUZB: 'Ko‘ylak',
          nameRUS: 'Платье',
          size: 'S',
          color: { id: red.id, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' },
          imageUrl: '/media/dress.webp',
          unitPrice: 150_000,
          quantity: 2,
          lineTotal: 300_000,
        },
        expect.objectContaining({ productId: shirt.product.id, unitPrice: 99_900, quantity: 1, lineTotal: 99_900 }),
      ],
      goodsTotal: 399_900,
      couponCredit: 0,
      deliveryCost: 28_000,
      total: 427_900,
      address: {
        id: shopper.address.id,
        region: { id: places.tashkent.id, nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true },
        subRegion: { id: places.chilonzor.id, nameUZB: 'Chilonzor tumani', nameRUS: 'Чиланзарский район' },
        postFilial: null,
        street: 'Bunyodkor 1',
        houseNumber: '12',
      },
      receiverName: 'Dilnoza Karimova',
      receiverPhoneNumber: '+998901112233',
      createdAt: context.clock.now().toISOString(),
      deliveryBy: new Date(context.clock.now().getTime() + DAY).toISOString(),
      postTrackingNumber: null,
      cancelledAt: null,
      reachedAt: null,
      pointsAwarded: 0,
      fiscalReceiptUrl: null,
    });
  });

  it('keeps the prices it charged when the product changes later', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sellPrice: 120_000, sizes: { M: 5 } });
    const order = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, product.variants[0]!.id)]));
    await context.db.update(products).set({ sellPrice: 1_000, nameUZB: 'Boshqa' }).where(eq(products.id, product.product.id));

    const read = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${order.json().id}`, headers: shopper.headers });
    expect(read.json().items[0]).toMatchObject({ nameUZB: 'Futbolka', unitPrice: 120_000 });
  });

  it.each([
    [399_999, 28_000],
    [400_000, 0],
  ])('charges delivery on %i so’m of goods: %i', async (price, fee) => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sellPrice: price, sizes: { M: 5 } });
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, product.variants[0]!.id)]));
    expect(response.statusCode).toBe(201);
    const [order] = await ordersOf(shopper.customer.id);
    expect(order).toMatchObject({ goodsTotal: price, deliveryCost: fee, total: price + fee });
  });

  it('promises delivery in 3 days outside Tashkent and keeps the post branch in the order', async () => {
    const shopper = await createShopper(context, places, 'samarqand');
    const product = await insertProduct(context.db, { sizes: { M: 5 } });
    const response = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, product.variants[0]!.id)]));
    const read = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${response.json().id}`, headers: shopper.headers });
    expect(read.json().deliveryBy).toBe(new Date(context.clock.now().getTime() + 3 * DAY).toISOString());
    expect(read.json().address.postFilial).toMatchObject({ id: places.urgutPost.id, nameUZB: 'Urgut 1-filial' });
  });

  describe('stock', () => {
    it('refuses more than the stock with 409 OUT_OF_STOCK and changes nothing: no order, cart and stock as they were', async () => {
      const shopper = await createShopper(context, places);
      const plenty = await insertProduct(context.db, { sizes: { M: 9 } });
      const scarce = await insertProduct(context.db, { nameUZB: 'Shim', sizes: { L: 2 } });
      const lines = [await addToCart(context.db, shopper.customer.id, plenty.variants[0]!.id, 3), await addToCart(context.db, shopper.customer.id, scarce.variants[0]!.id, 3)];

      const response = await addOrder(context, shopper.headers, orderBody(shopper, lines));

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 2 left of Shim in size L' });
      expect(await stockOf(context.db, plenty.variants[0]!.id)).toBe(9);
      expect(await stockOf(context.db, scarce.variants[0]!.id)).toBe(2);
      expect((await cartIdsOf(shopper.customer.id)).sort()).toEqual([...lines].sort());
      expect(await ordersOf(shopper.customer.id)).toHaveLength(0);
    });

    it('takes the last units down to exactly zero, and the next order of that size is sold out', async () => {
      const first = await createShopper(context, places);
      const second = await createShopper(context, places);
      const product = await insertProduct(context.db, { nameUZB: 'Kurtka', sizes: { S: 2 } });
      const variantId = product.variants[0]!.id;
      const secondLine = await addToCart(context.db, second.customer.id, variantId, 1);

      expect((await addOrder(context, first.headers, orderBody(first, [await addToCart(context.db, first.customer.id, variantId, 2)]))).statusCode).toBe(201);
      expect(await stockOf(context.db, variantId)).toBe(0);
      const soldOut = await addOrder(context, second.headers, orderBody(second, [secondLine]));
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Kurtka, size S, is sold out' });
    });

    it('refuses a product that is no longer sold', async () => {
      const shopper = await createShopper(context, places);
      const retired = await insertProduct(context.db, { active: false, sizes: { M: 5 } });
      const response = await addOrder(context, shopper.headers, orderBody(shopper, [await addToCart(context.db, shopper.customer.id, retired.variants[0]!.id)]));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('CONFLICT');
      expect(await stockOf(context.db, retired.variants[0]!.id)).toBe(5);
    });
  });

  describe('who may order', () => {
    it('answers 401 without a token and 403 for a staff token', async () => {
      const shopper = await createShopper(context, places);
      const body = orderBody(shopper, [1]);
      expect((await addOrder(context, {}, body)).statusCode).toBe(401);
      const staffToken = await context.tokens.sign({ kind: 'staff', userId: 1, role: 'ADMIN' });
      expect((await addOrder(context, { authorization: `Bearer ${staffToken}` }, body)).statusCode).toBe(403);
    });

    it('answers 403 for another customer’s cart line, address or customer id, and leaves their cart alone', async () => {
      const shopper = await createShopper(context, places);
      const other = await createShopper(context, places);
      const product = await insertProduct(context.db, { sizes: { M: 9 } });
      const mine = await addToCart(context.db, shopper.customer.id, product.variants[0]!.id);
      const theirs = await addToCart(context.db, other.customer.id, product.variants[0]!.id);

      expect((await addOrder(context, shopper.headers, orderBody(shopper, [mine, theirs]))).statusCode).toBe(403);
      expect((await addOrder(context, shopper.headers, orderBody(shopper, [mine], { addressId: other.address.id }))).statusCode).toBe(403);
      expect((await addOrder(context, shopper.headers, orderBody(shopper, [mine], { customerId: other.customer.id }))).statusCode).toBe(403);
      expect(await cartIdsOf(other.customer.id)).toEqual([theirs]);
      expect(await stockOf(context.db, product.variants[0]!.id)).toBe(9);
    });

    it('answers 404 for a cart line that does not exist', async () => {
      const shopper = await createShopper(context, places);
      const response = await addOrder(context, shopper.headers, orderBody(shopper, [999_999]));
      expect(response.statusCode).toBe(404);
    });
  });

  it('answers 400 with the fields at fault', async () => {
    const shopper = await createShopper(context, places);
    const response = await addOrder(context, shopper.headers, {
      customerId: shopper.customer.id,
      cartItemIds: [],
      receiverName: 'Ali',
      receiverPhoneNumber: '+99890',
      paymentMethod: 'VISA',
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['addressId', 'cartItemIds', 'language', 'paymentMethod', 'receiverPhoneNumber']);

    const duplicate = await addOrder(context, shopper.headers, orderBody(shopper, [5, 5]));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields).toHaveProperty('cartItemIds');

    const product = await insertProduct(context.db, { sizes: { M: 9 } });
    const line = await addToCart(context.db, shopper.customer.id, product.variants[0]!.id);
    const blankName = await addOrder(context, shopper.headers, orderBody(shopper, [line], { receiverName: '   ' }));
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().error.fields).toEqual({ receiverName: 'is required' });
    expect(await cartIdsOf(shopper.customer.id)).toEqual([line]);
  });

  it('places one order when the same lines are ordered twice at once', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 9 } });
    const body = orderBody(shopper, [await addToCart(context.db, shopper.customer.id, product.variants[0]!.id, 2)]);

    const answers = await Promise.all([addOrder(context, shopper.headers, body), addOrder(context, shopper.headers, body)]);

    // The loser finds the lines gone: in the guard (404) or, having passed it, when claiming them (409).
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(201);
    expect([404, 409]).toContain(lost!.statusCode);
    expect(await stockOf(context.db, product.variants[0]!.id)).toBe(7);
    const placed = await ordersOf(shopper.customer.id);
    expect(placed).toHaveLength(1);
    expect(await context.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id))).toHaveLength(1);
  });
});
