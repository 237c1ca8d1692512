import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Executor } from '../client';
import { customerCoupons } from '../schema/loyalty';
import { orderItems, orders, orderStatusChanges } from '../schema/orders';
import { paymentTransactions } from '../schema/payments';
import { customers } from '../schema/people';
import { addresses } from '../schema/places';
import { reviews } from '../schema/reviews';
import { insertInSlices } from './batch';
import { paymentsOf } from './payments';
import { pointsFor } from '../../loyalty/points';
import { deliveryBy, orderNumberOf, orderTotals } from '../../orders/rules';
import { DEFAULT_DELIVERY_RULES } from '../../../contract/limits';
import { TIER_COUPONS } from './accounts';
import type { PlacesResult } from './places';
import type { ProductDigest } from './products';
import type { SeededRandom } from './random';
import { RATING_WEIGHTS, reviewTexts, type ReviewLanguage } from './review-texts';

/** Shoppers who bought from the demo shop before, and wrote about it in their language. */
const REVIEWERS: Array<[fullName: string, gender: 'Ayol' | 'Erkak', language: ReviewLanguage]> = [
  ['Madina Yusupova', 'Ayol', 'uz'], ['Aziz Karimov', 'Erkak', 'uz'], ['Nigora Rashidova', 'Ayol', 'uz'],
  ['Ольга Ким', 'Ayol', 'ru'], ['Sardor Aliyev', 'Erkak', 'uz'], ['Гульнара Сафарова', 'Ayol', 'ru'],
  ['Shahnoza Tursunova', 'Ayol', 'uz'], ['Дмитрий Пак', 'Erkak', 'ru'], ['Malika Ergasheva', 'Ayol', 'uz'],
  ['Jasur Nazarov', 'Erkak', 'uz'], ['Екатерина Ли', 'Ayol', 'ru'], ['Feruza Qodirova', 'Ayol', 'uz'],
  ['Bekzod Xolmatov', 'Erkak', 'uz'], ['Наргиза Усманова', 'Ayol', 'ru'], ['Zarina Abdullayeva', 'Ayol', 'uz'],
  ['Тимур Ахмедов', 'Erkak', 'ru'], ['Dildora Mirzayeva', 'Ayol', 'uz'], ['Otabek Saidov', 'Erkak', 'uz'],
  ['Анна Цой', 'Ayol', 'ru'], ['Kamola Islomova', 'Ayol', 'uz'], ['Rustam Ismoilov', 'Erkak', 'uz'],
  ['Лола Хамидова', 'Ayol', 'ru'], ['Sevara Jo‘rayeva', 'Ayol', 'uz'], ['Ulug‘bek Haydarov', 'Erkak', 'uz'],
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A product is reviewed only after it has been on sale this long: bought, delivered and worn. */
const REVIEWABLE_AFTER_DAYS = 8;
const REVIEWED_SHARE = 0.45;
/** However large the catalogue (benchmarks seed thousands), the reviewed products stay a demo's worth. */
const MAX_REVIEWED = 160;
const MAX_LINES_PER_ORDER = 3;

export interface ReviewsResult {
  reviewers: number;
  orders: number;
  reviews: number;
}

/** Nobody signs in as the reviewers: one hash of a secret no one keeps serves them all (made beside other work). */
export const reviewerPasswordHash = (): Promise<string> => hash(randomBytes(24).toString('base64url'));

export interface ReviewsInput {
  places: PlacesResult;
  digests: ProductDigest[];
  now: Date;
  passwordHash: string;
  /** The reviewers' customer and address ids start here, after the demo accounts'. */
  firstCustomerId: number;
  firstAddressId: number;
}

/**
 * Customers with delivered (REACHED) orders and the reviews they wrote of what they received: about half of
 * the products that have been on sale a while get one to six reviews. Totals, points and tier coupons follow
 * the shop's rules (docs/api.md).
 */
export async function insertReviews(db: Executor, input: ReviewsInput, random: SeededRandom): Promise<ReviewsResult> {
  const { places, digests, now, passwordHash, firstCustomerId, firstAddressId } = input;
  const customerRows: Array<typeof customers.$inferInsert> = [];
  const addressRows: Array<typeof addresses.$inferInsert> = [];
  const deliveries = REVIEWERS.map(([fullName, gender], index) => {
    const id = firstCustomerId + index;
    const inCity = random.chance(0.35);
    const district = random.pick(places.districts.filter((place) => (inCity ? place.region.isTashkentCity : place.branches.length > 0)));
    const branch = district.region.isTashkentCity ? null : random.pick(district.branches);
    const street = branch ? null : random.pick(['Amir Temur', 'Shota Rustaveli', 'Bunyodkor', "Mirzo Ulug‘bek", 'Chilonzor']) + " ko‘chasi";
    const houseNumber = branch ? null : String(random.int(1, 160));
    const addressId = firstAddressId + index;
    customerRows.push({
      id, fullName, gender, passwordHash,
      // +99877: a prefix neither the demo customer nor the test suites' shoppers use.
      phoneNumber: `+99877${String(4_100_000 + index * 37_119).padStart(7, '0')}`,
      birthDate: `${random.int(1975, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    });
    addressRows.push({ id: addressId, customerId: id, regionId: district.region.id, subRegionId: district.subRegion.id, postFilialId: branch?.id ?? null, street, houseNumber });
    return { customerId: id, receiverName: fullName, phoneNumber: customerRows[index]?.phoneNumber ?? '', address: { id: addressId, region: district.region, subRegion: district.subRegion, postFilial: branch, street, houseNumber } };
  });

  // Which customer bought which product: each reviewed product goes to a few different customers.
  const reviewable = digests.filter((digest) => digest.active && now.getTime() - digest.stockedAt.getTime() > REVIEWABLE_AFTER_DAYS * DAY_MS);
  const bought = new Map<number, ProductDigest[]>();
  for (const product of random.sample(reviewable, Math.min(MAX_REVIEWED, Math.round(reviewable.length * REVIEWED_SHARE)))) {
    const count = random.weighted([1, 2, 3, 4, 5, 6], (n) => [0.22, 0.24, 0.2, 0.14, 0.12, 0.08][n - 1] ?? 0);
    for (const buyer of random.sample(deliveries, count)) bought.set(buyer.customerId, [...(bought.get(buyer.customerId) ?? []), product]);
  }

  const orderRows: Array<typeof orders.$inferInsert & { id: number; createdAt: Date; pointsAwarded: number }> = [];
  const itemRows: Array<typeof orderItems.$inferInsert> = [];
  const historyRows: Array<typeof orderStatusChanges.$inferInsert> = [];
  const reviewRows: Array<typeof reviews.$inferInsert> = [];
  for (const [index, delivery] of deliveries.entries()) {
    const language = REVIEWERS[index]?.[2] ?? 'uz';
    const products = random.shuffled(bought.get(delivery.customerId) ?? []);
    while (products.length > 0) {
      const lines = products.splice(0, random.int(1, MAX_LINES_PER_ORDER));
      // Placed after the newest of its products was stocked; delivered and reviewed before now.
      const earliest = Math.max(...lines.map((line) => line.stockedAt.getTime())) + DAY_MS;
      const latest = now.getTime() - 6 * DAY_MS;
      const placedAt = new Date(earliest + Math.floor(random.next() * Math.max(0, latest - earliest)));
      const reachedAt = placedAt.getTime() + random.int(1, 3) * DAY_MS;
      const id = orderRows.length + 1;
      const priced = lines.map((line) => ({ line, variant: random.pick(line.variants), quantity: random.chance(0.1) ? 2 : 1 }));
      // Past orders, priced with the delivery figures the shop starts with.
      const totals = orderTotals(priced.map(({ line, quantity }) => ({ unitPrice: line.unitPrice, quantity })), 0, DEFAULT_DELIVERY_RULES);
      orderRows.push({
        id, orderNumber: orderNumberOf(id), customerId: delivery.customerId, status: 'REACHED', paid: true, paidAt: placedAt,
        paymentMethod: random.pick(['PAYME', 'CLICK', 'UZUM'] as const), addressId: delivery.address.id, address: delivery.address,
        receiverName: delivery.receiverName, receiverPhoneNumber: delivery.phoneNumber, ...totals,
        deliveryBy: deliveryBy(placedAt, delivery.address.region.isTashkentCity),
        postTrackingNumber: delivery.address.postFilial ? `UZ${700_000_000 + id * 7919}` : null, pointsAwarded: pointsFor(totals.goodsTotal), createdAt: placedAt, reachedAt: new Date(reachedAt),
      });
      // Its history as the shop would have written it: placed, packed once paid, sent the next day, delivered.
      const moves = [[null, 'NEW', placedAt.getTime()], ['NEW', 'PACK', placedAt.getTime() + 3_600_000], ['PACK', 'SEND', placedAt.getTime() + DAY_MS / 2], ['SEND', 'REACHED', reachedAt]] as const;
      for (const [fromStatus, toStatus, at] of moves) {
        historyRows.push({ orderId: id, fromStatus, toStatus, note: toStatus === 'SEND' ? orderRows[orderRows.length - 1]!.postTrackingNumber : null, createdAt: new Date(at) });
      }
      for (const { line, variant, quantity } of priced) {
        itemRows.push({
          id: itemRows.length + 1, orderId: id, productId: line.id, productSizeVariantId: variant.id, nameUZB: line.nameUZB, nameRUS: line.nameRUS,
          size: variant.size, colorId: line.colorId, imageUrl: line.imageUrl, unitPrice: line.unitPrice, quantity,
        });
        const rating = random.weighted([5, 4, 3, 2, 1], (stars) => RATING_WEIGHTS[stars] ?? 0);
        const writtenAt = Math.min(now.getTime() - DAY_MS, reachedAt + random.int(1, 5) * DAY_MS + random.int(0, 12) * 3_600_000);
        const content = random.pick(reviewTexts(rating, line.kind, language));
        reviewRows.push({ id: reviewRows.length + 1, customerId: delivery.customerId, productId: line.id, rating, content, createdAt: new Date(writtenAt) });
      }
    }
  }

  // Each customer's points are those of their paid orders; a payment that passes a tier brings its coupon,
  // valid from that payment (spent or expired by now).
  const couponRows: Array<typeof customerCoupons.$inferInsert> = [];
  for (const row of customerRows) {
    const paid = orderRows.filter((order) => order.customerId === row.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    let points = 0;
    for (const order of paid) {
      const before = points;
      points += order.pointsAwarded;
      for (const tier of TIER_COUPONS) {
        if (before >= tier.minPoints || points < tier.minPoints) continue;
        couponRows.push({ customerId: row.id ?? 0, couponId: tier.couponId, expireDate: new Date(order.createdAt.getTime() + tier.validDays * DAY_MS), createdAt: order.createdAt });
      }
    }
    row.points = points;
    // Registered a few days before their first order (or a month ago, with none), not at the seed's moment: the staff's
    // customer page would show orders older than the account.
    row.createdAt = new Date((paid[0]?.createdAt.getTime() ?? now.getTime() - 27 * DAY_MS) - 3 * DAY_MS);
  }

  await insertInSlices(db, customers, customerRows);
  await insertInSlices(db, addresses, addressRows);
  await insertInSlices(db, orders, orderRows);
  await insertInSlices(db, orderItems, itemRows);
  await insertInSlices(db, orderStatusChanges, historyRows);
  await insertInSlices(db, paymentTransactions, paymentsOf(orderRows));
  await insertInSlices(db, reviews, reviewRows);
  if (couponRows.length > 0) await insertInSlices(db, customerCoupons, couponRows.map((row, i) => ({ id: i + 1, ...row })));
  return { reviewers: customerRows.length, orders: orderRows.length, reviews: reviewRows.length };
}
