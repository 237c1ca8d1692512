// Plain JavaScript: webpack swaps it in for MUI files after their loaders are chosen, so no TypeScript here.
/*
 * webpack.config.ts builds the shop with this module in place of MUI's CSS-variables theme code
 * (@mui/material/styles/createThemeWithVars and ThemeProviderWithVars). The theme (components/theme/theme.ts) is a plain one, so
 * MUI never calls that code, yet createTheme and ThemeProvider import it: about 7 KB gzip of the first load.
 * Should the theme ever turn on `cssVariables` or `colorSchemes`, remove the replacement; this says so loudly.
 */
function cssVariablesLeftOut() {
  throw new Error('MUI CSS-variables themes are left out of this build (see webpack.config.ts, muiWithoutCssVars)');
}

export default cssVariablesLeftOut;
export const CssVarsProvider = cssVariablesLeftOut;
export const Experimental_CssVarsProvider = cssVariablesLeftOut;
export const useColorScheme = cssVariablesLeftOut;
export const getInitColorSchemeScript = cssVariablesLeftOut;
