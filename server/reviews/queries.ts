import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { reviewedProductsByIds, type ReviewedProductSummary } from '../catalogue/service';
import { customerNamesByIds } from '../customers/service';
import type { AverageRating, CustomerReview, ReviewedProduct } from '../../contract/review';
import type { Executor } from '../db/client';
import { reviews } from '../db/schema/reviews';
import type { PageQuery } from '../http/schemas';
import { receivedProducts } from '../orders/received';

/** What a shopper's review list shows of a product (the staff's shows its reference number too). */
const asReviewedProduct = ({ id, nameUZB, nameRUS, productImages }: ReviewedProductSummary): ReviewedProduct => ({ id, nameUZB, nameRUS, productImages });

/** The product's reviews the storefront shows: a review staff hid leaves its list, average and count. */
const shownOf = (productId: number) => and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

export interface ProductReviewRow {
  id: number;
  productId: number;
  rating: number;
  content: string;
  createdAt: Date;
  authorFullName: string;
  authorImageUrl: string | null;
}

/** One page of a product's reviews, newest first, with their authors, and how many there are in all. */
export async function productReviewPage(
  db: Executor,
  productId: number,
  query: PageQuery,
): Promise<{ rows: ProductReviewRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        rating: reviews.rating,
        content: reviews.content,
        createdAt: reviews.createdAt,
        customerId: reviews.customerId,
      })
      .from(reviews)
      .where(shownOf(productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(reviews).where(shownOf(productId)),
  ]);
  // The authors' names and pictures are the customers' own: asked of them in one query for the page.
  const authors = await customerNamesByIds(db, rows.map((row) => row.customerId));
  const withAuthors = rows.flatMap(({ customerId, ...row }) => {
    const author = authors.get(customerId);
    return author ? [{ ...row, authorFullName: author.fullName, authorImageUrl: author.imageUrl }] : [];
  });
  return { rows: withAuthors, total: Number(counted?.total ?? 0) };
}

/** The same rounding as the product cards (server/catalogue/products/cards.ts), so both always show the same figure. */
export async function averageRating(db: Executor, productId: number): Promise<AverageRating> {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      count: count(),
    })
    .from(reviews)
    .where(shownOf(productId));
  return { average: row?.average === null || row?.average === undefined ? 0 : Number(row.average), count: Number(row?.count ?? 0) };
}

type CustomerReviewRow = Omit<CustomerReview, 'createdAt' | 'product'> & { createdAt: Date };

/** The rows with the products they are about, asked of the catalogue in one query (a review always has its product). */
async function toCustomerReviews(db: Executor, rows: CustomerReviewRow[]): Promise<CustomerReview[]> {
  const reviewed = await reviewedProductsByIds(db, rows.map((row) => row.productId));
  return rows.flatMap((row) => {
    const product = reviewed.get(row.productId);
    return product ? [{ ...row, createdAt: row.createdAt.toISOString(), product: asReviewedProduct(product) }] : [];
  });
}

const customerReviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  // The author still sees a review staff hid, marked so (docs/api.md); the shop's other visitors do not.
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
};

/** The customer's reviews with the products they are about, newest first. */
export async function customerReviews(db: Executor, customerId: number): Promise<CustomerReview[]> {
  const rows = await db
    .select(customerReviewColumns)
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return toCustomerReviews(db, rows);
}

export async function loadCustomerReview(db: Executor, reviewId: number): Promise<CustomerReview | undefined> {
  const rows = await db.select(customerReviewColumns).from(reviews).where(eq(reviews.id, reviewId));
  const [review] = await toCustomerReviews(db, rows);
  return review;
}

/** Products that reached the customer and that they have not reviewed, once each, latest order first. */
export async function unreviewedProducts(db: Executor, customerId: number): Promise<ReviewedProduct[]> {
  const received = receivedProducts(db, customerId);
  const reviewed = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, received.productId)));
  const rows = await db
    .select({ productId: received.productId })
    .from(received)
    .where(notExists(reviewed))
    .orderBy(desc(received.orderedAt), desc(received.productId));
  // The products' names and pictures are the catalogue's: one query, the order kept.
  const products = await reviewedProductsByIds(db, rows.map((row) => row.productId));
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [asReviewedProduct(product)] : [];
  });
}

/** Adds the review unless the customer has reviewed this product already (then undefined). */
export async function insertReview(
  db: Executor,
  review: { customerId: number; productId: number; rating: number; content: string; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ customerId: review.customerId, productId: review.productId, rating: review.rating, content: review.content, createdAt: review.createdAt })
    .onConflictDoNothing({ target: [reviews.customerId, reviews.productId] })
    .returning({ id: reviews.id });
  return row?.id;
}

/** Whether any review, shown or hidden, is of the product. */
export async function productHasReviews(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.productId, productId)).limit(1);
  return row !== undefined;
}
