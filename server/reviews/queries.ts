import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { publishedProduct } from '../catalogue/published';
import { customerNamesByIds } from '../customers/service';
import type { AverageRating, CustomerReview, ReviewedProduct } from '../../contract/review';
import type { Executor } from '../db/client';
import { products } from '../db/schema/catalogue';
import { reviews } from '../db/schema/reviews';
import type { PageQuery } from '../http/schemas';
import { productImagesJson } from '../media/photos/photo-urls';
import { receivedProducts } from '../orders/received';

const productImages = productImagesJson(products.id);

const reviewedProductColumns = {
  id: products.id,
  nameUZB: products.nameUZB,
  nameRUS: products.nameRUS,
  productImages,
};

/** Whether shoppers may see the product (a draft has no reviews to read or write). */
export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), publishedProduct));
  return row !== undefined;
}

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

type CustomerReviewRow = Omit<CustomerReview, 'createdAt'> & { createdAt: Date };

function toCustomerReview(row: CustomerReviewRow): CustomerReview {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const customerReviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  // The author still sees a review staff hid, marked so (docs/api.md); the shop's other visitors do not.
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
  product: reviewedProductColumns,
};

/** The customer's reviews with the products they are about, newest first. */
export async function customerReviews(db: Executor, customerId: number): Promise<CustomerReview[]> {
  const rows = await db
    .select(customerReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toCustomerReview);
}

export async function loadCustomerReview(db: Executor, reviewId: number): Promise<CustomerReview | undefined> {
  const [row] = await db
    .select(customerReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, reviewId));
  return row && toCustomerReview(row);
}

/** Products that reached the customer and that they have not reviewed, once each, latest order first. */
export async function unreviewedProducts(db: Executor, customerId: number): Promise<ReviewedProduct[]> {
  const reviewed = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, products.id)));
  const received = receivedProducts(db, customerId);
  return db
    .select(reviewedProductColumns)
    .from(received)
    .innerJoin(products, eq(products.id, received.productId))
    .where(notExists(reviewed))
    .orderBy(desc(received.orderedAt), desc(products.id));
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
