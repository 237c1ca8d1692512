import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { addToCart, createShopper, orderBody, type Places } from '../../test/server/order-fixtures';

/*
 * Where a payment sends the shopper back. A browser keeps a session's cookies per origin, so a shopper who opened
 * the shop at 127.0.0.1 and came back at localhost would be signed out: without PUBLIC_URL the return address and
 * the sandbox page are on the origin the order was placed from.
 */

let context: TestContext;
let places: Places;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());
afterEach(() => {
  context.config.publicUrl = 'http://shop.test';
});

/** Places a one-line order as a request with these headers from `remoteAddress`; answers the payment address. */
async function paymentUrlOf(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Promise<URL> {
  const shopper = await createShopper(context, places);
  const { variants } = await insertProduct(context.db, { sizes: { M: 3 } });
  const line = await addToCart(context.db, shopper.customer.id, variants[0]!.id);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/order/addOrder',
    headers: { ...shopper.headers, ...headers },
    payload: orderBody(shopper, [line]),
    remoteAddress,
  });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ paymentUrl: string }>().paymentUrl);
}

const returnOf = (url: URL) => url.searchParams.get('return_url');

describe('the payment return address without PUBLIC_URL', () => {
  beforeEach(() => {
    context.config.publicUrl = undefined;
  });

  it('is the origin the shopper used: 127.0.0.1, localhost or a LAN address, port included', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:8080', '[::1]:3000']) {
      const url = await paymentUrlOf({ host });
      expect(url.origin).toBe(`http://${host}`);
      expect(url.pathname).toBe('/sandbox/payme');
      expect(returnOf(url)).toBe(`http://${host}/my-orders`);
    }
  });

  it("believes X-Forwarded-Host and -Proto only from a trusted proxy (TRUST_PROXY's default: private networks)", async () => {
    const forwarded = { host: '10.0.0.7:3000', 'x-forwarded-host': 'libos.example', 'x-forwarded-proto': 'https' };
    expect(returnOf(await paymentUrlOf(forwarded, '10.0.0.2'))).toBe('https://libos.example/my-orders');
    expect(returnOf(await paymentUrlOf(forwarded, '203.0.113.9'))).toBe('http://10.0.0.7:3000/my-orders');
  });

  it('ignores a Host that is not a plain host name', async () => {
    const url = await paymentUrlOf({ host: 'evil.example/path?x=' });
    expect(returnOf(url)).toBe(`http://localhost:${context.config.port}/my-orders`);
  });

  it('is the same for paying an unpaid order again', async () => {
    const shopper = await createShopper(context, places);
    const { variants } = await insertProduct(context.db, { sizes: { M: 3 } });
    const line = await addToCart(context.db, shopper.customer.id, variants[0]!.id);
    const placed = await context.app.inject({ method: 'POST', url: '/api/order/addOrder', headers: shopper.headers, payload: orderBody(shopper, [line]) });
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/order/payOrder/${placed.json<{ id: number }>().id}`,
      headers: { ...shopper.headers, host: '192.168.1.20:3000' },
      payload: { paymentMethod: 'CLICK' },
    });
    expect(again.statusCode).toBe(200);
    const url = new URL(again.json<{ paymentUrl: string }>().paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://192.168.1.20:3000/sandbox/click');
    expect(returnOf(url)).toBe('http://192.168.1.20:3000/my-orders');
  });
});

describe('the payment return address with PUBLIC_URL', () => {
  it('is PUBLIC_URL whatever address the request came to', async () => {
    context.config.publicUrl = 'https://libos.uz';
    const url = await paymentUrlOf({ host: '127.0.0.1:3000', 'x-forwarded-host': 'other.example' }, '10.0.0.2');
    expect(url.origin).toBe('https://libos.uz');
    expect(returnOf(url)).toBe('https://libos.uz/my-orders');
  });
});
