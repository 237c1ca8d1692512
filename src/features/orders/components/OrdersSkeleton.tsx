import { Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The shape of the order cards while the list loads. */
export function OrdersSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label ?? t('orders.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="order-skeleton">
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Skeleton width="40%" height={24} />
            <Skeleton width="20%" height={24} />
          </Stack>
          <Skeleton width="30%" height={18} />
          <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
          <Skeleton width="25%" height={32} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Stack>
  );
}
