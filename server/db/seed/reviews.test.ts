import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { productImages, products } from '../schema/catalogue';
import { customerCoupons } from '../schema/loyalty';
import { orderItems, orders } from '../schema/orders';
import { paymentTransactions } from '../schema/payments';
import { customers } from '../schema/people';
import { reviews } from '../schema/reviews';
import { seedDemo } from './index';

const NOW = new Date('2026-11-20T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ seed: (db) => seedDemo(db, { now: NOW }) });
}, 60_000);
afterAll(() => context?.close());

describe('the seeded reviews', () => {
  it('are written in both languages with every rating, on about half of the products on sale for a while', async () => {
    const rows = await context.db.select().from(reviews);
    const catalogue = await context.db.select().from(products);
    const reviewable = catalogue.filter((product) => product.active && NOW.getTime() - product.stockedAt.getTime() > 8 * DAY);
    const reviewed = new Set(rows.map((review) => review.productId));
    expect(reviewed.size / reviewable.length).toBeGreaterThan(0.35);
    expect(reviewed.size / reviewable.length).toBeLessThan(0.6);
    expect(new Set(rows.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const share = (rating: number) => rows.filter((review) => review.rating === rating).length / rows.length;
    expect(share(5) + share(4)).toBeGreaterThan(0.6);
    const russian = rows.filter((review) => /[а-яё]/i.test(review.content));
    expect(russian.length).toBeGreaterThan(rows.length * 0.15);
    expect(russian.length).toBeLessThan(rows.length * 0.6);
    expect(new Set(rows.map((review) => review.content)).size).toBeGreaterThan(20);
    // Shoes, bags and belts are not praised for their fabric or their washing.
    const images = await context.db.select().from(productImages);
    const kindOf = new Map(images.map((image) => [image.productId, image.url.split('/')[3]]));
    const notCloth = rows.filter((review) => ['sneakers', 'shoes', 'boots', 'bag', 'belt', 'cap', 'scarf'].includes(kindOf.get(review.productId) ?? ''));
    expect(notCloth.length).toBeGreaterThan(10);
    for (const review of notCloth) expect(review.content).not.toMatch(/matosi|yuvish|ткань|стирк/i);
    // A product has a handful of reviews, never two from one customer.
    const perProduct = new Map<number, number[]>();
    for (const review of rows) perProduct.set(review.productId, [...(perProduct.get(review.productId) ?? []), review.customerId]);
    for (const writers of perProduct.values()) {
      expect(writers.length).toBeLessThanOrEqual(6);
      expect(new Set(writers).size).toBe(writers.length);
    }
  });

  it('come from customers who received the product in a paid, delivered order before writing', async () => {
    const rows = await context.db.select().from(reviews);
    const lines = await context.db
      .select({ customerId: orders.customerId, productId: orderItems.productId, status: orders.status, paid: orders.paid, placedAt: orders.createdAt, stockedAt: products.stockedAt })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId));
    for (const review of rows) {
      const line = lines.find((row) => row.customerId === review.customerId && row.productId === review.productId);
      expect(line).toMatchObject({ status: 'REACHED', paid: true });
      expect(line?.placedAt.getTime()).toBeGreaterThan(line?.stockedAt.getTime() ?? Infinity);
      expect(review.createdAt.getTime()).toBeGreaterThan(line?.placedAt.getTime() ?? Infinity);
      expect(review.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    // The demo customer's own history stays empty: the shop's journeys start from a first order.
    expect(await context.db.select().from(orders).where(eq(orders.customerId, 1))).toHaveLength(0);
    expect(await context.db.select().from(reviews).where(eq(reviews.customerId, 1))).toHaveLength(0);
  });

  it('keep orders, points and tier coupons by the shop rules', async () => {
    const orderRows = await context.db.select().from(orders).orderBy(asc(orders.id));
    const items = await context.db.select().from(orderItems);
    const payments = await context.db.select().from(paymentTransactions);
    expect(orderRows.length).toBeGreaterThan(50);
    for (const order of orderRows) {
      const mine = items.filter((item) => item.orderId === order.id);
      const goods = mine.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      expect(order.orderNumber).toBe(`LB-${String(order.id).padStart(6, '0')}`);
      expect(order.goodsTotal).toBe(goods);
      expect(order.deliveryCost).toBe(goods >= 400_000 ? 0 : 28_000);
      expect(order.total).toBe(goods + order.deliveryCost);
      expect(order.pointsAwarded).toBe(Math.floor(goods / 1000));
      // Paid through its provider, as the staff's payments page lists it (performed, in tiyin).
      expect(payments.filter((payment) => payment.orderId === order.id).map(({ provider, amountTiyin, state }) => ({ provider, amountTiyin, state }))).toEqual([
        { provider: order.paymentMethod, amountTiyin: order.total * 100, state: 2 },
      ]);
    }
    const shoppers = await context.db.select().from(customers);
    const coupons = await context.db.select().from(customerCoupons);
    for (const shopper of shoppers) {
      const mine = orderRows.filter((order) => order.customerId === shopper.id);
      expect(shopper.points).toBe(mine.reduce((sum, order) => sum + order.pointsAwarded, 0));
      const tiersPassed = [1500, 3000, 6000].filter((least) => shopper.points >= least).length;
      expect(coupons.filter((coupon) => coupon.customerId === shopper.id)).toHaveLength(tiersPassed);
      // Registered before any of their orders (the seed once stamped every account with its own moment).
      expect(mine.every((order) => order.createdAt.getTime() > shopper.createdAt.getTime())).toBe(true);
    }
  });

  it('show as averages on the cards and in the product reviews', async () => {
    const [busiest] = await context.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(asc(reviews.productId))
      .limit(1);
    const productId = busiest?.productId ?? 0;
    const ratings = (await context.db.select().from(reviews).where(eq(reviews.productId, productId))).map((review) => review.rating);
    const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    expect((await get(`/api/review/getAverageRating/${productId}`)).json()).toEqual({ average, count: ratings.length });
    const list = (await get(`/api/review/getReviewsByProductId/${productId}?page=0&size=20`)).json();
    expect(list.totalElements).toBe(ratings.length);
    expect(list.content[0].customer.fullName).toMatch(/^\S+ \S\.$/u);
    const card = (await get(`/api/product/getProductById/${productId}`)).json();
    expect(card).toMatchObject({ averageRating: average, reviewCount: ratings.length });
  });
});
