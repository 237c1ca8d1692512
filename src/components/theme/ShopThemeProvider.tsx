import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/** MUI's ThemeProvider with the shop's theme: loaded only through ThemeScope.tsx, never imported statically. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
