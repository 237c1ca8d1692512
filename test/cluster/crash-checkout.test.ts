import { call, readStock, signUpShoppers, type Shopper } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import { scratchShop, type ScratchShop } from './servers';

/**
 * A server killed outright (SIGKILL: a power cut, the out-of-memory killer) while checkouts are running leaves,
 * for every checkout, either the whole order or none of it, on PostgreSQL (the machine's, where checkouts truly
 * race). The server is a real process, started again on the database the dead one left. Whole means: every cart
 * line it named is in the order and gone from the cart, the stock of each size went down by exactly what the
 * orders hold, the totals add up, and every order the shopper was told about (201) is still there.
 */
jest.setTimeout(600_000);

interface Line {
  cartItemId: number;
  productSizeVariant: { id: number };
  quantity: number;
}

interface Order {
  id: number;
  status: string;
  items: Array<{ productSizeVariantId: number; quantity: number; lineTotal: number }>;
  goodsTotal: number;
  couponCredit: number;
  deliveryCost: number;
  total: number;
}

const ROUNDS = 2;
const SHOPPERS_PER_ROUND = 16;
const env = { RATE_LIMIT_AUTH: '0', RATE_LIMIT_AUTH_ADDRESS: '0', RATE_LIMIT_SEARCH: '0', RATE_LIMIT_SMS_ADDRESS: '0', LOG_LEVEL: 'fatal' };

let scratch: ScratchShop;
let shop: ShopProcess;

beforeAll(async () => {
  scratch = await scratchShop('crash');
});

afterAll(() => scratch?.close());

const start = () => scratch.start(env);

/** Up to three in-stock sizes of the first products, one or two of each, into the shopper's cart. */
async function fillCart(origin: string, shopper: Shopper, sizes: number[], offset: number): Promise<Line[]> {
  for (let k = 0; k < 3; k += 1) {
    const productSizeVariantId = sizes[(offset * 3 + k) % sizes.length]!;
    await call(origin, 'POST', '/api/cartItem/addCartItem', { customerId: shopper.customerId, productSizeVariantId, quantity: 1 + (k % 2) }, shopper.authorization);
  }
  return call<Line[]>(origin, 'GET', `/api/cartItem/byCustomerId/${shopper.customerId}`, undefined, shopper.authorization);
}

function orderOf(origin: string, shopper: Shopper, lines: Line[]): Promise<Response> {
  return fetch(`${origin}/api/order/addOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: shopper.authorization },
    body: JSON.stringify({
      customerId: shopper.customerId,
      cartItemIds: lines.map((line) => line.cartItemId),
      addressId: shopper.addressId,
      receiverName: 'Crash Test',
      receiverPhoneNumber: '+998901112233',
      paymentMethod: 'PAYME',
    }),
  });
}

it('leaves each checkout whole or absent, and keeps every order it confirmed', async () => {
  shop = await start();
  const catalogue = await call<{ content: Array<{ id: number; active: boolean }> }>(shop.origin, 'GET', '/api/product/getAllProducts?page=0&size=40');
  const productIds = catalogue.content.filter((card) => card.active).map((card) => card.id);
  const stockBefore = await readStock(shop.origin, productIds);
  const sizes = [...stockBefore].filter(([, quantity]) => quantity >= 20).map(([variant]) => variant);
  expect(sizes.length).toBeGreaterThanOrEqual(6);

  const shoppers = await signUpShoppers(shop.origin, ROUNDS * SHOPPERS_PER_ROUND, '777');
  const carts = new Map<number, Line[]>();
  for (const [index, shopper] of shoppers.entries()) carts.set(shopper.customerId, await fillCart(shop.origin, shopper, sizes, index));
  const confirmed = new Set<number>();

  for (let round = 0; round < ROUNDS; round += 1) {
    const running = shop;
    const buyers = shoppers.slice(round * SHOPPERS_PER_ROUND, (round + 1) * SHOPPERS_PER_ROUND);
    // All at once; the server dies as soon as the first is confirmed, with the others queued or half done.
    let killed: Promise<void> | undefined;
    const answers = buyers.map((buyer) =>
      orderOf(running.origin, buyer, carts.get(buyer.customerId)!).then(
        async (response) => {
          if (response.status === 201) confirmed.add(((await response.json()) as { id: number }).id);
          killed ??= running.stop('SIGKILL');
        },
        () => undefined, // the connection died with the server
      ),
    );
    await Promise.all(answers);
    await (killed ?? running.stop('SIGKILL'));
    shop = await start();
  }

  const origin = shop.origin;
  const ordered = new Map<number, number>();
  let whole = 0;
  for (const shopper of shoppers) {
    const lines = carts.get(shopper.customerId)!;
    const orders = await call<Order[]>(origin, 'GET', `/api/order/getAllByCustomerId/${shopper.customerId}`, undefined, shopper.authorization);
    const cart = await call<Line[]>(origin, 'GET', `/api/cartItem/byCustomerId/${shopper.customerId}`, undefined, shopper.authorization);
    const asBought = (list: Array<{ productSizeVariantId: number; quantity: number }>) =>
      list.map((line) => `${line.productSizeVariantId}x${line.quantity}`).sort();
    expect(orders.length).toBeLessThanOrEqual(1);
    const [order] = orders;
    if (order) {
      whole += 1;
      expect(asBought(order.items)).toEqual(asBought(lines.map((line) => ({ productSizeVariantId: line.productSizeVariant.id, quantity: line.quantity }))));
      expect(cart).toEqual([]);
      expect(order.goodsTotal).toBe(order.items.reduce((sum, item) => sum + item.lineTotal, 0));
      expect(order.total).toBe(order.goodsTotal - order.couponCredit + order.deliveryCost);
      for (const item of order.items) ordered.set(item.productSizeVariantId, (ordered.get(item.productSizeVariantId) ?? 0) + item.quantity);
    } else {
      // No order: the cart is as it was, line for line.
      expect(cart.map((line) => line.cartItemId).sort()).toEqual(lines.map((line) => line.cartItemId).sort());
    }
  }
  // Every order a shopper was told about survived the crash.
  const survivors = new Set<number>();
  for (const shopper of shoppers) {
    for (const order of await call<Order[]>(origin, 'GET', `/api/order/getAllByCustomerId/${shopper.customerId}`, undefined, shopper.authorization)) survivors.add(order.id);
  }
  expect([...confirmed].filter((id) => !survivors.has(id))).toEqual([]);
  expect(confirmed.size).toBeGreaterThanOrEqual(ROUNDS);
  expect(whole).toBeGreaterThanOrEqual(confirmed.size);

  const stockAfter = await readStock(origin, productIds);
  for (const variant of sizes) expect([variant, stockAfter.get(variant)]).toEqual([variant, stockBefore.get(variant)! - (ordered.get(variant) ?? 0)]);
});
