import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ReviewedProduct } from '../types';
import { ProductThumb } from './ProductThumb';

type AwaitingReviewListProps = { products: ReviewedProduct[]; onWrite: (product: ReviewedProduct) => void };

/** Delivered products without a review yet, each with its "Write a review" button. */
export function AwaitingReviewList({ products, onWrite }: AwaitingReviewListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {products.map((product) => {
        const name = localizedName(product, language);
        return (
          <li key={product.id}>
            <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
                <ProductThumb images={product.productImages} size={56} />
                <Stack spacing={1} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                  <Typography
                    component={RouterLink}
                    to={`/productDetail/${product.id}`}
                    aria-label={t('reviews.mine.productLink', { name })}
                    sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
                  >
                    {name}
                  </Typography>
                  <Button
                    variant="contained"
                    size="small"
                    startIcon={<RateReviewOutlinedIcon />}
                    onClick={() => onWrite(product)}
                    aria-label={t('reviews.mine.writeFor', { name })}
                  >
                    {t('reviews.mine.write')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
