import { Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Placeholder rows of the customer's review lists while they load. */
export function MyReviewsSkeleton({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('reviews.mine.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1.5}>
            <Skeleton variant="rounded" width={56} height={70} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="60%" height={24} />
              <Skeleton width={120} height={20} />
              <Skeleton width="90%" height={20} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
