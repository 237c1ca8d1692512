import { productImages, productSizeVariants } from '../../../db/schema/catalogue';
import { createCustomer, createTestApp, type TestContext } from '../../../../test/server/harness';
import { catalogueBasics, productBody, staffWithRole } from '../../../staff/testing/staff-fixtures';

/** A product staff add is a draft: shoppers never meet it until it is published with a photo and a size in stock. */

let context: TestContext;
let basics: Awaited<ReturnType<typeof catalogueBasics>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  basics = await catalogueBasics(context);
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

let counter = 0;

async function addDraft(fields: Record<string, unknown> = {}) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/product/addProduct',
    headers: manager.headers,
    payload: productBody(basics, { referenceNumber: `DR-${++counter}`, nameUZB: `Qoralama ${counter}`, nameRUS: `Черновик ${counter}`, ...fields }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const publish = (id: number) => context.app.inject({ method: 'POST', url: `/api/product/publishProduct/${id}`, headers: manager.headers });
const shopperPage = (id: number) => context.app.inject({ method: 'GET', url: `/api/product/getProductById/${id}` });
const staffList = (query: string) => context.app.inject({ method: 'GET', url: `/api/product/staff/getAllProducts?${query}`, headers: manager.headers });

describe('a product staff add', () => {
  it('is a draft no shopper meets: not by its address, not in search, not as a favourite, and never active', async () => {
    const draft = await addDraft({ active: true });
    expect(draft).toMatchObject({ publishedAt: null, active: false });

    expect((await shopperPage(draft.id)).statusCode).toBe(404);
    const search = await context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(draft.nameRUS)}` });
    expect(search.statusCode).toBe(200);
    expect(search.json().map((card: { id: number }) => card.id)).not.toContain(draft.id);
    const shopper = await createCustomer(context);
    const like = await context.app.inject({
      method: 'POST',
      url: '/api/likedItem/addLikedItem',
      headers: shopper.headers,
      payload: { customerId: shopper.customer.id, productId: draft.id },
    });
    expect(like.statusCode).toBe(404);

    // Editing a draft keeps it off sale, whatever the form's switch says.
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/product/editProduct/${draft.id}`,
      headers: manager.headers,
      payload: (({ referenceNumber: _apart, ...body }) => ({ ...body, version: draft.version }))(productBody(basics, { active: true, nameUZB: 'Yangi nom' })),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nameUZB: 'Yangi nom', active: false, publishedAt: null });
  });

  it('is refused publishing while it lacks a photo or a size in stock, naming each, and is on sale once it has them', async () => {
    const draft = await addDraft();
    const bare = await publish(draft.id);
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error).toMatchObject({ code: 'NOT_READY', fields: { photos: 'add at least one photo', sizes: 'give at least one size a stock above 0' } });

    await context.db.insert(productSizeVariants).values({ productId: draft.id, size: 'M', quantity: 0 });
    await context.db.insert(productImages).values({ productId: draft.id, url: '/media/products/draft.webp' });
    const noStock = await publish(draft.id);
    expect(noStock.statusCode).toBe(409);
    expect(noStock.json().error.fields).toEqual({ sizes: 'give at least one size a stock above 0' });

    await context.db.insert(productSizeVariants).values({ productId: draft.id, size: 'L', quantity: 3 });
    const published = await publish(draft.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ active: true, version: draft.version + 1 });
    expect(published.json().publishedAt).toEqual(expect.any(String));
    expect((await shopperPage(draft.id)).statusCode).toBe(200);

    // Publishing again changes nothing.
    const again = await publish(draft.id);
    expect(again.json()).toMatchObject({ version: draft.version + 1, publishedAt: published.json().publishedAt });
  });

  it('is listed for staff by state: drafts only, or published only', async () => {
    const draft = await addDraft();
    const drafts = (await staffList('draft=true&size=100')).json();
    expect(drafts.content.map((row: { id: number }) => row.id)).toContain(draft.id);
    expect(drafts.content.every((row: { publishedAt: string | null }) => row.publishedAt === null)).toBe(true);
    const published = (await staffList('draft=false&size=100')).json();
    expect(published.content.map((row: { id: number }) => row.id)).not.toContain(draft.id);
  });
});
