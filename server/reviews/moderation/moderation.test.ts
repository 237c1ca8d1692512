import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { reviews } from '../../db/schema/reviews';
import { insertProduct } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => context.app.inject({ method: 'GET', url, headers });
const moderate = (id: number, payload: unknown, headers: Headers = manager.headers) =>
  context.app.inject({ method: 'PUT', url: `/api/review/moderateReview/${id}`, headers, payload: payload as object });
const remove = (id: number, headers: Headers = admin.headers) => context.app.inject({ method: 'DELETE', url: `/api/review/deleteReview/${id}`, headers });

async function review(productId: number, rating: number, fields: { content?: string; createdAt?: string; fullName?: string } = {}) {
  const author = await createCustomer(context, { fullName: fields.fullName ?? 'Dilnoza Karimova' });
  const [row] = await context.db
    .insert(reviews)
    .values({ customerId: author.customer.id, productId, rating, content: fields.content ?? 'Yaxshi', createdAt: new Date(fields.createdAt ?? '2026-11-01T10:00:00Z') })
    .returning();
  return { row: row!, author };
}

const auditOf = (id: number) =>
  context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id).then((rows) => rows.filter((row) => row.entity === 'review'));

describe('roles', () => {
  it('wants a staff token: none 401, a customer 403; MANAGER moderates, only ADMIN deletes', async () => {
    const { product } = await insertProduct(context.db);
    const { row } = await review(product.id, 4);
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/review/getAllReviews' },
      { method: 'PUT' as const, url: `/api/review/moderateReview/${row.id}`, payload: { hidden: false } },
      { method: 'DELETE' as const, url: `/api/review/deleteReview/${row.id}` },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      const asCustomer = await context.app.inject({ ...call, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    expect((await context.app.inject({ ...calls[0]!, headers: manager.headers })).statusCode).toBe(200);
    expect((await context.app.inject({ ...calls[1]!, headers: manager.headers })).statusCode).toBe(200);
    const managerDelete = await remove(row.id, manager.headers);
    expect(managerDelete.statusCode).toBe(403);
    expect(await context.db.select().from(reviews).where(eq(reviews.id, row.id))).toHaveLength(1);
  });
});

describe('GET /api/review/getAllReviews', () => {
  it('lists every review newest first with product, picture and author, and filters them', async () => {
    const { product } = await insertProduct(context.db, { referenceNumber: 'RV-LIST-1', nameUZB: 'Palto', nameRUS: 'Пальто', images: ['/media/coat.svg'] });
    const other = await insertProduct(context.db);
    const old = await review(product.id, 2, { content: 'Rangi o‘chdi', createdAt: '2026-10-10T12:00:00Z', fullName: 'Aziz Rahimov' });
    const recent = await review(product.id, 5, { content: 'Juda issiq', createdAt: '2026-10-20T12:00:00Z' });
    await review(other.product.id, 5, { createdAt: '2026-10-21T12:00:00Z' });

    const list = await get(`/api/review/getAllReviews?product=rv-list-1`, manager.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalElements: 2, page: 0, size: 20, totalPages: 1 });
    expect(list.json().content[0]).toEqual({
      id: recent.row.id,
      rating: 5,
      content: 'Juda issiq',
      createdAt: '2026-10-20T12:00:00.000Z',
      product: { id: product.id, referenceNumber: 'RV-LIST-1', nameUZB: 'Palto', nameRUS: 'Пальто', productImages: [{ url: '/media/coat.svg' }] },
      customer: { id: recent.author.customer.id, fullName: 'Dilnoza Karimova' },
      hidden: false,
      hiddenAt: null,
      hiddenReason: null,
      hiddenBy: null,
    });
    const ids = async (query: string) => (await get(`/api/review/getAllReviews?${query}`, manager.headers)).json().content.map((item: { id: number }) => item.id);
    expect(await ids(`product=${product.id}`)).toEqual([recent.row.id, old.row.id]);
    expect(await ids(`product=${product.id}&rating=2`)).toEqual([old.row.id]);
    expect(await ids(`product=${product.id}&q=o%E2%80%98chdi`)).toEqual([old.row.id]);
    expect(await ids(`product=${product.id}&q=rahimov`)).toEqual([old.row.id]);
    expect(await ids(`product=${product.id}&q=100%25`)).toEqual([]);
    // 2026-10-20 12:00 UTC is 17:00 that day in Tashkent; the 10th's review is before the period.
    expect(await ids(`product=${product.id}&from=2026-10-15&to=2026-10-20`)).toEqual([recent.row.id]);
    expect(await ids(`product=${product.id}&to=2026-10-19`)).toEqual([old.row.id]);
    await moderate(old.row.id, { hidden: true, reason: 'Spam' });
    expect(await ids(`product=${product.id}&visibility=hidden`)).toEqual([old.row.id]);
    expect(await ids(`product=${product.id}&visibility=shown`)).toEqual([recent.row.id]);
  });

  it.each([
    ['a rating of 6', 'rating=6', 'rating'],
    ['an unknown visibility', 'visibility=gone', 'visibility'],
    ['a bad date', 'from=2026-13-01', 'from'],
    ['a period that ends before it starts', 'from=2026-10-02&to=2026-10-01', 'to'],
    ['a page size over 100', 'size=101', 'size'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    const response = await get(`/api/review/getAllReviews?${query}`, manager.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('PUT /api/review/moderateReview/{id}', () => {
  it('hides a review from the product’s list, average, count and cards, keeps it for its author, and shows it again', async () => {
    const { product } = await insertProduct(context.db);
    await review(product.id, 5);
    const { row, author } = await review(product.id, 1, { content: 'Reklama' });
    // Read once so the cache holds the figures before the change.
    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 3, count: 2 });
    expect((await get(`/api/product/getProductById/${product.id}`)).json()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const hidden = await moderate(row.id, { hidden: true, reason: '  Reklama havolasi ' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: row.id,
      hidden: true,
      hiddenAt: context.clock.now().toISOString(),
      hiddenReason: 'Reklama havolasi',
      hiddenBy: { id: manager.user.id, fullName: manager.user.fullName },
    });
    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 5, count: 1 });
    const page = (await get(`/api/review/getReviewsByProductId/${product.id}`)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content.map((item: { id: number }) => item.id)).not.toContain(row.id);
    expect((await get(`/api/product/getProductById/${product.id}`)).json()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const own = await get(`/api/review/getReviewsByCustomerId/${author.customer.id}`, author.headers);
    expect(own.json()).toEqual([expect.objectContaining({ id: row.id, hidden: true })]);

    const shown = await moderate(row.id, { hidden: false }, admin.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ hidden: false, hiddenAt: null, hiddenReason: null, hiddenBy: null });
    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 3, count: 2 });
    expect((await get(`/api/product/getProductById/${product.id}`)).json()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const audit = await auditOf(row.id);
    expect(audit.map((entry) => [entry.action, entry.userId])).toEqual([
      ['HIDE', manager.user.id],
      ['SHOW', admin.user.id],
    ]);
    expect(audit[0]).toMatchObject({ before: expect.objectContaining({ hidden: false }), after: expect.objectContaining({ hidden: true, hiddenReason: 'Reklama havolasi' }) });
  });

  it('writes nothing when the review already is as asked', async () => {
    const { product } = await insertProduct(context.db);
    const { row } = await review(product.id, 3);
    expect((await moderate(row.id, { hidden: false })).statusCode).toBe(200);
    await moderate(row.id, { hidden: true, reason: 'Haqoratli' });
    expect((await moderate(row.id, { hidden: true, reason: 'Haqoratli' })).statusCode).toBe(200);
    expect((await auditOf(row.id)).map((entry) => entry.action)).toEqual(['HIDE']);
  });

  it.each([
    ['no reason to hide', { hidden: true }, 'reason'],
    ['a blank reason', { hidden: true, reason: '   ' }, 'reason'],
    ['a reason over 300 characters', { hidden: true, reason: 'x'.repeat(301) }, 'reason'],
    ['no hidden flag', { reason: 'Spam' }, 'hidden'],
    ['an unknown field', { hidden: false, note: 'x' }, 'note'],
  ])('refuses %s with 400 naming the field and changes nothing', async (_label, payload, field) => {
    const { product } = await insertProduct(context.db);
    const { row } = await review(product.id, 3);
    const response = await moderate(row.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
    const [stored] = await context.db.select().from(reviews).where(eq(reviews.id, row.id));
    expect(stored!.hiddenAt).toBeNull();
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    expect((await moderate(999_999, { hidden: false })).statusCode).toBe(404);
    expect((await moderate(0, { hidden: false })).statusCode).toBe(400);
  });
});

describe('DELETE /api/review/deleteReview/{id}', () => {
  it('deletes a review with an audit row; the storefront and the author no longer have it, and the author may review again', async () => {
    const { product } = await insertProduct(context.db);
    const { row, author } = await review(product.id, 2);
    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 2, count: 1 });
    const deleted = await remove(row.id);
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/review/getAverageRating/${product.id}`)).json()).toEqual({ average: 0, count: 0 });
    expect((await get(`/api/review/getReviewsByCustomerId/${author.customer.id}`, author.headers)).json()).toEqual([]);
    expect(await auditOf(row.id)).toEqual([expect.objectContaining({ action: 'DELETE', userId: admin.user.id, before: expect.objectContaining({ id: row.id }), after: null })]);
    expect((await remove(row.id)).statusCode).toBe(404);
  });
});
