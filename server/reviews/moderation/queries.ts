import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/people';
import { users } from '../../db/schema/staff';
import { reviews } from '../../db/schema/reviews';
import { productImagesJson } from '../../media/photos/photo-urls';
import type { StaffReview } from '../../../contract/staff-reviews';
import type { StaffReviewsQuery } from './schemas';
import { dayRange, tashkentMidnight } from '../../shared/tashkent-period';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const staffReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  product: {
    id: products.id,
    referenceNumber: products.referenceNumber,
    nameUZB: products.nameUZB,
    nameRUS: products.nameRUS,
    productImages: productImagesJson(products.id),
  },
  customer: { id: customers.id, fullName: customers.fullName },
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  hiddenById: users.id,
  hiddenByName: users.fullName,
};

type StaffReviewRow = Omit<StaffReview, 'createdAt' | 'hidden' | 'hiddenAt' | 'hiddenBy'> & {
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenById: number | null;
  hiddenByName: string | null;
};

function toStaffReview(row: StaffReviewRow): StaffReview {
  const { hiddenById, hiddenByName, ...review } = row;
  return {
    ...review,
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenBy: hiddenById !== null && hiddenByName !== null ? { id: hiddenById, fullName: hiddenByName } : null,
  };
}

function filtersOf(query: StaffReviewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.visibility === 'hidden') conditions.push(isNotNull(reviews.hiddenAt));
  if (query.visibility === 'shown') conditions.push(isNull(reviews.hiddenAt));
  const product = query.product?.trim();
  if (product) {
    const byReference = sql`lower(${products.referenceNumber}) = lower(${product})`;
    // Digits may be an id or a reference number: either matches.
    conditions.push(/^\d{1,9}$/.test(product) ? or(eq(products.id, Number(product)), byReference)! : byReference);
  }
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(or(ilike(reviews.content, pattern), ilike(customers.fullName, pattern))!);
  }
  if (query.from) conditions.push(gte(reviews.createdAt, tashkentMidnight(query.from)));
  if (query.to) conditions.push(lt(reviews.createdAt, dayRange(query.to, query.to).end));
  return conditions.length ? and(...conditions) : undefined;
}

function selectStaffReviews(db: Executor) {
  return db
    .select(staffReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(users, eq(users.id, reviews.hiddenBy));
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
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(where),
  ]);
  return { rows: rows.map(toStaffReview), total: Number(counted?.total ?? 0) };
}

export async function staffReviewById(db: Executor, id: number, lock = false): Promise<StaffReview | undefined> {
  const query = selectStaffReviews(db).where(eq(reviews.id, id));
  const [row] = lock ? await query.for('update', { of: reviews }) : await query;
  return row && toStaffReview(row);
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
