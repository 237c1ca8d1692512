import { Box } from '@mui/material';

/** A colour's swatch: decorative, the name beside it says which colour it is. */
export function Swatch({ code, size = 36 }: { code: string; size?: number }) {
  return <Box aria-hidden sx={{ width: size, height: size, flex: 'none', borderRadius: '50%', bgcolor: code, border: 1, borderColor: 'divider' }} />;
}
