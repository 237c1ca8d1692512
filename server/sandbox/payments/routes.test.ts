import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { checkoutUrl } from '../../payments/checkout';
import { insertTestOrder, readOrder, transactionsOf } from '../../payments/testing/orders';

let context: TestContext;
let origin: string;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(() => context.close());

const TOTAL = 427_900;
const RETURN_URL = 'http://shop.test/my-orders';

/** The sandbox address the shop hands out, relative so it can be fetched from the listening server. */
function sandboxPath(method: 'PAYME' | 'CLICK' | 'UZUM', orderId: number, language: 'uz' | 'ru' = 'uz', amount = TOTAL, returnUrl = RETURN_URL) {
  const url = new URL(checkoutUrl(context.config, { method, orderId, amount, language, returnUrl, shopUrl: context.config.publicUrl! }));
  expect(url.origin).toBe(context.config.publicUrl);
  return `${url.pathname}${url.search}`;
}

/** Presses a button of the page the way a browser submits its form: the hidden fields plus the button. */
async function press(path: string, decision: 'pay' | 'cancel', change: Record<string, string> = {}) {
  const page = await fetch(`${origin}${path}`);
  const html = await page.text();
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, decodeHtml(m[2]!)]));
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBe(path.split('?')[0]);
  return fetch(`${origin}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...change, decision }).toString(),
    redirect: 'manual',
  });
}

const decodeHtml = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe.each([
  ['PAYME', 'payme'],
  ['CLICK', 'click'],
  ['UZUM', 'uzum'],
] as const)('the %s sandbox checkout', (method, provider) => {
  it('shows the order number and the amount with Pay and Cancel, in the language asked for', async () => {
    const order = await insertTestOrder(context.db);
    const uz = await context.app.inject({ method: 'GET', url: sandboxPath(method, order.id, 'uz') });
    expect(uz.statusCode).toBe(200);
    expect(uz.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(uz.headers['content-security-policy']).toContain("form-action 'self'");
    expect(uz.body).toContain('<html lang="uz">');
    // The shop's own icon: without one the browser asks for /favicon.ico, which the shop does not have (404).
    expect(uz.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(uz.body).toContain(order.orderNumber);
    expect(uz.body).toContain('427\u00a0900 so‘m');
    expect(uz.body).toMatch(/<button type="submit" name="decision" value="pay"[^>]*>To‘lash<\/button>/);
    expect(uz.body).toMatch(/<button type="submit" name="decision" value="cancel"[^>]*>Bekor qilish<\/button>/);
    expect(uz.body).not.toMatch(/<script|https?:\/\/(?!shop\.test)/);
    // The other language's link leads to this same page.
    expect(uz.body).toMatch(new RegExp(`<a href="/sandbox/${provider}\\?[^"]*lang=ru" lang="ru"`));
    const ru = await context.app.inject({ method: 'GET', url: sandboxPath(method, order.id, 'ru') });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Оплатить');
    expect(ru.body).toContain('427\u00a0900 сум');
  });

  it("Pay makes the provider's calls over HTTP, pays the order and sends the shopper back", async () => {
    const order = await insertTestOrder(context.db);
    const response = await press(sandboxPath(method, order.id), 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect((await readOrder(context.db, order.id)).paid).toBe(true);
    const rows = await transactionsOf(context.db, order.id);
    expect(rows.map((row) => [row.provider, row.state, row.amountTiyin])).toEqual([[method, 2, TOTAL * 100]]);
  });

  it('Cancel sends the shopper back unpaid, without a call', async () => {
    const order = await insertTestOrder(context.db);
    const response = await press(sandboxPath(method, order.id), 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
    expect(await transactionsOf(context.db, order.id)).toHaveLength(0);
  });

  it('a payment the shop refuses ends on an honest page with the way back, the order unpaid', async () => {
    const order = await insertTestOrder(context.db);
    const response = await press(sandboxPath(method, order.id, 'ru'), 'pay', { amount: '1000' });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('Оплата не прошла');
    expect(html).toContain(`href="${RETURN_URL}"`);
    expect(html).toMatch(/(-31001|-2 |10011)/);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('a second Pay of a paid order (a double click) goes back to the shop, and the order is paid once', async () => {
    const order = await insertTestOrder(context.db);
    const path = sandboxPath(method, order.id);
    const responses = await Promise.all([press(path, 'pay'), press(path, 'pay')]);
    expect(responses.map((response) => [response.status, response.headers.get('location')])).toEqual([[303, RETURN_URL], [303, RETURN_URL]]);
    expect((await transactionsOf(context.db, order.id)).filter((row) => row.state === 2)).toHaveLength(1);
  });

  it(`refuses a return address off the shop's origin, and links only to the shop`, async () => {
    const order = await insertTestOrder(context.db);
    for (const returnUrl of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      const page = await context.app.inject({ method: 'GET', url: sandboxPath(method, order.id, 'uz', TOTAL, returnUrl) });
      expect(page.statusCode).toBe(400);
      expect(page.body).not.toContain('evil.example');
      expect(page.body).toContain('href="http://shop.test/"');
      const posted = await context.app.inject({
        method: 'POST',
        url: `/sandbox/${provider}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ order_id: String(order.id), amount: String(TOTAL), return_url: returnUrl, decision: 'cancel' }).toString(),
      });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
  });

  it('answers a malformed link with 400 and an unknown order with 404, each as a page', async () => {
    const bad = await context.app.inject({ method: 'GET', url: `/sandbox/${provider}?order_id=abc&amount=-1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    const missing = await context.app.inject({ method: 'GET', url: sandboxPath(method, 2_000_000, 'ru') });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Заказ не найден');
    expect(missing.body).toContain(`href="${RETURN_URL}"`);
  });
});
