import { createWebTestApp, type WebTestContext } from './web-test-app';

/** The staff entry's page as webpack builds it (webpack.config.ts: staff.html, its own script). */
const STAFF_HTML = '<!doctype html><html lang=uz><head><title>Libos</title><script defer src=/staff.0123456789abcdef.js></script></head><body><div id=root></div></body></html>';

/** The build's chunk groups (route-chunks.json) the staff entry loads, by webpack.config.ts's names. */
const ROUTE_CHUNKS = {
  'staff-sign-in': ['11.aaaaaaaa.js', 'staff-sign-in.bbbbbbbb.js', 'staff-sign-in.cccccccc.css'],
  'staff-app': ['11.aaaaaaaa.js', 'staff-app.dddddddd.js'],
  'staff-theme': ['22.eeeeeeee.js', 'staff-theme.ffffffff.js'],
  'staff-orders': ['33.abababab.js', 'staff-orders.cdcdcdcd.js'],
  'staff-returns': ['staff-returns.efefefef.js'],
  'i18n-uz-all': ['i18n-uz-all.01010101.js'],
  'i18n-ru-all': ['i18n-ru-all.02020202.js'],
};

let context: WebTestContext;

beforeAll(async () => {
  context = await createWebTestApp({ files: { 'staff.html': STAFF_HTML, 'route-chunks.json': JSON.stringify(ROUTE_CHUNKS) } });
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="\/([^"]+)">/g)].map((match) => match[1]);

describe('the staff application’s page', () => {
  it('is served for /staff and every address below it, so the shop’s page never loads the staff’s code', async () => {
    for (const url of ['/staff', '/staff/', '/staff/orders', '/staff/products/12', '/Staff/Products']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('/staff.0123456789abcdef.js');
      expect(response.body).not.toContain('/main.');
    }
  });

  it('answers an unknown staff address with 404 and the staff page, which shows its own not-found section', async () => {
    const response = await get('/staff/no-such-section');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('/staff.0123456789abcdef.js');
  });

  it('leaves the shop’s addresses to the shop’s page, and is no file of its own', async () => {
    for (const url of ['/cart', '/staffing', '/looks']) expect((await get(url)).body).toContain('/main.01234567.js');
    expect((await get('/staff.html')).headers['content-type']).not.toContain('text/html');
  });

  it('preloads the sign-in’s chunks for a visit without the staff token, and no texts: the sign-in carries its own', async () => {
    expect(preloads((await get('/staff')).body)).toEqual(ROUTE_CHUNKS['staff-sign-in']);
    expect(preloads((await get('/staff/returns')).body)).toEqual(ROUTE_CHUNKS['staff-sign-in']);
  });

  it('preloads the application, its theme, the opened section and the texts in the visitor’s language with the token', async () => {
    const signedIn = (url: string, cookie = 'staffToken=t0k3n') => context.app.inject({ method: 'GET', url, headers: { cookie } });
    const app = [...new Set([...ROUTE_CHUNKS['staff-app'], ...ROUTE_CHUNKS['staff-theme']])];
    expect(preloads((await signedIn('/staff/orders')).body)).toEqual([...app, ...ROUTE_CHUNKS['staff-orders'], ...ROUTE_CHUNKS['i18n-uz-all']]);
    // /staff opens the orders; a record page preloads no section.
    expect(preloads((await signedIn('/staff')).body)).toEqual([...app, ...ROUTE_CHUNKS['staff-orders'], ...ROUTE_CHUNKS['i18n-uz-all']]);
    expect(preloads((await signedIn('/staff/returns', 'staffToken=t0k3n; language=ru')).body)).toEqual([...app, ...ROUTE_CHUNKS['staff-returns'], ...ROUTE_CHUNKS['i18n-ru-all']]);
    expect(preloads((await signedIn('/staff/orders/12')).body)).toEqual([...app, ...ROUTE_CHUNKS['i18n-uz-all']]);
  });
});
