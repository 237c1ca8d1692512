import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from '../../server/http/security-headers';
import { createWebTestApp, type WebTestContext } from '../../server/web/web-test-app';
import { insertProduct } from './fixtures';
import { createTestApp, type TestContext } from './harness';

/**
 * The headers every answer carries, and that the pages the shop serves work under its Content-Security-Policy:
 * no inline script (JSON-LD is data and allowed), scripts and styles from the shop itself.
 */

const root = path.resolve(__dirname, '../..');
const builtIndex = path.join(root, 'dist', 'index.html');

let api: TestContext; // PUBLIC_URL http://shop.test
let web: WebTestContext; // PUBLIC_URL https://libos.test, with a built SPA
beforeAll(async () => {
  api = await createTestApp();
  // The real build when there is one, so a change to the build that inlines a script is caught.
  const files: Record<string, string> = existsSync(builtIndex) ? { 'index.html': readFileSync(builtIndex, 'utf8') } : {};
  web = await createWebTestApp({ files });
}, 60_000);
afterAll(async () => {
  await api.close();
  await web.close();
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** JSON in a <script> is a data block: browsers never run it, so the CSP need not allow it. */
const DATA_TYPES = ['application/ld+json', 'application/json'];

/** Every <script> in a page: one with a src from the shop itself, or a JSON data block. Nothing inline runs. */
function expectNoInlineScript(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  for (const [, attributes = '', body = ''] of scripts) {
    const source = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (source) {
      expect(source).toMatch(/^(\/(?!\/)|\.\/|[\w-]+\.js)/); // the shop's own origin
      expect(body.trim()).toBe('');
    } else {
      expect(DATA_TYPES).toContain(type);
    }
  }
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i); // event handler attributes (script-src-attr 'none')
  expect(html).not.toMatch(/javascript:/i);
}

describe('the Content-Security-Policy', () => {
  it.each([
    ['an API answer', '/api/categories/getParentCategories'],
    ['an error', '/api/nothing/here'],
    ['the OpenAPI document', '/api/docs/json'],
  ])('is sent with %s, with the directives the SPA needs and no more', async (_label, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]); // Emotion writes <style> tags at run time
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows no script from elsewhere, no eval and no inline script', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    const header = String(response.headers['content-security-policy']);
    expect(header).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(directives(header).get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('with a live Telegram bot', () => {
  it('lets Telegram’s script in, Telegram’s web client frame the shop and its login popup answer, and nothing more', () => {
    const live = securityHeaders({ https: true, telegram: true });
    const csp = directives(live['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://telegram.org']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://web.telegram.org']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(live['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // X-Frame-Options cannot name Telegram: frame-ancestors alone decides.
    expect(live['x-frame-options']).toBeUndefined();
    const sandbox = securityHeaders({ https: true });
    expect(sandbox['cross-origin-opener-policy']).toBe('same-origin');
    expect(sandbox['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('HSTS', () => {
  it('is not sent over plain http', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('is not sent when a client on the internet merely claims https', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is always sent when PUBLIC_URL is https', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('pages the shop serves work under the policy', () => {
  it('index.html has no inline script', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/looks' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toMatch(/<script/);
    expectNoInlineScript(response.body);
  });

  it('a product page carries its JSON-LD as data and nothing inline that runs', async () => {
    const { product } = await insertProduct(web.db, { nameUZB: '</script><script>alert(1)</script>', nameRUS: 'Платье' });
    const response = await web.app.inject({ method: 'GET', url: `/productDetail/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script type="application/ld+json">');
    expectNoInlineScript(response.body);
  });

  it('the HTML template the build starts from has no inline script', () => {
    expectNoInlineScript(readFileSync(path.join(root, 'public', 'index.html'), 'utf8'));
  });

  it('Swagger UI at /api/docs loads only its own scripts and styles, which are served', async () => {
    let response = await api.app.inject({ method: 'GET', url: '/api/docs' });
    let base = '/api/docs';
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = String(response.headers.location);
      base = new URL(location, 'http://shop.test/api/docs').pathname.replace(/\/[^/]*$/, '');
      response = await api.app.inject({ method: 'GET', url: new URL(location, 'http://shop.test/api/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expectNoInlineScript(response.body);
    const assets = [...response.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = asset.startsWith('/') ? asset : new URL(asset, `http://shop.test${base}/`).pathname;
      const served = await api.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/javascript|css/);
    }
    const document = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
  });
});
