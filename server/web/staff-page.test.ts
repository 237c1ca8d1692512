import { createWebTestApp, type WebTestContext } from './web-test-app';

/** The staff entry's page as webpack builds it (webpack.config.ts: staff.html, its own script). */
const STAFF_HTML = '<!doctype html><html lang=uz><head><title>Libos</title><script defer src=/staff.0123456789abcdef.js></script></head><body><div id=root></div></body></html>';

let context: WebTestContext;

beforeAll(async () => {
  context = await createWebTestApp({ files: { 'staff.html': STAFF_HTML } });
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

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
});
