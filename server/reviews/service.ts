import type { AddReviewBody, AverageRating, CustomerReview, ProductReview } from '../../contract/review';
import { invalidateCatalogue } from '../catalogue/cache';
import type { Database, Executor } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { page, type PageQuery } from '../http/schemas';
import { shortAuthorName } from './author-name';
import { hasReceived } from '../orders/received';
import { productExists } from '../catalogue/service';
import { averageRating, insertReview, loadCustomerReview, productHasReviews, productReviewPage } from './queries';

/** A product's reviews, newest first; an unknown product is 404 (an empty page means "no reviews yet"). */
export async function reviewsOfProduct(db: Database, productId: number, query: PageQuery) {
  const { rows, total } = await productReviewPage(db, productId, query);
  // Reviews exist only for existing products, so only an empty answer needs the extra look.
  if (total === 0 && !(await productExists(db, productId))) throw notFound('Product');
  const content: ProductReview[] = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    customer: {
      fullName: shortAuthorName(row.authorFullName),
      image: row.authorImageUrl ? { url: row.authorImageUrl } : null,
    },
  }));
  return page(content, query, total);
}

export async function ratingOfProduct(db: Database, productId: number): Promise<AverageRating> {
  const rating = await averageRating(db, productId);
  if (rating.count === 0 && !(await productExists(db, productId))) throw notFound('Product');
  return rating;
}

/** The rating and text the form asks for, in the form's own words (docs/api.md, "Loyalty, coupons, reviews, notifications"). */
function reviewForm(body: AddReviewBody): { rating: number; content: string } {
  const rating = body.rating ?? undefined;
  const content = body.content?.trim() ?? '';
  if (rating !== undefined && content !== '') return { rating, content };
  if (rating === undefined && content === '') {
    throw badRequest('Rate the product and write a review', { rating: 'rate first', content: 'write a review' });
  }
  if (rating === undefined) throw badRequest('Rate the product first', { rating: 'rate first' });
  throw badRequest('Write a review', { content: 'write a review' });
}

/**
 * A review from a customer who received the product (an order of theirs holding it has REACHED them), once
 * per product. Not received is a conflict with the order's state (409 NOT_RECEIVED), not someone else's
 * resource, so it is not a 403.
 */
export async function addReview(db: Database, body: AddReviewBody, now: Date): Promise<CustomerReview> {
  const form = reviewForm(body);
  const { customerId, productId } = body;
  if (!(await productExists(db, productId))) throw notFound('Product');
  if (!(await hasReceived(db, customerId, productId))) {
    throw conflict('NOT_RECEIVED', 'You can review a product once an order with it has reached you');
  }
  const reviewId = await insertReview(db, { customerId, productId, rating: form.rating, content: form.content, createdAt: now });
  if (reviewId === undefined) throw conflict('DUPLICATE', 'You have already reviewed this product');
  // Product cards and pages carry averageRating and reviewCount and are cached: the new review shows at once.
  invalidateCatalogue();
  const review = await loadCustomerReview(db, reviewId);
  if (!review) throw notFound('Review');
  return review;
}

/** Whether any review, shown or hidden, names the product: it then stays, no longer sold (products/editing). */
export function productIsReviewed(db: Executor, productId: number): Promise<boolean> {
  return productHasReviews(db, productId);
}
