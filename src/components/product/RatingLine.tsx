import { Box, Typography } from '@mui/material';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visuallyHidden';

type RatingLineProps = {
  /** The average of 1-5 stars. */
  rating: number;
  reviewCount: number;
};

/** "★ 4.6 (12)" for the eye; "Rating: 4.6 of 5, 12 reviews" for a screen reader. */
export function RatingLine({ rating, reviewCount }: RatingLineProps) {
  const { t, i18n } = useTranslation();
  const shown = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

  return (
    <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13, color: 'text.secondary', m: 0 }}>
      <StarRoundedIcon aria-hidden sx={{ fontSize: 16, color: '#E0A100' }} />
      <Box component="span" aria-hidden sx={{ fontWeight: 600, color: 'text.primary' }}>
        {shown}
      </Box>
      <Box component="span" aria-hidden>
        ({reviewCount})
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`${t('productCard.rating', { rating: shown })}, ${t('productCard.reviews', { count: reviewCount })}`}
      </Box>
    </Typography>
  );
}
