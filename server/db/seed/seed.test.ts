import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/harness';
import { searchKey } from '../../catalogue/transliterate';
import type { DatabaseHandle } from '../client';
import { categories, categoryBlocks, colors, productCategories, productImages, products, productSizeVariants } from '../schema/catalogue';
import { banners, homeSliders, lookImages, lookProducts, looks } from '../schema/home';
import { coupons, loyaltyTiers } from '../schema/loyalty';
import { customers } from '../schema/people';
import { users } from '../schema/staff';
import { addresses } from '../schema/places';
import { orderItems, orders } from '../schema/orders';
import { returnRequests } from '../schema/returns';
import { reviews } from '../schema/reviews';
import { cartItems } from '../schema/shopping';
import { likedItems } from '../schema/favourites';
import { stockMovements } from '../schema/stock';
import { DEMO_CUSTOMER, DEMO_STAFF } from './demo-accounts';
import { seedDemo } from './index';

const NOW = new Date('2026-11-20T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDemo(first.db, { now: NOW });
  await seedDemo(second.db, { now: NOW });
}, 60_000);
afterAll(() => Promise.all([first?.close(), second?.close()]));

const allProducts = (handle: DatabaseHandle) => handle.db.select().from(products).orderBy(asc(products.id));

describe('seedDemo', () => {
  it('gives the same shop on two fresh databases', async () => {
    const [a, b] = await Promise.all([allProducts(first), allProducts(second)]);
    const comparable = (rows: typeof a) => rows.map(({ createdAt: _created, ...row }) => row);
    expect(a.length).toBe(320);
    expect(comparable(a)).toEqual(comparable(b));
    // Demo fiscal codes on every product (fiscal-codes.ts).
    for (const row of a) expect([row.mxikCode, row.packageCode]).toEqual([expect.stringMatching(/^9990[0-9]{13}$/), expect.stringMatching(/^9990[0-9]{3}$/)]);
    const sizes = (handle: DatabaseHandle) => handle.db.select().from(productSizeVariants).orderBy(asc(productSizeVariants.id));
    expect(await sizes(first)).toEqual(await sizes(second));
    const links = (handle: DatabaseHandle) =>
      handle.db.select().from(productCategories).orderBy(asc(productCategories.productId), asc(productCategories.categoryId));
    expect(await links(first)).toEqual(await links(second));
    const written = (handle: DatabaseHandle) => handle.db.select().from(reviews).orderBy(asc(reviews.id));
    expect(await written(first)).toEqual(await written(second));
  });

  it('refuses a database that already has a catalogue', async () => {
    await expect(seedDemo(first.db, { now: NOW })).rejects.toThrow(/empty catalogue/);
  });

  it('builds the category tree with the sale at id 7 and the brand line by its name', async () => {
    const rows = await first.db.select().from(categories);
    const parents = rows.filter((row) => row.parentId === null);
    const childrenOf = (id: number) => rows.filter((row) => row.parentId === id);
    expect(parents.filter((parent) => parent.nameUZB !== 'Libos Atelier' && childrenOf(parent.id).length > 0).length).toBeGreaterThanOrEqual(8);
    const sale = rows.find((row) => row.id === 7);
    expect(sale).toMatchObject({ nameUZB: 'Chegirmalar', nameRUS: 'Скидки', parentId: null });
    const atelier = parents.find((parent) => parent.nameUZB === 'Libos Atelier');
    expect(atelier).toBeDefined();
    expect(childrenOf(atelier?.id ?? 0).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.verticalImage).toMatch(/^\/media\/category\/[a-z0-9-]+\/vertical\.svg$/);
      expect(row.horizontalImage).toMatch(/^\/media\/category\/[a-z0-9-]+\/horizontal\.svg$/);
    }
  });

  it('puts exactly the products on sale into category 7, and each product into its subcategory and parent', async () => {
    const rows = await allProducts(first);
    const links = await first.db.select().from(productCategories);
    const tree = new Map((await first.db.select().from(categories)).map((row) => [row.id, row]));
    const inSale = new Set(links.filter((link) => link.categoryId === 7).map((link) => link.productId));
    const onSale = rows.filter((row) => row.sale > 0);
    expect(onSale.length).toBeGreaterThan(0);
    expect([...inSale].sort()).toEqual(onSale.map((row) => row.id).sort());
    for (const product of rows) {
      const mine = links.filter((link) => link.productId === product.id).map((link) => link.categoryId);
      const leaf = mine.map((id) => tree.get(id)).find((category) => category?.parentId && ![1, 7].includes(category.parentId));
      expect(leaf).toBeDefined();
      expect(mine).toContain(leaf?.parentId);
      const inBrandLine = tree.get(leaf?.parentId ?? 0)?.nameUZB === 'Libos Atelier';
      expect(product.brandId).toBe(inBrandLine ? 2 : 1);
    }
  });

  it('makes realistic products: prices, sales, stock dates, search keys and bilingual text', async () => {
    const rows = await allProducts(first);
    for (const row of rows) {
      expect(row.sellPrice).toBeGreaterThanOrEqual(89_000);
      expect(row.sellPrice).toBeLessThanOrEqual(1_290_000);
      expect([0, 900]).toContain(row.sellPrice % 1000);
      if (row.sale > 0) {
        expect(row.sale).toBeGreaterThanOrEqual(10);
        expect(row.sale).toBeLessThanOrEqual(50);
      }
      const age = NOW.getTime() - row.stockedAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * DAY);
      expect(row.searchKey).toBe(searchKey(row.nameUZB, row.nameRUS, row.referenceNumber));
      expect(row.referenceNumber).toMatch(/^L[BA]-\d{5}$/);
      expect(row.descriptionUZB.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(row.nameRUS).toMatch(/[а-яё]/i);
    }
    const share = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length / rows.length;
    expect(share((row) => row.sale > 0)).toBeGreaterThan(0.15);
    expect(share((row) => row.sale > 0)).toBeLessThan(0.35);
    expect(share((row) => !row.active)).toBeGreaterThan(0.01);
    expect(share((row) => !row.active)).toBeLessThan(0.12);
    expect(share((row) => NOW.getTime() - row.stockedAt.getTime() < 10 * DAY)).toBeGreaterThan(0.05);
    // Uzbek names hold o‘ and g‘, written with the turned comma as the shop's own texts are, never a straight apostrophe.
    expect(rows.some((row) => /o‘|g‘/i.test(row.nameUZB))).toBe(true);
    expect(rows.filter((row) => /\p{L}'\p{L}/u.test(`${row.nameUZB} ${row.descriptionUZB}`)).map((row) => row.nameUZB)).toEqual([]);
  });

  it('gives every product a name of its own in both languages, colour variants of an item differing only in colour', async () => {
    const rows = await allProducts(first);
    const colourOf = new Map((await first.db.select().from(colors)).map((row) => [row.id, row]));
    expect(new Set(rows.map((row) => row.nameUZB)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.nameRUS)).size).toBe(rows.length);
    const base = (name: string) => name.slice(0, name.lastIndexOf(', '));
    const groups = new Map<string, typeof rows>();
    for (const row of rows) groups.set(row.referenceNumber, [...(groups.get(row.referenceNumber) ?? []), row]);
    const multi = [...groups.values()].filter((group) => group.length > 1);
    expect(multi.length).toBeGreaterThan(20);
    for (const group of groups.values()) {
      expect(group.length).toBeLessThanOrEqual(4);
      expect(new Set(group.map((row) => base(row.nameUZB))).size).toBe(1);
      expect(new Set(group.map((row) => base(row.nameRUS))).size).toBe(1);
      expect(new Set(group.map((row) => row.sellPrice)).size).toBe(1);
      expect(new Set(group.map((row) => row.colorId)).size).toBe(group.length);
    }
    for (const row of rows) {
      // The name ends with the product's own colour: "..., qora" and "..., чёрное" for colour Qora / Чёрный.
      const colour = colourOf.get(row.colorId);
      expect(row.nameUZB.endsWith(`, ${colour?.nameUZB.toLowerCase()}`)).toBe(true);
      expect(row.nameRUS.slice(row.nameRUS.lastIndexOf(', ') + 2).slice(0, 3)).toBe(colour?.nameRUS.toLowerCase().slice(0, 3));
    }
    // Items of one kind differ in cut and material too, not only in colour.
    const coats = new Set(rows.filter((row) => row.nameUZB.includes(' palto, ')).map((row) => base(row.nameUZB)));
    expect(coats.size).toBeGreaterThanOrEqual(3);
  });

  it('stocks sizes by garment type with some sizes and some products sold out', async () => {
    const variants = await first.db.select().from(productSizeVariants);
    const byProduct = new Map<number, typeof variants>();
    for (const variant of variants) byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
    expect(byProduct.size).toBe(320);
    const sizes = new Set(variants.map((variant) => variant.size));
    for (const size of ['M', 'XL', '38', '42', 'One size']) expect(sizes).toContain(size);
    for (const variant of variants) {
      expect(variant.quantity).toBeGreaterThanOrEqual(0);
      expect(variant.quantity).toBeLessThanOrEqual(20);
    }
    expect(variants.filter((variant) => variant.quantity === 0).length).toBeGreaterThan(0);
    const whollySoldOut = [...byProduct.values()].filter((list) => list.every((variant) => variant.quantity === 0));
    expect(whollySoldOut.length).toBeGreaterThan(0);
  });

  it("starts each size's stock history with the shop's own movement, so its movements add up to its stock", async () => {
    const mismatched = await first.db
      .select({ id: productSizeVariants.id })
      .from(productSizeVariants)
      .where(sql`${productSizeVariants.quantity} <> (select coalesce(sum(${stockMovements.delta}), 0) from ${stockMovements} where ${stockMovements.sizeVariantId} = ${productSizeVariants.id})`);
    expect(mismatched).toEqual([]);
    const [earliest] = await first.db.select().from(stockMovements).orderBy(asc(stockMovements.id)).limit(1);
    expect(earliest).toMatchObject({ kind: 'set', actor: 'shop', userId: null, orderId: null });
  });

  it("draws 2-4 pictures per product in the product's own colour", async () => {
    const images = await first.db.select().from(productImages);
    const colourOf = new Map((await first.db.select().from(colors)).map((row) => [row.id, row.colorCode.slice(1)]));
    const rows = await allProducts(first);
    for (const row of rows) {
      const mine = images.filter((image) => image.productId === row.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      for (const image of mine) expect(image.url).toMatch(new RegExp(`^/media/garment/[a-z]+/(front|back|detail)/${colourOf.get(row.colorId)}\\.svg$`));
    }
  });

  it('composes named looks whose pictures draw exactly the products they list', async () => {
    const lookRows = await first.db.select().from(looks).orderBy(asc(looks.id));
    expect(lookRows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lookRows.map((look) => look.nameUZB)).size).toBe(lookRows.length);
    expect(new Set(lookRows.map((look) => look.nameRUS)).size).toBe(lookRows.length);
    for (const look of lookRows) {
      expect(look.nameUZB).toMatch(/^[A-Z][a-z' ]+$/i);
      expect(look.nameRUS).toMatch(/^[А-ЯЁ][а-яё ]+$/);
    }
    const pictures = await first.db.select().from(lookImages);
    const items = await first.db.select().from(lookProducts).orderBy(asc(lookProducts.position));
    const colourOf = new Map((await first.db.select().from(colors)).map((row) => [row.id, row.colorCode.slice(1)]));
    const productRows = new Map((await allProducts(first)).map((row) => [row.id, row]));
    const kindOf = new Map((await first.db.select().from(productImages)).map((image) => [image.productId, image.url.split('/')[3]]));
    for (const look of lookRows) {
      const mine = pictures.filter((picture) => picture.lookId === look.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(2);
      const chosen = items.filter((item) => item.lookId === look.id);
      expect(chosen.length).toBeGreaterThanOrEqual(2);
      expect(chosen.length).toBeLessThanOrEqual(5);
      const drawn = chosen.map((item) => `${kindOf.get(item.productId)}-${colourOf.get(productRows.get(item.productId)?.colorId ?? 0)}`).join('_');
      for (const picture of mine) expect(picture.url).toMatch(new RegExp(`^/media/look/(flat|worn)/${drawn}\\.svg$`));
    }
  });

  it('composes menus, banners in each language and home sliders', async () => {
    const blocks = await first.db.select().from(categoryBlocks).orderBy(asc(categoryBlocks.placementNumber));
    for (const [type, least] of [['MENU_1', 8], ['MENU_2', 6]] as const) {
      const mine = blocks.filter((block) => block.categoryBlockType === type);
      expect(mine.length).toBeGreaterThanOrEqual(least);
      expect(mine.map((block) => block.placementNumber)).toEqual(mine.map((_, i) => i + 1));
    }
    const bannerRows = await first.db.select().from(banners);
    expect(bannerRows.length).toBeGreaterThanOrEqual(4);
    const [lookPicture] = await first.db.select().from(lookImages).where(eq(lookImages.lookId, 1)).orderBy(asc(lookImages.position));
    const lookGarments = /^\/media\/look\/flat\/(.+)\.svg$/.exec(lookPicture?.url ?? '')?.[1];
    for (const banner of bannerRows) {
      // What a banner opens is what it draws: a look's products, or the product itself.
      const [opened] = banner.targetType === 'product' ? await first.db.select().from(productImages).where(eq(productImages.productId, banner.targetId)) : [];
      // A product picture is /media/garment/{kind}/{view}/{rrggbb}.svg.
      const [, , , kind, , hex] = (opened?.url ?? '').replace('.svg', '').split('/');
      const drawn = banner.targetType === 'look' ? `?garments=${lookGarments}` : opened ? `?garments=${kind}-${hex}` : '';
      expect(banner.mobileImage).toBe(`/media/banner/${banner.id}/uz/mobile.svg${drawn}`);
      expect(banner.desktopImage).toBe(`/media/banner/${banner.id}/uz/desktop.svg${drawn}`);
      expect(banner.mobileImageRUS).toBe(`/media/banner/${banner.id}/ru/mobile.svg${drawn}`);
      expect(banner.desktopImageRUS).toBe(`/media/banner/${banner.id}/ru/desktop.svg${drawn}`);
    }
    expect(bannerRows.filter((banner) => banner.desktopImage.includes('?garments=')).length).toBe(2);
    expect(bannerRows).toEqual(expect.arrayContaining([
      expect.objectContaining({ targetType: 'category', targetId: 7 }),
      expect.objectContaining({ targetType: 'look' }),
      expect.objectContaining({ targetType: 'product' }),
    ]));
    const product = bannerRows.find((row) => row.targetType === 'product');
    expect(await first.db.select().from(products).where(eq(products.id, product?.targetId ?? 0))).toHaveLength(1);
    const sliders = await first.db.select().from(homeSliders).orderBy(asc(homeSliders.placeNumber));
    expect(sliders.length).toBeGreaterThanOrEqual(4);
    expect(sliders.map((slider) => slider.categoryId)).toContain(7);
  });

  it('sets the loyalty tiers and the coupon each tier awards', async () => {
    const tiers = await first.db.select().from(loyaltyTiers).orderBy(asc(loyaltyTiers.minPoints));
    expect(tiers.map((tier) => [tier.name, tier.minPoints])).toEqual([['Start', 0], ['Bronze', 1500], ['Silver', 3000], ['Gold', 6000]]);
    const couponRows = await first.db.select().from(coupons);
    const byTier = Object.fromEntries(couponRows.map((coupon) => [tiers.find((tier) => tier.id === coupon.loyaltyTierId)?.name, [coupon.credit, coupon.validDays]]));
    expect(byTier).toEqual({ Bronze: [20_000, 30], Silver: [50_000, 45], Gold: [100_000, 60] });
  });

  it('creates the demo customer and staff member whose passwords verify', async () => {
    const [customer] = await first.db.select().from(customers).where(eq(customers.phoneNumber, DEMO_CUSTOMER.phoneNumber));
    expect(customer).toMatchObject({ fullName: 'Dilnoza Karimova', gender: 'Ayol', birthDate: '1996-03-14' });
    expect(await verify(customer?.passwordHash ?? '', DEMO_CUSTOMER.password)).toBe(true);
    expect(await verify(customer?.passwordHash ?? '', 'wrong-password')).toBe(false);
    const [staff] = await first.db.select().from(users).where(eq(users.phoneNumber, DEMO_STAFF.phoneNumber));
    expect(staff?.role).toBe('ADMIN');
    expect(await verify(staff?.passwordHash ?? '', DEMO_STAFF.password)).toBe(true);

    const own = await first.db.select().from(addresses).where(eq(addresses.customerId, customer?.id ?? 0));
    expect(own).toHaveLength(2);
    expect(own.filter((address) => address.street && address.houseNumber && !address.postFilialId)).toHaveLength(1);
    expect(own.filter((address) => address.postFilialId && !address.street)).toHaveLength(1);
    const cart = await first.db.select({ quantity: productSizeVariants.quantity, active: products.active }).from(cartItems)
      .innerJoin(productSizeVariants, eq(productSizeVariants.id, cartItems.productSizeVariantId))
      .innerJoin(products, eq(products.id, productSizeVariants.productId));
    expect(cart).toHaveLength(2);
    for (const line of cart) expect(line).toMatchObject({ active: true, quantity: expect.any(Number) });
    expect(cart.every((line) => line.quantity > 0)).toBe(true);
    expect(await first.db.select().from(likedItems)).toHaveLength(3);
  });

  it('asks for a few returns and an exchange on recent deliveries, none received yet (no stock or money moved)', async () => {
    const requests = await first.db
      .select({ request: returnRequests, reachedAt: orders.reachedAt, line: orderItems })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .orderBy(asc(returnRequests.id));
    expect(requests.map(({ request }) => [request.status, request.kind])).toEqual([
      ['REQUESTED', 'RETURN'], ['REQUESTED', 'EXCHANGE'], ['REQUESTED', 'RETURN'], ['APPROVED', 'RETURN'], ['REJECTED', 'RETURN'],
    ]);
    for (const { request, reachedAt, line } of requests) {
      // Asked within the shop's first window (10 days from delivery), one unit, before the seed's moment.
      expect(request.createdAt.getTime() - reachedAt!.getTime()).toBeLessThanOrEqual(10 * DAY);
      expect(request.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(request).toMatchObject({ quantity: 1, customerId: expect.any(Number), receivedAt: null, refundState: null });
      expect(request.refundAmount).toBe(request.kind === 'RETURN' ? line.unitPrice : 0);
    }
    const exchange = requests[1]!;
    expect(exchange.request.exchangeSizeVariantId).not.toBe(exchange.line.productSizeVariantId);
    expect(requests[4]!.request.decisionNote).toMatch(/\S/);
  });

  it('leaves every id sequence after the seeded rows', async () => {
    const seeded = await first.db.select({ id: categories.id }).from(categories);
    const [category] = await first.db.insert(categories).values({ nameUZB: 'Sinov', nameRUS: 'Тест' }).returning();
    expect(category?.id).toBe(Math.max(...seeded.map((row) => row.id)) + 1);
    const [customer] = await first.db.insert(customers)
      .values({ fullName: 'Aziz', phoneNumber: '+998901112233', birthDate: '1990-01-01', passwordHash: 'x' }).returning();
    const seededCustomers = await first.db.select({ id: customers.id }).from(customers);
    expect(customer?.id).toBe(Math.max(...seededCustomers.filter((row) => row.id !== customer?.id).map((row) => row.id)) + 1);
    await first.db.delete(customers).where(eq(customers.id, customer?.id ?? 0));
    await first.db.delete(categories).where(eq(categories.id, category?.id ?? 0));
  });
});
