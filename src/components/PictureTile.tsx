import { Box, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { productAspectRatio, productImageBackground, productImageSize } from './product/productImage';

type PictureTileProps = {
  to: string;
  /** The picture's address, or null for the plain background. */
  image: string | null;
  title: string;
  subtitle: string;
};

/** A picture at the product aspect ratio with a title and a line under it; the whole tile is the link. */
export function PictureTile({ to, image, title, subtitle }: PictureTileProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'block',
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: productAspectRatio,
        bgcolor: productImageBackground,
        color: '#ffffff',
        textDecoration: 'none',
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      {image && (
        <Box
          component="img"
          src={image}
          // The tile's text names it; the picture adds nothing a screen reader could use.
          alt=""
          width={productImageSize.width}
          height={productImageSize.height}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 400ms ease' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: { xs: 1.5, md: 2 },
          pt: 6,
          background: 'linear-gradient(to top, rgba(20, 20, 20, 0.66), rgba(20, 20, 20, 0))',
        }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: { xs: 15, md: 18 }, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: 13, opacity: 0.92 }}>
          {subtitle}
        </Typography>
      </Box>
    </Box>
  );
}

export function PictureTileSkeleton(props: { 'data-testid'?: string }) {
  return <Skeleton variant="rounded" {...props} sx={{ width: '100%', height: 'auto', aspectRatio: productAspectRatio, borderRadius: 2 }} />;
}

/** Tiles in a grid list: two a row on phones, `wideColumns` from md up. */
export function pictureGridSx(wideColumns: number) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${wideColumns}, minmax(0, 1fr))` },
    columnGap: { xs: 1.5, md: 3 },
    rowGap: { xs: 2, md: 3 },
  } as const;
}
