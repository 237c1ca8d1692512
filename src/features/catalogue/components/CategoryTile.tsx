import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { mediaUrl } from '../../../app/config';
import { localizedName } from '../../../i18n/localized';
import type { Language } from '../../../i18n/languages';
import type { Category } from '../types';

// Intrinsic size of the 3:4 tile image; the browser reserves the space before the file arrives.
export const tileImageSize = { width: 600, height: 800 } as const;
export const tileAspectRatio = `${tileImageSize.width} / ${tileImageSize.height}`;
export const tileImageBackground = '#EEE8E1';

type CategoryTileProps = {
  category: Category;
  language: Language;
  /** Where the tile leads; the category's products by default. */
  to?: string;
  /** Smaller text for the narrow tiles of a dense row. */
  dense?: boolean;
  /** False holds the picture back (a tile sideways off the screen, while the page loads); its place stays. */
  loadImage?: boolean;
};

export function CategoryTile({ category, language, to = `/categoryDetail/${category.id}`, dense = false, loadImage = true }: CategoryTileProps) {
  const name = localizedName(category, language);
  const image = mediaUrl(category.verticalImage ?? category.horizontalImage);

  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'block',
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        outlineOffset: 3,
        '&:hover img, &:focus-visible img': { transform: 'scale(1.03)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: tileAspectRatio,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: tileImageBackground,
        }}
      >
        {image ? (
          <Box
            component="img"
            src={loadImage ? image : undefined}
            // The name is the link text right below, so the picture adds nothing for a screen reader.
            alt=""
            width={tileImageSize.width}
            height={tileImageSize.height}
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: 'transform 300ms ease',
            }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              fontSize: 56,
              fontWeight: 700,
              color: 'rgba(20, 20, 20, 0.18)',
            }}
          >
            {name.charAt(0).toUpperCase()}
          </Box>
        )}
      </Box>
      <Typography
        component="span"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          mt: 1,
          fontSize: dense ? { xs: 13, md: 14 } : { xs: 15, md: 16 },
          fontWeight: 600,
          lineHeight: 1.3,
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
