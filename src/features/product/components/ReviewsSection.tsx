import { useId, useState } from 'react';
import { Alert, Box, Button, Rating, Skeleton, Stack, Typography } from '@mui/material';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslation } from 'react-i18next';
import { AllReviewsDialog } from '../../reviews/components/AllReviewsDialog';
import { ProductReviewItem } from '../../reviews/components/ProductReviewItem';
import type { ProductReviewList } from '../../reviews/types';
import { formatRating } from '../../../components/product/RatingLine';

/** How many reviews the page shows before "all reviews". */
export const FIRST_REVIEWS = 3;

type ReviewsSectionProps = {
  /** The product's own figures, shown until the fresh average arrives (or when it cannot be read). */
  averageRating: number | null;
  reviewCount: number;
  reviews: ProductReviewList;
};

function ReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('reviews.product.loading')} sx={{ mt: 1 }}>
      {Array.from({ length: 2 }, (_, index) => (
        <Box key={index} sx={{ py: 2, borderTop: '1px solid', borderColor: 'divider' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Skeleton width={120} height={22} />
          </Stack>
          <Skeleton width={100} height={22} />
          <Skeleton width="90%" height={20} />
        </Box>
      ))}
    </Stack>
  );
}

/** The average and count, the first reviews, and all of them in a dialog; an honest word when there are none. */
export function ReviewsSection({ averageRating, reviewCount, reviews }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const average = reviews.summary?.average ?? averageRating;
  const count = reviews.summary?.count ?? reviewCount;
  const rated = count > 0 && average !== null && average > 0;

  return (
    <Box component="section" id="reviews" aria-labelledby={headingId} sx={{ scrollMarginTop: 96 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: 2 }}>
        {t('product.reviews.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          p: { xs: 2, md: 3 },
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        {rated ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography aria-hidden sx={{ fontSize: 40, fontWeight: 700, lineHeight: 1 }}>
              {formatRating(average)}
            </Typography>
            <Box>
              <Rating
                value={average}
                precision={0.1}
                readOnly
                getLabelText={(value) => t('product.reviews.average', { rating: formatRating(value) })}
              />
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('product.reviews.count', { count })}</Typography>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <RateReviewOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
            <Box>
              <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{t('product.reviews.noneTitle')}</Typography>
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('product.reviews.noneMessage')}</Typography>
            </Box>
          </Box>
        )}
        {reviews.items.length > 0 && (
          <Button variant="outlined" color="inherit" onClick={() => setDialogOpen(true)} sx={{ flexShrink: 0 }}>
            {t('product.reviews.all', { total: Math.max(count, reviews.items.length) })}
          </Button>
        )}
      </Box>
      {reviews.status === 'loading' && count > 0 && <ReviewsSkeleton />}
      {reviews.status === 'failed' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reviews.retry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('reviews.product.loadError')}
        </Alert>
      )}
      {reviews.items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
          {reviews.items.slice(0, FIRST_REVIEWS).map((review) => (
            <ProductReviewItem key={review.id} review={review} />
          ))}
        </Box>
      )}
      <AllReviewsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} reviews={reviews} total={count} />
    </Box>
  );
}
