import { MyReviews } from '../../reviews/MyReviews';

/** My reviews (the my-comments tab): the products awaiting a review and the reviews written. */
export function CommentsSection({ customerId }: { customerId: number }) {
  return <MyReviews customerId={customerId} />;
}
