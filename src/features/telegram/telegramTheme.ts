import { setThemeColors, type ThemeColors } from '../../components/theme/themeColors';
import type { TelegramThemeParams, TelegramWebApp } from './webApp';

/*
 * Telegram's theme as the shop's: the user's Telegram colours (light or dark) for the MUI parts (themeColors.ts) and for
 * the plain-CSS first screen (global.css's custom properties, set on <html> over the stylesheet's).
 */

const hexColour = /^#([0-9a-f]{6})$/i;

/** `hex` ("#rrggbb") at `alpha`, for the hairlines and shades the shop draws in its text colour. */
function withAlpha(hex: string, alpha: number): string | undefined {
  const digits = hexColour.exec(hex)?.[1];
  if (!digits) return undefined;
  const [red, green, blue] = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/** The shop's colours from Telegram's; null when Telegram gave too few to theme by (the shop keeps its own). */
export function telegramColors(params: TelegramThemeParams, scheme: 'light' | 'dark'): ThemeColors | null {
  const { bg_color: background, text_color: text } = params;
  if (!background || !text) return null;
  const primary = params.button_color ?? params.link_color ?? text;
  return {
    mode: scheme,
    background,
    paper: params.section_bg_color ?? params.secondary_bg_color ?? background,
    text,
    textMuted: params.hint_color ?? text,
    primary,
    onPrimary: params.button_text_color ?? '#ffffff',
    accent: params.accent_text_color ?? params.link_color ?? primary,
    ...(params.destructive_text_color ? { error: params.destructive_text_color } : {}),
  };
}

/** The custom properties of global.css (and the header's background) for `colors`. */
function cssProperties(colors: ThemeColors, params: TelegramThemeParams): Record<string, string | undefined> {
  return {
    '--linen': colors.background,
    '--paper': colors.paper,
    '--text': colors.text,
    '--text-muted': colors.textMuted,
    '--ink': colors.primary,
    '--clay': colors.accent,
    '--error': colors.error,
    '--divider': withAlpha(colors.text, 0.12),
    '--hover': withAlpha(colors.text, 0.06),
    '--skeleton': withAlpha(colors.text, 0.11),
    '--header-bg': params.header_bg_color ?? colors.background,
  };
}

let setProperties: string[] = [];

function clearProperties(): void {
  for (const name of setProperties) document.documentElement.style.removeProperty(name);
  setProperties = [];
}

/** Themes the shop in `webApp`'s current colours (again after each themeChanged). */
export function applyTelegramTheme(webApp: TelegramWebApp): void {
  const colors = telegramColors(webApp.themeParams, webApp.colorScheme);
  clearProperties();
  setThemeColors(colors);
  if (!colors) return;
  for (const [name, value] of Object.entries(cssProperties(colors, webApp.themeParams))) {
    if (value === undefined) continue;
    document.documentElement.style.setProperty(name, value);
    setProperties.push(name);
  }
  document.documentElement.style.colorScheme = colors.mode;
}

/** The shop's own colours again. */
export function clearTelegramTheme(): void {
  clearProperties();
  document.documentElement.style.removeProperty('color-scheme');
  setThemeColors(null);
}
