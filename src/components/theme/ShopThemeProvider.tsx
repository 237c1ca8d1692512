import { useMemo, type ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { theme, themeOptions } from './theme';
import { useThemeColors, type ThemeColors } from './themeColors';

/** The shop's theme with `colors` standing in for its own palette (Telegram's theme, inside Telegram). */
function themeIn(colors: ThemeColors): Theme {
  return createTheme({
    ...themeOptions,
    palette: {
      mode: colors.mode,
      primary: { main: colors.primary, contrastText: colors.onPrimary },
      secondary: { main: colors.accent },
      ...(colors.error ? { error: { main: colors.error } } : {}),
      background: { default: colors.background, paper: colors.paper },
      text: { primary: colors.text, secondary: colors.textMuted },
    },
    components: {
      ...themeOptions.components,
      MuiAppBar: { defaultProps: themeOptions.components.MuiAppBar.defaultProps, styleOverrides: { root: { backgroundColor: colors.paper } } },
    },
  });
}

/** MUI's ThemeProvider with the shop's theme: loaded only through ThemeScope.tsx, never imported statically. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const colors = useThemeColors();
  const current = useMemo(() => (colors ? themeIn(colors) : theme), [colors]);
  return <ThemeProvider theme={current}>{children}</ThemeProvider>;
}
