import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DrawnPage, PageRequest } from '../../../contract/pageDrawing';

/** Draws a landing page with the SPA's own components (src/renderOnServer.tsx, built for Node). */
export type PageDrawer = (request: PageRequest) => Promise<DrawnPage>;

/** Where webpack.config.ts writes the drawing bundle, inside the build (never served: routes.ts ignores it). */
export const DRAWING_BUNDLE = path.join('ssr', 'render.js');

/**
 * The build's drawing bundle, or null: server rendering switched off (SERVER_RENDERING=0), or a build without the
 * bundle. The landing pages are then the plain shell the SPA draws, as before.
 */
export function loadPageDrawer(webDir: string, enabled: boolean): PageDrawer | null {
  const file = path.join(webDir, DRAWING_BUNDLE);
  if (!enabled || !existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time, not a module of ours
  const bundle = require(file) as { renderPage?: unknown };
  return typeof bundle.renderPage === 'function' ? (bundle.renderPage as PageDrawer) : null;
}
