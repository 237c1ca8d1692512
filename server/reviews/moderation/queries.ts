import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productNamedBy, reviewedProductsByIds } from '../../catalogue/service';
import { reviews } from '../../db/schema/reviews';
import { customerNameMatches, customerNamesByIds } from '../../customers/service';
import { staffNamesByIds } from '../../staff/service';
import type { StaffReview } from '../../../contract/staff-reviews';
import type { StaffReviewsQuery } from './schemas';
import { dayRange, tashkentMidnight } from '../../shared/tashkent-period';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const staffReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  productId: reviews.productId,
  customerId: reviews.customerId,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  hiddenById: reviews.hiddenBy,
};

type StaffReviewRow = Omit<StaffReview, 'createdAt' | 'hidden' | 'hiddenAt' | 'hiddenBy' | 'customer' | 'product'> & {
  productId: number;
  createdAt: Date;
  customerId: number;
  hiddenAt: Date | null;
  hiddenById: number | null;
};

/**
 * The rows with their products, authors and hiders, asked of the catalogue, the customers and the staff in one query
 * each. A review always has its product and customer (foreign keys); a hider whose account is gone is shown as no
 * one, as before.
 */
async function toStaffReviews(db: Executor, rows: StaffReviewRow[]): Promise<StaffReview[]> {
  const [reviewedProducts, customerNames, staffNames] = await Promise.all([
    reviewedProductsByIds(db, rows.map((row) => row.productId)),
    customerNamesByIds(db, rows.map((row) => row.customerId)),
    staffNamesByIds(db, rows.flatMap((row) => (row.hiddenById === null ? [] : [row.hiddenById]))),
  ]);
  return rows.flatMap(({ productId, customerId, hiddenById, ...review }) => {
    const product = reviewedProducts.get(productId);
    const customer = customerNames.get(customerId);
    if (!product || !customer) return [];
    const hiddenByName = hiddenById === null ? undefined : staffNames.get(hiddenById);
    return [
      {
        ...review,
        product,
        customer: { id: customerId, fullName: customer.fullName },
        createdAt: review.createdAt.toISOString(),
        hidden: review.hiddenAt !== null,
        hiddenAt: review.hiddenAt?.toISOString() ?? null,
        hiddenBy: hiddenById !== null && hiddenByName !== undefined ? { id: hiddenById, fullName: hiddenByName } : null,
      },
    ];
  });
}

function filtersOf(query: StaffReviewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.visibility === 'hidden') conditions.push(isNotNull(reviews.hiddenAt));
  if (query.visibility === 'shown') conditions.push(isNull(reviews.hiddenAt));
  const product = query.product?.trim();
  if (product) conditions.push(productNamedBy(reviews.productId, product));
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(or(ilike(reviews.content, pattern), customerNameMatches(reviews.customerId, pattern))!);
  }
  if (query.from) conditions.push(gte(reviews.createdAt, tashkentMidnight(query.from)));
  if (query.to) conditions.push(lt(reviews.createdAt, dayRange(query.to, query.to).end));
  return conditions.length ? and(...conditions) : undefined;
}

function selectStaffReviews(db: Executor) {
  return db.select(staffReviewColumns).from(reviews);
}

/** One page of reviews, newest first, matching the filters, and how many match in all. */
export async function staffReviewPage(db: Executor, query: StaffReviewsQuery): Promise<{ rows: StaffReview[]; total: number }> {
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    selectStaffReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows: await toStaffReviews(db, rows), total: Number(counted?.total ?? 0) };
}

export async function staffReviewById(db: Executor, id: number, lock = false): Promise<StaffReview | undefined> {
  const query = selectStaffReviews(db).where(eq(reviews.id, id));
  const [row] = lock ? await query.for('update', { of: reviews }) : await query;
  if (!row) return undefined;
  const [review] = await toStaffReviews(db, [row]);
  return review;
}

export async function setReviewHidden(db: Executor, id: number, hidden: { at: Date; reason: string; by: number } | null): Promise<void> {
  await db
    .update(reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(reviews.id, id));
}

export async function deleteReviewRow(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
