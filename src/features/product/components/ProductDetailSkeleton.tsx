import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { productAspectRatio } from '../../../components/product/productImage';
import { productLayoutSx } from './productLayout';

/** The page's shape while the product loads: the picture, the title, the price and the size row. */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('product.loading')} sx={productLayoutSx}>
      <Box sx={{ display: { xs: 'block', md: 'grid' }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mx: { xs: -2, sm: 0 } }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: productAspectRatio, height: 'auto', borderRadius: { md: 2 } }} />
        <Skeleton variant="rectangular" sx={{ display: { xs: 'none', md: 'block' }, aspectRatio: productAspectRatio, height: 'auto', borderRadius: 2 }} />
      </Box>
      <Stack spacing={1.5}>
        <Skeleton width="30%" />
        <Skeleton variant="text" sx={{ fontSize: 32 }} width="85%" />
        <Skeleton variant="text" sx={{ fontSize: 26 }} width="45%" />
        <Box sx={{ display: 'flex', gap: 1.5, pt: 2 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="circular" width={36} height={36} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, pt: 2 }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="rounded" width={52} height={44} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={52} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={52} />
      </Stack>
    </Box>
  );
}
