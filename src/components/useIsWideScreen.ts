import { useMediaQuery } from './useMediaQuery';

/**
 * True from 900 px up (MUI's md breakpoint, as the stylesheets use it), where the header shows its full menu and the
 * bottom bar goes. Read synchronously, so a desktop never flashes the phone layout on the first paint.
 */
export function useIsWideScreen(): boolean {
  return useMediaQuery('(min-width: 900px)');
}
