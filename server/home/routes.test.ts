import { insertBanner, insertHomeSlider, insertLook, insertLoyaltyTier } from '../../test/server/catalogue-fixtures';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { invalidateCatalogue } from '../catalogue/cache';

// Each test inserts its own rows, which takes a while on a busy machine.

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
beforeEach(() => invalidateCatalogue());

const get = (url: string) => context.app.inject({ method: 'GET', url });
const day = 24 * 60 * 60 * 1000;
const stocked = (daysAgo: number) => new Date(Date.parse('2026-11-20T09:00:00Z') - daysAgo * day);

describe('GET /api/homePage/getHomePage', () => {
  it('answers active banners by position and each slider with the newest in-stock products of its category tree', async () => {
    const { db } = context;
    const women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
    const dresses = await insertCategory(db, { nameUZB: 'Liboslar', nameRUS: 'Платья', parentId: women.id });
    const men = await insertCategory(db, { nameUZB: 'Erkaklar', nameRUS: 'Мужчинам' });
    const second = await insertBanner(db, { position: 2, targetType: 'category', targetId: women.id });
    const first = await insertBanner(db, {
      position: 1, targetType: 'product', targetId: 99_999, mobileImage: '/m1.svg', desktopImage: '/d1.svg', mobileImageRUS: '/m1-ru.svg', desktopImageRUS: '/d1-ru.svg',
    });
    await insertBanner(db, { position: 0, active: false });
    await insertHomeSlider(db, { categoryId: men.id, placeNumber: 2 });
    await insertHomeSlider(db, { categoryId: women.id, placeNumber: 1 });
    const older = await insertProduct(db, { categoryIds: [women.id], stockedAt: stocked(5) });
    const newer = await insertProduct(db, { categoryIds: [dresses.id], stockedAt: stocked(1) });
    await insertProduct(db, { categoryIds: [women.id], sizes: { M: 0 }, stockedAt: stocked(0) });
    await insertProduct(db, { categoryIds: [women.id], active: false, stockedAt: stocked(0) });
    const many = [];
    for (let index = 0; index < 14; index++) many.push(await insertProduct(db, { categoryIds: [men.id], stockedAt: stocked(index) }));

    const response = await get('/api/homePage/getHomePage');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.banners).toEqual([
      // What it opens is gone: no name.
      { id: first.id, mobileImage: '/m1.svg', desktopImage: '/d1.svg', mobileImageRUS: '/m1-ru.svg', desktopImageRUS: '/d1-ru.svg', target: { type: 'product', id: 99_999 }, targetName: null },
      // Without Russian pictures, the one picture serves both languages; named by what it opens, in each language.
      {
        id: second.id, mobileImage: second.mobileImage, desktopImage: second.desktopImage, mobileImageRUS: null, desktopImageRUS: null,
        target: { type: 'category', id: women.id }, targetName: { uz: 'Ayollar', ru: 'Женщинам' },
      },
    ]);
    expect(body.sliders.map((slider: { placeNumber: number }) => slider.placeNumber)).toEqual([1, 2]);
    const [womenSlider, menSlider] = body.sliders;
    expect(womenSlider.category).toEqual({ id: women.id, nameUZB: 'Ayollar', nameRUS: 'Женщинам' });
    expect(womenSlider.products.map((card: { id: number }) => card.id)).toEqual([newer.product.id, older.product.id]);
    expect(womenSlider.products[0]).toMatchObject({ inStock: true, active: true, isNew: true, productImages: [{ url: expect.any(String) }] });
    expect(menSlider.products.map((card: { id: number }) => card.id)).toEqual(many.slice(0, 12).map((item) => item.product.id));
  });
});

describe('GET /api/lookCollection', () => {
  it('lists looks by position with their images and product cards in order, and one look by id', async () => {
    const { db } = context;
    const jacket = await insertProduct(db, { nameUZB: 'Kurtka' });
    const jeans = await insertProduct(db, { nameUZB: 'Jinsi' });
    const later = await insertLook(db, { position: 2, images: ['/l2.svg'], productIds: [jacket.product.id], nameUZB: 'Shahar ritmi', nameRUS: 'Городской ритм' });
    const earlier = await insertLook(db, { position: 1, images: ['/l1a.svg', '/l1b.svg'], productIds: [jeans.product.id, jacket.product.id] });
    const empty = await insertLook(db, { position: 3, images: [] });

    const response = await get('/api/lookCollection/getLookCollection');
    expect(response.statusCode).toBe(200);
    const looks = response.json();
    expect(looks.map((look: { id: number }) => look.id)).toEqual([earlier.id, later.id, empty.id]);
    expect(looks[0].images).toEqual([{ url: '/l1a.svg' }, { url: '/l1b.svg' }]);
    expect(looks[0].products.map((card: { nameUZB: string }) => card.nameUZB)).toEqual(['Jinsi', 'Kurtka']);
    expect(looks[2]).toEqual({ id: empty.id, nameUZB: null, nameRUS: null, images: [], products: [] });

    const one = await get(`/api/lookCollection/getLookCollectionById/${later.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: later.id, nameUZB: 'Shahar ritmi', nameRUS: 'Городской ритм', images: [{ url: '/l2.svg' }], products: [{ id: jacket.product.id, nameUZB: 'Kurtka' }],
    });
  });

  it('answers 404 for an unknown look and 400 for a bad id', async () => {
    expect((await get('/api/lookCollection/getLookCollectionById/98765')).statusCode).toBe(404);
    const bad = await get('/api/lookCollection/getLookCollectionById/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });
});

describe('GET /api/status/getAllStatus', () => {
  it('lists the loyalty tiers by threshold with the coupon each awards', async () => {
    const { db } = context;
    await insertLoyaltyTier(db, { name: 'Silver', minPoints: 3000, coupon: { name: 'Silver 50 000', credit: 50_000, validDays: 30 } });
    await insertLoyaltyTier(db, { name: 'Start', minPoints: 0 });
    await insertLoyaltyTier(db, { name: 'Gold', minPoints: 6000, coupon: { name: 'Gold 100 000', credit: 100_000, validDays: 60 } });
    await insertLoyaltyTier(db, { name: 'Bronze', minPoints: 1500, coupon: { name: 'Bronze 25 000', credit: 25_000, validDays: 30 } });

    const response = await get('/api/status/getAllStatus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'Start', minPoints: 0, coupon: null },
      { id: expect.any(Number), name: 'Bronze', minPoints: 1500, coupon: { name: 'Bronze 25 000', credit: 25_000, validDays: 30 } },
      { id: expect.any(Number), name: 'Silver', minPoints: 3000, coupon: { name: 'Silver 50 000', credit: 50_000, validDays: 30 } },
      { id: expect.any(Number), name: 'Gold', minPoints: 6000, coupon: { name: 'Gold 100 000', credit: 100_000, validDays: 60 } },
    ]);
  });
});
