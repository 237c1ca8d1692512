import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * True from the md breakpoint (900 px) up, where the header shows its full menu and the bottom bar goes.
 * Read synchronously (noSsr), so a desktop never flashes the phone layout on the first paint.
 */
export function useIsWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
