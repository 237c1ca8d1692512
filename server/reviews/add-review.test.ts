import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { reviews } from '../db/schema/reviews';
import { insertOrder } from './testing/orders';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

type Headers = Record<string, string>;

function addReview(headers: Headers, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/review/addReview', headers, payload });
}

/** A customer with a product that reached them in an order. */
async function shopperWithReceivedProduct() {
  const shopper = await createCustomer(context);
  const bought = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье', images: ['/media/dress.svg'] });
  await insertOrder(context.db, {
    customerId: shopper.customer.id,
    status: 'REACHED',
    items: [{ productId: bought.product.id, productSizeVariantId: bought.variants[0]!.id }],
  });
  return { shopper, product: bought.product };
}

describe('POST /api/review/addReview', () => {
  it('adds a review of a received product, trimmed, and answers it with the product', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();

    const response = await addReview(shopper.headers, {
      customerId: shopper.customer.id,
      productId: product.id,
      rating: 4,
      content: '  Mato yaxshi, o‘lchami to‘g‘ri keldi.\n',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      productId: product.id,
      rating: 4,
      content: 'Mato yaxshi, o‘lchami to‘g‘ri keldi.',
      createdAt: context.clock.now().toISOString(),
      hidden: false,
      product: { id: product.id, nameUZB: 'Ko‘ylak', nameRUS: 'Платье', productImages: [{ url: '/media/dress.svg' }] },
    });
  });

  it('refuses a second review of the same product with 409 DUPLICATE and keeps the first', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();
    const body = { customerId: shopper.customer.id, productId: product.id, rating: 5, content: 'Zo‘r' };

    expect((await addReview(shopper.headers, body)).statusCode).toBe(201);
    const again = await addReview(shopper.headers, { ...body, rating: 1, content: 'Yomon' });

    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE');
    const rows = await context.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows.map((row) => [row.rating, row.content])).toEqual([[5, 'Zo‘r']]);
  });

  it('refuses a product that has not reached the customer with 409 NOT_RECEIVED', async () => {
    const shopper = await createCustomer(context);
    const neighbour = await createCustomer(context);
    const neverOrdered = await insertProduct(context.db);
    const onTheWay = await insertProduct(context.db);
    const rejected = await insertProduct(context.db);
    const theirs = await insertProduct(context.db);
    const line = (bought: Awaited<ReturnType<typeof insertProduct>>) => ({
      productId: bought.product.id,
      productSizeVariantId: bought.variants[0]!.id,
    });
    await insertOrder(context.db, { customerId: shopper.customer.id, status: 'SEND', items: [line(onTheWay)] });
    await insertOrder(context.db, { customerId: shopper.customer.id, status: 'REJECTED', items: [line(rejected)] });
    await insertOrder(context.db, { customerId: neighbour.customer.id, status: 'REACHED', items: [line(theirs)] });

    for (const { product } of [neverOrdered, onTheWay, rejected, theirs]) {
      const response = await addReview(shopper.headers, { customerId: shopper.customer.id, productId: product.id, rating: 5, content: 'Zo‘r' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('NOT_RECEIVED');
    }
    expect(await context.db.select().from(reviews).where(eq(reviews.customerId, shopper.customer.id))).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const shopper = await createCustomer(context);
    const response = await addReview(shopper.headers, { customerId: shopper.customer.id, productId: 999_999, rating: 5, content: 'Zo‘r' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('asks to rate first and to write a review, in field errors', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();
    const ids = { customerId: shopper.customer.id, productId: product.id };

    const noRating = await addReview(shopper.headers, { ...ids, content: 'Zo‘r' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().error).toMatchObject({ code: 'VALIDATION', fields: { rating: 'rate first' } });
    expect(noRating.json().error.fields.content).toBeUndefined();

    const nullRating = await addReview(shopper.headers, { ...ids, rating: null, content: 'Zo‘r' });
    expect(nullRating.json().error.fields).toEqual({ rating: 'rate first' });

    const blank = await addReview(shopper.headers, { ...ids, rating: 5, content: '  \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ content: 'write a review' });

    const neither = await addReview(shopper.headers, ids);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toEqual({ rating: 'rate first', content: 'write a review' });
  });

  it('refuses ratings outside 1-5, over-long text and missing ids as bad input', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();
    const ids = { customerId: shopper.customer.id, productId: product.id };

    for (const rating of [0, 6, 3.5, 'five']) {
      const response = await addReview(shopper.headers, { ...ids, rating, content: 'Zo‘r' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['rating']);
    }
    const long = await addReview(shopper.headers, { ...ids, rating: 5, content: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['content']);
    const exactlyLongest = await addReview(shopper.headers, { ...ids, rating: 5, content: 'a'.repeat(2000) });
    expect(exactlyLongest.statusCode).toBe(201);

    const noProduct = await addReview(shopper.headers, { customerId: shopper.customer.id, rating: 5, content: 'Zo‘r' });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.fields).toEqual({ productId: 'is required' });
  });

  it('needs a signed-in customer, and only for themselves', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();
    const other = await createCustomer(context);
    const body = { customerId: shopper.customer.id, productId: product.id, rating: 5, content: 'Zo‘r' };

    const anonymous = await addReview({}, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');

    const impostor = await addReview(other.headers, body);
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().error.code).toBe('FORBIDDEN');

    const staffToken = await context.tokens.sign({ kind: 'staff', userId: 1, role: 'ADMIN' });
    const staff = await addReview({ authorization: `Bearer ${staffToken}` }, body);
    expect(staff.statusCode).toBe(403);
    expect(await context.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });
});

describe('a new review in the cached catalogue', () => {
  it('shows at once in the product card rating, the average and the review list', async () => {
    const { shopper, product } = await shopperWithReceivedProduct();
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    const productUrl = `/api/product/getProductById/${product.id}`;
    const averageUrl = `/api/review/getAverageRating/${product.id}`;
    const listUrl = `/api/review/getReviewsByProductId/${product.id}`;

    expect((await get(productUrl)).json()).toMatchObject({ averageRating: null, reviewCount: 0 });
    const cachedProduct = await get(productUrl);
    expect(cachedProduct.headers['x-cache']).toBe('HIT');
    expect((await get(averageUrl)).json()).toEqual({ average: 0, count: 0 });
    expect((await get(averageUrl)).headers['x-cache']).toBe('HIT');
    expect((await get(listUrl)).json().totalElements).toBe(0);
    expect((await get(listUrl)).headers['x-cache']).toBe('HIT');

    const added = await addReview(shopper.headers, { customerId: shopper.customer.id, productId: product.id, rating: 4, content: 'Yaxshi' });
    expect(added.statusCode).toBe(201);

    const fresh = await get(productUrl);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json()).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect((await get(averageUrl)).json()).toEqual({ average: 4, count: 1 });
    expect((await get(listUrl)).json().content.map((review: { id: number }) => review.id)).toEqual([added.json().id]);
  });
});
