import { SCRIPT_AFTER_PAINT_META, SERVER_PAGE_STATE_ID, type DrawnPage } from '../../../contract/pageDrawing';
import { escapeHtml, jsonForScript } from '../head';

/*
 * A drawn page's HTML document: the SPA's index.html (head tags, preloads and language already in) with the drawn
 * markup in #root, the stylesheets and Emotion rules it is drawn with in the head, and the state the SPA hydrates
 * from before </body>.
 */

// The element the SPA mounts into, with the boot header index.html shows until the SPA's first paint (public/index.html).
const ROOT = /<div id=(["']?)root\1\s*>(?:<div class=["']?boot-header["']?[^>]*><div><span>[^<]*<\/span><\/div><\/div>)?<\/div>/i;

/**
 * React puts what a component hoists (the page's <title>, resource hints) at the start of the markup of a root that
 * is not the whole document. The head carries the page's own title already; hints move to the head.
 */
function withoutHoisted(markup: string): { body: string; hints: string } {
  let body = markup;
  let hints = '';
  for (;;) {
    const title = /^<title>[\s\S]*?<\/title>/.exec(body);
    const hint = title ? null : /^<(link|meta)\b[^>]*>/.exec(body);
    if (title) body = body.slice(title[0].length);
    else if (hint) {
      hints += hint[0];
      body = body.slice(hint[0].length);
    } else return { body, hints };
  }
}

/** `<link rel="stylesheet">` for each file the template does not already link as one. */
function stylesheetLinks(template: string, files: string[]): string {
  return [...new Set(files)]
    .filter((file) => /^[\w.-]+\.css$/.test(file) && !new RegExp(`rel=["']?stylesheet["']?[^>]*href=["']?/${file.replace(/\./g, '\\.')}`).test(template))
    .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`)
    .join('');
}

const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload["'\s>])(?=[^>]*\bas=["']?script["'\s>])[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;

/** The template's script preloads as the names of scripts to fetch after the first paint (SCRIPT_AFTER_PAINT_META). */
function scriptsAfterPaint(template: string): string {
  return template.replace(SCRIPT_PRELOAD, (_link, href: string) => `<meta name="${SCRIPT_AFTER_PAINT_META}" content="${href}">`);
}

/** Whether `template` has the element the SPA mounts into, so a drawn page can be put in it. */
export function hasRoot(template: string): boolean {
  return ROOT.test(template);
}

export function drawnDocument(template: string, drawn: DrawnPage, stylesheets: string[]): string {
  const { body, hints } = withoutHoisted(drawn.html);
  const state = `<script type="application/json" id="${SERVER_PAGE_STATE_ID}">${jsonForScript(drawn.state)}</script>`;
  return scriptsAfterPaint(template)
    .replace(/<\/head>/i, () => `${stylesheetLinks(template, stylesheets)}${hints}${drawn.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>`)
    .replace(/<\/body>/i, () => `${state}</body>`);
}
