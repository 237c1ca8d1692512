import { randomBytes } from 'node:crypto';
import { signInitData } from '../init-data';

/** Telegram's colours as its web client passes them (tgWebAppThemeParams, theme_changed), light and dark. */
export const THEMES = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#3390ec',
    button_color: '#3390ec',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f4f4f5',
    header_bg_color: '#ffffff',
    accent_text_color: '#3390ec',
    section_bg_color: '#ffffff',
    section_header_text_color: '#3390ec',
    subtitle_text_color: '#707579',
    destructive_text_color: '#e53935',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#181818',
    header_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#8774e1',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
  },
} as const;

export type ThemeName = keyof typeof THEMES;

export interface SandboxUser {
  id: number;
  firstName: string;
  username: string | undefined;
  languageCode: 'uz' | 'ru';
}

/** The version of the Web App protocol the sandbox speaks, as tgWebAppVersion names it. */
export const WEB_APP_VERSION = '8.0';

/**
 * Telegram.WebApp.initData as Telegram signs it for a Mini App opened from the bot's chat: the user as JSON, the
 * launch's query id and chat, the start parameter when the link had one, and auth_date, signed with the bot's token.
 */
export function sandboxInitData(user: SandboxUser, startParam: string | undefined, now: Date, botToken: string): string {
  const webAppUser = {
    id: user.id,
    first_name: user.firstName,
    ...(user.username ? { username: user.username } : {}),
    language_code: user.languageCode,
    allows_write_to_pm: true,
  };
  const fields: Record<string, string> = {
    query_id: `AA${randomBytes(18).toString('base64url')}`,
    user: JSON.stringify(webAppUser),
    // "sender": opened from the user's private chat with the bot; the instance is a signed 64-bit number.
    chat_instance: randomBytes(8).readBigInt64BE().toString(),
    chat_type: 'sender',
    ...(startParam ? { start_param: startParam } : {}),
    auth_date: String(Math.floor(now.getTime() / 1000)),
  };
  return signInitData(fields, botToken);
}

/**
 * The launch data in the fragment of the Mini App's address, as Telegram's clients pass it: tgWebAppData (the
 * url-encoded initData), the version, the platform ("weba": Telegram's web client), the theme as JSON, and the
 * start parameter when there is one.
 */
export function launchHash(initData: string, theme: ThemeName, startParam: string | undefined): string {
  const parts = [
    `tgWebAppData=${encodeURIComponent(initData)}`,
    `tgWebAppVersion=${WEB_APP_VERSION}`,
    'tgWebAppPlatform=weba',
    `tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(THEMES[theme]))}`,
    ...(startParam ? [`tgWebAppStartParam=${encodeURIComponent(startParam)}`] : []),
  ];
  return `#${parts.join('&')}`;
}
