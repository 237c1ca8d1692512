import { forwardRef } from 'react';
import { Box, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CustomerAvatar } from '../../../components/CustomerAvatar';
import type { ProductReview } from '../types';
import { useShopDate } from '../shopDate';

/** One review on the product page: who (first name and initial), when, the stars and the text. */
export const ProductReviewItem = forwardRef<HTMLLIElement, { review: ProductReview }>(function ProductReviewItem({ review }, ref) {
  const { t } = useTranslation();
  const formatDate = useShopDate();
  const date = formatDate(review.createdAt);
  return (
    <Box component="li" ref={ref} tabIndex={-1} sx={{ py: 2, borderTop: '1px solid', borderColor: 'divider', '&:focus': { outline: 'none' } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CustomerAvatar fullName={review.authorName} imageUrl={review.authorImage} size={36} />
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{review.authorName}</Typography>
          {date && (
            <Typography component="time" dateTime={review.createdAt} sx={{ fontSize: 13, color: 'text.secondary' }}>
              {date}
            </Typography>
          )}
        </Box>
      </Stack>
      <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t('product.reviews.stars', { rating: value })} sx={{ my: 0.75 }} />
      <Typography sx={{ fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.content}</Typography>
    </Box>
  );
});
