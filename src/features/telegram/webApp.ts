/*
 * The part of Telegram's `window.Telegram.WebApp` (telegram-web-app.js, Telegram's Mini Apps docs) the shop uses, typed
 * here rather than taken from a package: the shop codes against this API alone, which Telegram's own script and the
 * server's sandbox stand-in (docs/api.md "Telegram") both provide.
 */

/** A colour of Telegram's theme, as "#rrggbb". Any of them may be missing: older clients send fewer. */
export type TelegramThemeParams = {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
  header_bg_color?: string;
  accent_text_color?: string;
  section_bg_color?: string;
  destructive_text_color?: string;
};

/** Pixels kept clear at each edge: by the device (notch, home indicator) or by Telegram's own controls. */
export type TelegramInset = { top: number; bottom: number; left: number; right: number };

export type TelegramUser = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
};

export type TelegramEvent = 'themeChanged' | 'viewportChanged' | 'safeAreaChanged' | 'contentSafeAreaChanged' | 'contactRequested';

type ClickHandler = () => void;

export type TelegramBackButton = {
  isVisible: boolean;
  show(): void;
  hide(): void;
  onClick(handler: ClickHandler): void;
  offClick(handler: ClickHandler): void;
};

export type TelegramMainButton = {
  text: string;
  isVisible: boolean;
  isActive: boolean;
  setText(text: string): void;
  show(): void;
  hide(): void;
  enable(): void;
  disable(): void;
  showProgress(leaveActive?: boolean): void;
  hideProgress(): void;
  setParams(params: { text?: string; color?: string; text_color?: string; is_active?: boolean; is_visible?: boolean }): void;
  onClick(handler: ClickHandler): void;
  offClick(handler: ClickHandler): void;
};

export type TelegramHapticFeedback = {
  impactOccurred(style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'): void;
  notificationOccurred(type: 'error' | 'success' | 'warning'): void;
  selectionChanged(): void;
};

export type TelegramWebApp = {
  /** The launch data as Telegram signed it: what the server checks (POST /api/auth/telegram/miniApp). */
  initData: string;
  /** The same, parsed by the script: unchecked, so only for what needs no trust (the deep link). */
  initDataUnsafe: { user?: TelegramUser; start_param?: string };
  colorScheme: 'light' | 'dark';
  themeParams: TelegramThemeParams;
  viewportHeight: number;
  viewportStableHeight: number;
  safeAreaInset?: TelegramInset;
  contentSafeAreaInset?: TelegramInset;
  ready(): void;
  expand(): void;
  onEvent(event: TelegramEvent, handler: () => void): void;
  offEvent(event: TelegramEvent, handler: () => void): void;
  BackButton: TelegramBackButton;
  MainButton: TelegramMainButton;
  HapticFeedback: TelegramHapticFeedback;
  /** Asks the user to share their phone with the bot; `shared` is false when they declined. */
  requestContact(callback?: (shared: boolean) => void): void;
};

type TelegramWindow = Window & { Telegram?: { WebApp?: TelegramWebApp } };

/** The Web App object once Telegram's script has run, else undefined. */
export function readWebApp(): TelegramWebApp | undefined {
  return (window as TelegramWindow).Telegram?.WebApp;
}
