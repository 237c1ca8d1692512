import { Box, type BoxProps } from '@mui/material';
import { CategoryTileSkeleton } from './CategoryTileSkeleton';

/** Two columns on a phone, up to four on a desktop; shared by the tiles and their skeletons. */
export function CategoryGrid({ sx, ...props }: BoxProps) {
  return (
    <Box
      component="ul"
      {...props}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          columnGap: { xs: 1.5, md: 3 },
          rowGap: { xs: 2.5, md: 4 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** Two rows of tiles on a desktop. */
const skeletonTileCount = 8;

/** A grid of tile skeletons, announced by `label` while a list of categories loads. */
export function CategoryGridLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <CategoryGrid>
        {Array.from({ length: skeletonTileCount }, (_, index) => (
          <li key={index}>
            <CategoryTileSkeleton />
          </li>
        ))}
      </CategoryGrid>
    </Box>
  );
}
