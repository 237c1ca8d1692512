import { insertLook } from '../../test/server/catalogue-fixtures';
import { profileTabs } from '../../src/components/profileTabs';
import { infoTopics } from '../../src/features/info/infoTopics';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_RECORD_PAGES, STAFF_SECTIONS } from '../../contract/staffSections';
import { isSpaPage, SPA_INFO_TOPICS, SPA_PROFILE_TABS, SPA_STAFF_SECTIONS } from './spa-pages';
import { createWebTestApp, type WebTestContext } from './web-test-app';

let context: WebTestContext;
let lookId: number;

beforeAll(async () => {
  context = await createWebTestApp();
  ({ id: lookId } = await insertLook(context.db));
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('addresses the shop has no page for', () => {
  it('answer 404 with the shop page, so the SPA shows its not-found page and crawlers are told', async () => {
    for (const url of ['/no-such-page', '/staff/nothing', '/profile/extra', '/my-orderz', '/looks/3', '/catalog', '/looksDetail']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id=root>');
    }
  });

  it("answer every page of the SPA's router with 200, in any case and with a trailing slash", async () => {
    const pages = ['/', '/looks', '/searchResult?text=ko‘ylak', '/cart', '/checkout', '/staff', '/favorites', '/profile', '/catalogs', '/CART', '/looks/'];
    const sections = STAFF_SECTIONS.map(({ path }) => `/staff/${path}`);
    for (const url of [...pages, ...profileTabs.map((tab) => `/${tab}`), ...infoTopics.map((topic) => `/${topic}`), ...sections]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('knows the same profile tabs and information pages as the SPA', () => {
    expect(SPA_PROFILE_TABS).toEqual([...profileTabs]);
    expect(SPA_INFO_TOPICS).toEqual([...infoTopics]);
    expect(SPA_STAFF_SECTIONS).toEqual(STAFF_SECTIONS.map(({ path }) => path));
    expect(isSpaPage('/productDetail/5')).toBe(true);
    expect(isSpaPage('/productDetail/5/reviews')).toBe(false);
    // The staff's product editor (src/features/staff/StaffApp.tsx: products/new, products/:id).
    expect(['/staff/products/new', '/staff/products/12', '/staff/products/12/'].map(isSpaPage)).toEqual([true, true, true]);
    expect(['/staff/products/abc', '/staff/products/12/photos', '/staff/orders/3/lines'].map(isSpaPage)).toEqual([false, false, false]);
    // An order's page for staff and its packing slip (orders/:id, orders/:id/print).
    expect(['/staff/orders/3', '/staff/orders/3/print', '/staff/orders/abc'].map(isSpaPage)).toEqual([true, true, false]);
  });
});

describe('the staff router’s pages', () => {
  /** Every path the staff router (src/features/staff/StaffApp.tsx) draws a page at, a record's with a sample id. */
  const staffRouterPaths = [...STAFF_SECTIONS.map(({ path: section }) => section), ...STAFF_RECORD_PAGES].map((route) => `/staff/${route.replace(':id', '7')}`);

  it('answer 200 with the staff app, each of them, and 404 past them', async () => {
    for (const url of staffRouterPaths) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id=root>');
    }
    for (const url of ['/staff/customers/abc', '/staff/customers/7/orders', '/staff/orders/7/print/2']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('are all the routes the staff router has: it declares none but those lists and its not-found page', () => {
    // A page added to the router by hand, not to contract/staffSections.ts, would answer 404 from the server.
    const router = readFileSync(path.join(__dirname, '../../src/features/staff/StaffApp.tsx'), 'utf8');
    const ownPaths = [...router.matchAll(/\bpath:\s*(['"`])(.*?)\1/g)].map((match) => match[2]);
    expect(ownPaths).toEqual(['*']);
    expect(router).toMatch(/STAFF_SECTIONS\.map/);
    expect(router).toMatch(/STAFF_RECORD_PAGES\.map/);
  });
});

describe('a look address', () => {
  it('answers 200 for a look that exists', async () => {
    const response = await get(`/looksDetail/${lookId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers 404 with the shop page for a look that does not exist or an id that is no id', async () => {
    for (const url of ['/looksDetail/999999', '/looksDetail/abc', '/looksDetail/0', '/looksDetail/99999999999']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<div id=root>');
    }
  });
});
