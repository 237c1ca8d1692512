/*
 * What the server and the SPA's drawing bundle (src/renderOnServer.tsx, built for Node into dist/ssr/render.js) say to
 * each other when the server draws a landing page, and what the drawn page and the session carry between them. Plain
 * (no TypeBox): the SPA takes its values too.
 */

/** The shop's languages (src/i18n/languages.ts). */
type DrawingLanguage = 'uz' | 'ru';

/** A read answered inside the server while it draws a page: the API's answer to a GET of `url`, as a visitor. */
export type ServerRead = (url: string) => Promise<{ data: unknown } | { error: { status: number; data: unknown } }>;

export interface PageRequest {
  /** The address's path and query, as the router reads it. */
  url: string;
  language: DrawingLanguage;
  /** The request carried a session: the header is drawn signed in (the customer's own data comes after hydration). */
  signedIn: boolean;
  /** Answers the page's reads inside the server. */
  read: ServerRead;
  /** Given up after this long: the server then sends the plain shell. */
  timeoutMs: number;
}

export interface DrawnPage {
  /** The markup inside #root. */
  html: string;
  /** `<style>` elements with the Emotion rules the markup uses (the MUI parts), for the head. */
  styles: string;
  /** What the SPA's store starts from when it hydrates the page (src/app/serverPage.ts). */
  state: { api: unknown; language: DrawingLanguage };
}

/** The element of a drawn page that carries its state. */
export const SERVER_PAGE_STATE_ID = 'libos-page-state';

/**
 * A drawn page names the scripts it preloads in `<meta name="libos-script" content="/file.js">` instead of preload
 * links: they are fetched once the page has been painted (src/main.tsx), so that the first screen's stylesheets and
 * pictures have the connection to themselves. The shell preloads them at once: it shows nothing before they run.
 */
export const SCRIPT_AFTER_PAINT_META = 'libos-script';

/**
 * The cookies of the customer's session and last order (src/app/session.ts reads them, sessionCookies.ts writes
 * them); the server reads whether a session is there to draw the header signed in.
 */
export const SESSION_COOKIE_NAMES = {
  accessToken: 'accessToken',
  customerId: 'customerId',
  lastOrderId: 'lastOrderId',
} as const;
