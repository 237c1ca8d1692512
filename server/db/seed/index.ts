import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { brands, categories, categoryBlocks, colors, productImages, products, productSizeVariants } from '../schema/catalogue';
import { banners, homeSliders, lookImages, looks } from '../schema/home';
import { customerCoupons, coupons, loyaltyTiers } from '../schema/loyalty';
import { orderItems, orders } from '../schema/orders';
import { customers } from '../schema/people';
import { users } from '../schema/staff';
import { addresses, postFilials, regions, subRegions } from '../schema/places';
import { reviews } from '../schema/reviews';
import { cartItems } from '../schema/shopping';
import { likedItems } from '../schema/favourites';
import { insertDemoAccounts, insertLoyalty } from './accounts';
import { continueSequences } from './batch';
import { insertCatalogueSkeleton } from './catalogue';
import { insertPlaces } from './places';
import { insertProducts } from './products';
import { SeededRandom } from './random';
import { insertDemoReturns } from './returns';
import { insertReviews, reviewerPasswordHash } from './reviews';
import { insertShowcase } from './showcase';

export interface SeedOptions {
  /** How many product rows (one per colour) to make; 320 by default, benchmarks use far more. */
  productCount?: number;
  /** The moment the catalogue is stocked relative to; defaults to the present. */
  now?: Date;
}

export interface SeedSummary {
  brands: number;
  colors: number;
  categories: number;
  products: number;
  productSizeVariants: number;
  productImages: number;
  looks: number;
  banners: number;
  homeSliders: number;
  categoryBlocks: number;
  regions: number;
  subRegions: number;
  postFilials: number;
  loyaltyTiers: number;
  coupons: number;
  customers: number;
  users: number;
  orders: number;
  reviews: number;
  returnRequests: number;
  milliseconds: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
/** Every run draws from the same sequence, so every fresh shop is the same shop. */
const SEED = 20_260_314;
/** Two servers starting on one empty database: the second waits here, then finds the shop seeded. */
const SEED_LOCK_KEY = 741_920_001;

/** Tables the seed writes with explicit ids, whose sequences must continue after them. */
const SEEDED_TABLES = [
  brands, colors, categories, products, productSizeVariants, productImages, looks, lookImages, banners, homeSliders,
  categoryBlocks, regions, subRegions, postFilials, loyaltyTiers, coupons, users, customers, addresses, cartItems, likedItems,
  orders, orderItems, reviews, customerCoupons,
];

/**
 * Fills an empty shop with the deterministic bilingual demo: catalogue, looks, home page, places,
 * loyalty tiers, the demo accounts, and customers with delivered orders, their reviews and a few return requests.
 * Refuses a database that already has categories.
 */
export async function seedDemo(db: Executor, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`productCount must be a positive whole number, got ${productCount}`);
  const now = options.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) throw new Error('seedDemo needs an empty catalogue; use seedIfEmpty to seed only once');

  // Each part draws from its own stream, so places stay the same whatever the number of products.
  const stream = (part: number) => new SeededRandom(SEED + part);
  // Hashed on another thread while the catalogue is written.
  const reviewersHash = reviewerPasswordHash();
  const skeleton = await insertCatalogueSkeleton(db);
  const catalogue = await insertProducts(db, productCount, now, stream(1));
  const showcase = await insertShowcase(db, catalogue.digests, stream(2));
  const places = await insertPlaces(db, stream(3));
  const loyalty = await insertLoyalty(db);
  const accounts = await insertDemoAccounts(db, places, catalogue.digests, stream(4));
  // The demo accounts hold customer 1 and addresses 1 and 2; the customers who wrote reviews follow.
  const reviewed = await insertReviews(
    db,
    { places, digests: catalogue.digests, now, passwordHash: await reviewersHash, firstCustomerId: accounts.customers + 1, firstAddressId: 3 },
    stream(5),
  );
  await continueSequences(db, SEEDED_TABLES);
  // After the sequences: the requests take ids from their own.
  const returnRequestCount = await insertDemoReturns(db, now);

  return {
    ...skeleton,
    products: catalogue.digests.length,
    productSizeVariants: catalogue.sizeVariants,
    productImages: catalogue.images,
    ...showcase,
    regions: places.regions,
    subRegions: places.subRegions,
    postFilials: places.postFilials,
    ...loyalty,
    ...accounts,
    customers: accounts.customers + reviewed.reviewers,
    orders: reviewed.orders,
    reviews: reviewed.reviews,
    returnRequests: returnRequestCount,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** What a start seeded: the demo shop, only the reference data, or nothing (the database had data). */
export type SeedOutcome = 'demo' | 'reference' | 'none';

/**
 * The data every shop needs whatever it sells: regions, districts and post branches for addresses, and the
 * loyalty ladder with its coupons. Drawn from the same stream as the demo's places, so both give the same ids.
 */
export async function seedReference(db: Executor): Promise<void> {
  await insertPlaces(db, new SeededRandom(SEED + 3));
  await insertLoyalty(db);
  await continueSequences(db, [regions, subRegions, postFilials, loyaltyTiers, coupons]);
}

/**
 * Seeds an empty database on first start: the demo shop (`demo`), or only the reference data. A database
 * that already has places or a catalogue is left alone. The check and the seed share one transaction under
 * an advisory lock, so two servers starting together seed once.
 */
export async function seedIfEmpty(db: Database, options: { demo: boolean } = { demo: true }): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [categoryCount] = await tx.select({ n: count() }).from(categories);
    const [regionCount] = await tx.select({ n: count() }).from(regions);
    if ((categoryCount?.n ?? 0) > 0 || (regionCount?.n ?? 0) > 0) return 'none';
    if (!options.demo) {
      await seedReference(tx);
      return 'reference';
    }
    await seedDemo(tx);
    return 'demo';
  });
}
