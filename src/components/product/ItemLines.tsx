import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { productImageBackground, productImageSize } from './productImage';

/** One piece of a cart or an order as a list shows it: every text already translated and formatted. */
export interface ItemLine {
  key: string;
  name: string;
  imageUrl: string | null;
  details: string;
  quantity: string;
  total: string;
  /** What the shopper may do with the line (an order's "Return or exchange"), under its texts. */
  action?: ReactNode;
}

/** A compact list of pieces: picture, name, size and colour, how many at what price, the line's total. */
export function ItemLines({ lines, label }: { lines: ItemLine[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.key}
          aria-label={line.name}
          sx={{ display: 'flex', gap: 1.5, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <Box sx={{ width: 54, height: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: productImageBackground }}>
            {line.imageUrl && (
              <Box
                component="img"
                src={line.imageUrl}
                alt=""
                loading="lazy"
                width={productImageSize.width}
                height={productImageSize.height}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>{line.name}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{line.details}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{line.quantity}</Typography>
            {line.action}
          </Stack>
          <Typography sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>{line.total}</Typography>
        </Box>
      ))}
    </Box>
  );
}
