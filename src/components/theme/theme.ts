import { createTheme, type ThemeOptions } from '@mui/material/styles';

const ink = '#141414';
const clay = '#A8552B';
const linen = '#FAF8F5';

/** MUI's reference size: what `1rem` is at the browser's default font size. */
const htmlFontSize = 16;

export const fontStack = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Near-black and warm clay on linen: calm enough to let product photos carry the colour. The same values as the
 * custom properties of global.css, which style the first screen without MUI. */
export const themeOptions = {
  palette: {
    mode: 'light',
    primary: { main: ink, light: '#3a3a3a', dark: '#000000', contrastText: '#ffffff' },
    // #A8552B on white is 5.3:1, readable as text as well as a fill.
    secondary: { main: clay, light: '#C7783F', dark: '#7F3E1E', contrastText: '#ffffff' },
    // MUI's own info (#0288d1) and warning (#ed6c02) read at 3.9:1 and 3.0:1 on white, too faint for the small
    // text of a status chip; these are 6.8:1 and 6.1:1, as fills under white text and as outlined text alike.
    info: { main: '#1F5F8B', light: '#4A82AA', dark: '#123F5E', contrastText: '#ffffff' },
    warning: { main: '#9A4D00', light: '#C06A1A', dark: '#6B3500', contrastText: '#ffffff' },
    background: { default: linen, paper: '#ffffff' },
    text: { primary: ink, secondary: '#5C5650' },
    divider: 'rgba(20, 20, 20, 0.1)',
  },
  shape: { borderRadius: 8 },
  // Text sizes in rem, so a reader who sets a larger font size in the browser gets larger text everywhere, body text
  // too, not only the headings: MUI's variants are in rem already, and a bare number given as a font size (`sx={{
  // fontSize: 13 }}`, which MUI would write as 13px) becomes rem, the same size at the default 16 px.
  unstable_sxConfig: {
    fontSize: { themeKey: 'typography', transform: (value: unknown) => (typeof value === 'number' ? `${value / htmlFontSize}rem` : (value as string)) },
  },
  typography: {
    htmlFontSize,
    fontFamily: fontStack,
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // The shop's one focus style (app/global.css) on every MUI control built on ButtonBase (buttons, icon buttons, tabs,
  // chips, radios, checkboxes, switches, sort labels, pagination, list and menu items): MUI's own keyboard ring, 2 px
  // solid and 2 px out, in clay; MUI turns it inward on the controls an overflowing box would cut (tabs, menu items).
  focusVisible: { outlineColor: clay },
  components: {
    // The ring alone marks keyboard focus: MUI's pulsing focus ripple inside the control would be a second sign.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 20 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { backgroundColor: 'rgba(255, 255, 255, 0.92)', backdropFilter: 'blur(8px)' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiTab: { defaultProps: { disableFocusRipple: true } },
    // A text field in focus has MUI's thicker border, in the ring's clay (a refused one keeps its red).
    MuiOutlinedInput: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: clay } } },
    },
  },
} satisfies ThemeOptions;

export const theme = createTheme(themeOptions);
