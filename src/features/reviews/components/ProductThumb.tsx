import { useState } from 'react';
import { Box } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import { thumbnailUrl } from '../../../components/product/thumbnailUrl';
import type { ProductImage } from '../types';

/** The product's first picture, small; decorative, since the name next to it says what it is. */
export function ProductThumb({ images, size = 72 }: { images: ProductImage[]; size?: number }) {
  const src = thumbnailUrl(images[0]);
  // A picture that fails to load shows the garment icon instead of the browser's broken-image mark.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== null && failed !== src;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: Math.round(size * 1.25),
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.default',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.disabled',
      }}
    >
      {shown ? (
        <Box component="img" src={src} alt="" loading="lazy" onError={() => setFailed(src)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <CheckroomOutlinedIcon />
      )}
    </Box>
  );
}
