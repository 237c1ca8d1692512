import type { MockReply } from '../../../../test/web/fetchMock';
import { customerId } from '../../profile/testing/profileKit';
import type { CustomerReview, ProductReviewAnswer, ProductReviewPage, ReviewedProduct } from '../types';

/* Fixtures of the review tests: two delivered products, one written review, product pages of reviews. */

export const linenDress: ReviewedProduct = {
  id: 42,
  nameUZB: 'Zig‘ir ko‘ylak',
  nameRUS: 'Льняное платье',
  productImages: [{ url: '/media/garment/dress/front/1.svg' }],
};
export const woolCoat: ReviewedProduct = { id: 43, nameUZB: 'Jun palto', nameRUS: 'Шерстяное пальто', productImages: [] };

export const coatReview: CustomerReview = {
  id: 900,
  productId: 44,
  rating: 4,
  content: 'Issiq va yengil.',
  createdAt: '2026-03-14T09:05:00Z',
  hidden: false,
  product: { id: 44, nameUZB: 'Kashmir sviter', nameRUS: 'Кашемировый свитер', productImages: [] },
};

export const reviewPaths = {
  unreviewed: `/api/review/getUnreviewedByCustomerId/${customerId}`,
  written: `/api/review/getReviewsByCustomerId/${customerId}`,
  add: '/api/review/addReview',
  productReviews: (productId: number) => `/api/review/getReviewsByProductId/${productId}`,
  average: (productId: number) => `/api/review/getAverageRating/${productId}`,
} as const;

export function productReviewAnswer(id: number, overrides: Partial<ProductReviewAnswer> = {}): ProductReviewAnswer {
  return {
    id,
    productId: 42,
    rating: 5,
    content: `Sharh ${id}`,
    createdAt: '2026-03-14T09:05:00Z',
    customer: { fullName: `Xaridor${id} K.`, image: null },
    ...overrides,
  };
}

/** Page `page` of `total` reviews, `size` a page, numbered from the newest (id total) down. */
export function reviewPage(page: number, size: number, total: number): MockReply {
  const from = page * size;
  const ids = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, index) => total - from - index);
  const body: ProductReviewPage = {
    content: ids.map((id) => productReviewAnswer(id)),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
  return { body };
}
