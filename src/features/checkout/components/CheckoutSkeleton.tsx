import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { checkoutLayoutSx } from './checkoutLayout';

/** The checkout's shape while the cart loads: the blocks on the left (or on top), the summary beside them. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('checkout.loading')} sx={checkoutLayoutSx}>
      <Stack spacing={2}>
        {[180, 120, 160, 120].map((height, index) => (
          <Skeleton key={index} variant="rounded" height={height} sx={{ borderRadius: 2 }} data-testid="checkout-skeleton-block" />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={240} sx={{ borderRadius: 2 }} />
    </Box>
  );
}
