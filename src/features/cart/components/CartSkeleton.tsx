import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { cartLayoutSx } from './cartLayout';

const skeletonLineCount = 3;

/** The cart's shape while it loads: lines on the left (or on top), the summary beside them. */
export function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('cart.loading')} sx={cartLayoutSx}>
      <Box>
        {Array.from({ length: skeletonLineCount }, (_, index) => (
          <Stack key={index} direction="row" spacing={2} sx={{ py: 2 }} data-testid="cart-line-skeleton">
            <Skeleton variant="rounded" width={84} height={112} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" sx={{ width: '80%', fontSize: 15 }} />
              <Skeleton variant="text" sx={{ width: '45%', fontSize: 13 }} />
              <Stack direction="row" spacing={2} sx={{ mt: 1.5 }}>
                <Skeleton variant="rounded" width={96} height={40} />
                <Skeleton variant="rounded" width={108} height={38} />
              </Stack>
              <Skeleton variant="text" sx={{ width: '35%', fontSize: 15, mt: 1 }} />
            </Box>
          </Stack>
        ))}
      </Box>
      <Skeleton variant="rounded" height={260} sx={{ borderRadius: 2 }} />
    </Box>
  );
}
