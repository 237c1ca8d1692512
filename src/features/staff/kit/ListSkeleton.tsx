import { Paper, Skeleton, Stack } from '@mui/material';

/** The shape of a list of rows (brands, categories, menu entries) while it loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label={label} sx={{ borderRadius: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
          <Stack sx={{ flex: 1 }}>
            <Skeleton width="45%" height={24} />
            <Skeleton width="20%" height={18} />
          </Stack>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton variant="circular" width={32} height={32} />
        </Stack>
      ))}
    </Paper>
  );
}
