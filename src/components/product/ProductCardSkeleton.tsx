import { Box, Skeleton } from '@mui/material';
import { productAspectRatio } from './productImage';

/** The shape of a ProductCard while its data loads, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <Box data-testid="product-card-skeleton" aria-hidden>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: productAspectRatio, borderRadius: 2 }} />
      <Skeleton variant="text" sx={{ mt: 1, width: '90%', fontSize: 15 }} />
      <Skeleton variant="text" sx={{ width: '55%', fontSize: 15 }} />
      <Skeleton variant="text" sx={{ width: '40%', fontSize: 14 }} />
    </Box>
  );
}
