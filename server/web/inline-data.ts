import type { ServerRead } from '../../contract/pageDrawing';
import type { App } from '../http/app-type';
import { jsonForScript } from './head';

/** The element the SPA reads the answers from (src/app/inlinedReads.ts). */
export const INLINE_DATA_ID = 'libos-api-data';

/** The SPA's first page of a category: its default order and page size (src/features/catalogue/.../categoryView.ts). */
export const CATEGORY_FIRST_PAGE_QUERY = 'page=0&size=24&sort=new';

/**
 * The public API reads a landing page makes before it can show its main content, by address (its LandingReader in
 * src/app/router.tsx; a search's, which depends on how the SPA reads the text, is left to the network). Answered
 * inside the page's HTML when the server does not draw it, they spare a phone a round trip after the scripts have run; a read the SPA makes differently (other
 * filters in the address) just goes to the network as before.
 */
export function landingReads(pathname: string): string[] {
  if (pathname === '/') return ['/api/homePage/getHomePage', '/api/categoryBlock/getAllByCategoryBlockType/MENU_1'];
  const product = /^\/productDetail\/([1-9]\d{0,9})$/.exec(pathname);
  if (product) return [`/api/product/getProductById/${product[1]}`];
  const category = /^\/categoryDetail\/([1-9]\d{0,9})$/.exec(pathname);
  if (category) {
    return [`/api/categories/getCategoryById/${category[1]}`, `/api/product/getProductByCategoryId/${category[1]}?${CATEGORY_FIRST_PAGE_QUERY}`];
  }
  const catalog = /^\/catalog\/([1-9]\d{0,9})$/.exec(pathname);
  if (catalog) return [`/api/categories/getCategoryById/${catalog[1]}`, `/api/categories/getSubCategoriesByParent/${catalog[1]}`];
  const look = /^\/looksDetail\/([1-9]\d{0,9})$/.exec(pathname);
  if (look) return [`/api/lookCollection/getLookCollectionById/${look[1]}`];
  if (pathname === '/looks') return ['/api/lookCollection/getLookCollection'];
  if (pathname === '/catalogs') return ['/api/categories/getParentCategories'];
  if (/^\/(about|terms|branches|contact|privacy)$/.test(pathname)) return ['/api/settings/getShopSettings'];
  return [];
}

/** A GET of the public API made through the app itself (the same routes, caches and JSON as over the network), as a visitor. */
function readAsVisitor(app: App, url: string) {
  return app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
}

/**
 * The answers to `reads`, made through the app itself (the same routes, caches and JSON as over the network), as a
 * visitor: none of them depends on who asks. Reads that fail are left out.
 */
export async function answerReads(app: App, reads: string[]): Promise<Array<[url: string, json: string]>> {
  const answers = await Promise.all(
    reads.map(async (url): Promise<[string, string] | null> => {
      const response = await readAsVisitor(app, url);
      return response.statusCode === 200 ? [url, response.body] : null;
    }),
  );
  return answers.filter((answer): answer is [string, string] => answer !== null);
}

/** `<script type="application/json">` with the answers (not run by the browser, so the CSP lets it be) before </body>. */
export function withInlineData(html: string, answers: Array<[url: string, json: string]>): string {
  if (answers.length === 0) return html;
  // The bodies are JSON already: joined as they are, then made safe inside a script element.
  const json = `{${answers.map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`;
  const script = `<script type="application/json" id="${INLINE_DATA_ID}">${jsonForScript(JSON.parse(json))}</script>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, () => `${script}</body>`) : `${html}${script}`;
}

/**
 * The reads of a page the server draws (src/renderOnServer.tsx), answered through the app itself as answerReads
 * does: the same routes, caches and JSON, as a visitor.
 */
export function serverRead(app: App): ServerRead {
  return async (url) => {
    const response = await readAsVisitor(app, url);
    let data: unknown = null;
    try {
      data = JSON.parse(response.body) as unknown;
    } catch {
      // an answer without a JSON body: its status says enough
    }
    return response.statusCode === 200 ? { data } : { error: { status: response.statusCode, data } };
  };
}
