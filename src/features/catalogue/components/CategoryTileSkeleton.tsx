import { Box, Skeleton } from '@mui/material';
import { tileAspectRatio } from './CategoryTile';

export function CategoryTileSkeleton() {
  return (
    <Box data-testid="category-tile-skeleton">
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: tileAspectRatio, borderRadius: 2 }} />
      <Skeleton variant="text" sx={{ mt: 1, width: '60%', fontSize: 16 }} />
    </Box>
  );
}
