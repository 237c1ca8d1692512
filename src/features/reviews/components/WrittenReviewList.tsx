import { Box, Paper, Rating, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { CustomerReview } from '../types';
import { useShopDate } from '../shopDate';
import { ProductThumb } from './ProductThumb';

/** The customer's own reviews, newest first, each with the product it is about. */
export function WrittenReviewList({ reviews }: { reviews: CustomerReview[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatDate = useShopDate();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reviews.map((review) => {
        const name = localizedName(review.product, language);
        const date = formatDate(review.createdAt);
        return (
          <Paper component="li" key={review.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1.5} component="article" aria-label={name}>
              <ProductThumb images={review.product.productImages} size={56} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  component={RouterLink}
                  to={`/productDetail/${review.productId}`}
                  aria-label={t('reviews.mine.productLink', { name })}
                  sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
                >
                  {name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 0.5 }}>
                  <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t('product.reviews.stars', { rating: value })} />
                  {date && (
                    <Typography component="time" dateTime={review.createdAt} sx={{ fontSize: 13, color: 'text.secondary' }}>
                      {t('reviews.mine.writtenOn', { date })}
                    </Typography>
                  )}
                </Stack>
                <Typography sx={{ fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.content}</Typography>
                {review.hidden && (
                  <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary', fontStyle: 'italic' }}>{t('reviews.mine.hiddenByShop')}</Typography>
                )}
              </Box>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
