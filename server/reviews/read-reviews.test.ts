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

function get(url: string, headers: Headers = {}) {
  return context.app.inject({ method: 'GET', url, headers });
}

async function insertReview(fields: { customerId: number; productId: number; rating: number; content?: string; createdAt: string }) {
  const [review] = await context.db
    .insert(reviews)
    .values({ content: 'Yaxshi', ...fields, createdAt: new Date(fields.createdAt) })
    .returning();
  return review!;
}

type Product = Awaited<ReturnType<typeof insertProduct>>;
const line = (bought: Product) => ({ productId: bought.product.id, productSizeVariantId: bought.variants[0]!.id });

describe('GET /api/review/getReviewsByProductId (public)', () => {
  it('pages the reviews newest first and names authors by first name and initial', async () => {
    const { product } = await insertProduct(context.db);
    const dilnoza = await createCustomer(context, { fullName: 'Dilnoza Karimova', imageUrl: '/media/uploads/avatars/d.webp' });
    const aziz = await createCustomer(context, { fullName: 'Aziz' });
    const olga = await createCustomer(context, { fullName: '  Ольга   Петрова ' });
    const oldest = await insertReview({ customerId: dilnoza.customer.id, productId: product.id, rating: 5, content: 'Zo‘r', createdAt: '2026-10-01T10:00:00Z' });
    const newest = await insertReview({ customerId: aziz.customer.id, productId: product.id, rating: 3, createdAt: '2026-10-03T10:00:00Z' });
    const middle = await insertReview({ customerId: olga.customer.id, productId: product.id, rating: 4, createdAt: '2026-10-02T10:00:00Z' });

    const first = await get(`/api/review/getReviewsByProductId/${product.id}?page=0&size=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      content: [
        {
          id: newest.id,
          productId: product.id,
          rating: 3,
          content: 'Yaxshi',
          createdAt: '2026-10-03T10:00:00.000Z',
          customer: { fullName: 'Aziz', image: null },
        },
        {
          id: middle.id,
          productId: product.id,
          rating: 4,
          content: 'Yaxshi',
          createdAt: '2026-10-02T10:00:00.000Z',
          customer: { fullName: 'Ольга П.', image: null },
        },
      ],
      page: 0,
      size: 2,
      totalElements: 3,
      totalPages: 2,
    });

    const second = await get(`/api/review/getReviewsByProductId/${product.id}?page=1&size=2`);
    expect(second.json()).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(second.json().content).toEqual([
      expect.objectContaining({ id: oldest.id, content: 'Zo‘r', customer: { fullName: 'Dilnoza K.', image: { url: '/media/uploads/avatars/d.webp' } } }),
    ]);
    expect(JSON.stringify(second.json())).not.toContain('Karimova');

    const past = await get(`/api/review/getReviewsByProductId/${product.id}?page=5&size=2`);
    expect(past.json()).toMatchObject({ content: [], totalElements: 3 });
  });

  it('gives an empty page for a product without reviews, 404 for an unknown one and 400 for a bad page', async () => {
    const { product } = await insertProduct(context.db);
    expect((await get(`/api/review/getReviewsByProductId/${product.id}`)).json()).toEqual({
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    });
    const unknown = await get('/api/review/getReviewsByProductId/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const tooBig = await get(`/api/review/getReviewsByProductId/${product.id}?size=101`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toHaveProperty('size');
    expect((await get('/api/review/getReviewsByProductId/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/review/getAverageRating (public)', () => {
  it('averages to one decimal, 0 without reviews, 404 for an unknown product', async () => {
    const { product } = await insertProduct(context.db);
    const { product: unrated } = await insertProduct(context.db);
    for (const rating of [5, 4, 4]) {
      const author = await createCustomer(context);
      await insertReview({ customerId: author.customer.id, productId: product.id, rating, createdAt: '2026-10-01T10:00:00Z' });
    }

    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 4.3, count: 3 });
    expect((await get(`/api/review/getAverageRating/${unrated.id}`)).json()).toEqual({ average: 0, count: 0 });
    expect((await get('/api/review/getAverageRating/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/review/getReviewsByCustomerId', () => {
  it("lists the customer's own reviews newest first with their products, and only to them", async () => {
    const author = await createCustomer(context);
    const other = await createCustomer(context);
    const dress = await insertProduct(context.db, { nameUZB: 'Ko‘ylak', nameRUS: 'Платье', images: ['/media/a.svg', '/media/b.svg'] });
    const shirt = await insertProduct(context.db, { images: [] });
    const older = await insertReview({ customerId: author.customer.id, productId: dress.product.id, rating: 5, createdAt: '2026-10-01T10:00:00Z' });
    const newer = await insertReview({ customerId: author.customer.id, productId: shirt.product.id, rating: 2, createdAt: '2026-10-05T10:00:00Z' });
    await insertReview({ customerId: other.customer.id, productId: dress.product.id, rating: 1, createdAt: '2026-10-06T10:00:00Z' });

    const response = await get(`/api/review/getReviewsByCustomerId/${author.customer.id}`, author.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: newer.id,
        productId: shirt.product.id,
        rating: 2,
        content: 'Yaxshi',
        createdAt: '2026-10-05T10:00:00.000Z',
        hidden: false,
        product: { id: shirt.product.id, nameUZB: 'Futbolka', nameRUS: 'Футболка', productImages: [] },
      },
      {
        id: older.id,
        productId: dress.product.id,
        rating: 5,
        content: 'Yaxshi',
        createdAt: '2026-10-01T10:00:00.000Z',
        hidden: false,
        product: { id: dress.product.id, nameUZB: 'Ko‘ylak', nameRUS: 'Платье', productImages: [{ url: '/media/a.svg' }, { url: '/media/b.svg' }] },
      },
    ]);

    expect((await get(`/api/review/getReviewsByCustomerId/${author.customer.id}`)).statusCode).toBe(401);
    const foreign = await get(`/api/review/getReviewsByCustomerId/${author.customer.id}`, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/review/getUnreviewedByCustomerId', () => {
  it('lists each received, unreviewed product once, latest order first', async () => {
    const shopper = await createCustomer(context);
    const other = await createCustomer(context);
    const reviewed = await insertProduct(context.db);
    const boughtTwice = await insertProduct(context.db, { nameUZB: 'Shim', nameRUS: 'Брюки', images: ['/media/shim.svg'] });
    const boughtLately = await insertProduct(context.db, { nameUZB: 'Kurtka', nameRUS: 'Куртка', images: [] });
    const onTheWay = await insertProduct(context.db);
    const reachedSomeoneElse = await insertProduct(context.db);
    const id = shopper.customer.id;
    await insertOrder(context.db, { customerId: id, status: 'REACHED', items: [line(reviewed), line(boughtTwice)], createdAt: new Date('2026-09-01T00:00:00Z') });
    await insertOrder(context.db, { customerId: id, status: 'REACHED', items: [line(boughtTwice)], createdAt: new Date('2026-09-10T00:00:00Z') });
    await insertOrder(context.db, { customerId: id, status: 'REACHED', items: [line(boughtLately)], createdAt: new Date('2026-10-01T00:00:00Z') });
    await insertOrder(context.db, { customerId: id, status: 'SEND', items: [line(onTheWay)], createdAt: new Date('2026-11-01T00:00:00Z') });
    await insertOrder(context.db, { customerId: other.customer.id, status: 'REACHED', items: [line(reachedSomeoneElse)] });
    await insertReview({ customerId: id, productId: reviewed.product.id, rating: 5, createdAt: '2026-09-05T00:00:00Z' });
    // Someone else's review of a product does not count as this customer's.
    await insertReview({ customerId: other.customer.id, productId: boughtLately.product.id, rating: 5, createdAt: '2026-09-05T00:00:00Z' });

    const response = await get(`/api/review/getUnreviewedByCustomerId/${id}`, shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: boughtLately.product.id, nameUZB: 'Kurtka', nameRUS: 'Куртка', productImages: [] },
      { id: boughtTwice.product.id, nameUZB: 'Shim', nameRUS: 'Брюки', productImages: [{ url: '/media/shim.svg' }] },
    ]);

    expect((await get(`/api/review/getUnreviewedByCustomerId/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/review/getUnreviewedByCustomerId/${id}`, other.headers)).statusCode).toBe(403);
  });
});
