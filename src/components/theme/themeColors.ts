import { useSyncExternalStore } from 'react';

/*
 * Colours that stand in for the shop's own while something outside sets them: inside Telegram, the user's Telegram
 * theme (features/telegram). The MUI parts follow through ShopThemeProvider; the plain-CSS first screen follows the
 * custom properties of global.css, which the same code sets.
 */

export type ThemeColors = {
  mode: 'light' | 'dark';
  /** The page behind everything. */
  background: string;
  /** Cards, panels, dialogs. */
  paper: string;
  text: string;
  textMuted: string;
  /** Filled buttons and the like, with their text. */
  primary: string;
  onPrimary: string;
  /** Links and accents. */
  accent: string;
  error?: string;
};

let current: ThemeColors | null = null;
const listeners = new Set<() => void>();

/** `null`: the shop's own colours again. */
export function setThemeColors(colors: ThemeColors | null): void {
  current = colors;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => current;
// The server draws with the shop's colours, and a page hydrates as the server drew it.
const readOnServer = () => null;

export function useThemeColors(): ThemeColors | null {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
