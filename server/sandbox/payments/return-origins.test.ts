import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { insertTestOrder, readOrder } from '../../payments/testing/orders';

/*
 * The sandbox checkout takes a return address on the shop's own origins: the one the page was opened at (a shop
 * without PUBLIC_URL is reached at 127.0.0.1, localhost or a LAN address alike) and PUBLIC_URL's when set.
 */

let context: TestContext;
let port: number;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(() => context.close());
afterEach(() => {
  context.config.publicUrl = 'http://shop.test';
});

const TOTAL = 427_900;

/** Pay or Cancel on the page as a browser on `origin` posts it (Pay's merchant calls go to where the server listens). */
async function decide(origin: string, orderId: number, returnUrl: string, decision: 'pay' | 'cancel') {
  return context.app.inject({
    method: 'POST',
    url: '/sandbox/payme',
    headers: { host: new URL(origin).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ order_id: String(orderId), amount: String(TOTAL), return_url: returnUrl, lang: 'uz', decision }).toString(),
  });
}

describe('the sandbox checkout without PUBLIC_URL', () => {
  beforeEach(() => {
    context.config.publicUrl = undefined;
  });

  it('pays and sends the shopper back to the origin they opened the shop at', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const order = await insertTestOrder(context.db);
      const page = await context.app.inject({
        method: 'GET',
        url: `/sandbox/payme?${new URLSearchParams({ order_id: String(order.id), amount: String(TOTAL), return_url: `${origin}/my-orders` })}`,
        headers: { host: new URL(origin).host },
      });
      expect(page.statusCode).toBe(200);
      const paid = await decide(origin, order.id, `${origin}/my-orders`, 'pay');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${origin}/my-orders`);
      expect((await readOrder(context.db, order.id)).paid).toBe(true);
    }
  });

  it('refuses a return address on another origin than the page, with a way back to the page’s own', async () => {
    const order = await insertTestOrder(context.db);
    const refused = await decide(`http://localhost:${port}`, order.id, `http://127.0.0.1:${port}/my-orders`, 'cancel');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain(`href="http://localhost:${port}/"`);
  });
});

describe('the sandbox checkout with PUBLIC_URL', () => {
  it("takes PUBLIC_URL's origin and the page's own, nothing else", async () => {
    context.config.publicUrl = 'https://libos.uz';
    const order = await insertTestOrder(context.db);
    const origin = `http://127.0.0.1:${port}`;
    expect((await decide(origin, order.id, 'https://libos.uz/my-orders', 'cancel')).headers.location).toBe('https://libos.uz/my-orders');
    expect((await decide(origin, order.id, `${origin}/my-orders`, 'cancel')).headers.location).toBe(`${origin}/my-orders`);
    expect((await decide(origin, order.id, 'http://192.168.1.20:3000/my-orders', 'cancel')).statusCode).toBe(400);
  });
});
