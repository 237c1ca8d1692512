import type { Request } from 'autocannon';
import type { Catalogue, Shopper } from '../test/support/shop-api';

/*
 * The sale-day rush of `npm run bench:load` and `npm run bench:cluster`: each autocannon connection is a shopper
 * going round home, a category page, a product, a search, another product, one size into the cart, and checkout
 * of that line, with every answer tallied against the answers each step may give.
 */
export const QUERIES = ['futbolka', 'ko\'ylak', 'koylak', 'шим', 'palto', 'jinsi', 'кроссовки', 'sumka', 'futbolkka', 'платье'];

interface Context {
  shopper?: Shopper;
  cartItemId?: number;
}

/** Answers a step may give without it being an error: sold out (409) is the shop working, not failing. */
const EXPECTED: Record<string, number[]> = {
  home: [200],
  category: [200],
  product: [200],
  search: [200],
  cart: [201, 409],
  checkout: [201, 409],
};

export interface Tally {
  statuses: Map<string, Map<number, number>>;
  errors: number;
  ordersPlaced: number;
  /** The ids of the orders the shop answered 201 for: each must be in the database after the run, whatever happened. */
  acknowledgedOrders: number[];
  /** When each unexpected answer came (Date.now()), to tell the ones around a server's death from any other. */
  errorTimes?: number[];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function rushPipeline(catalogue: Catalogue, shoppers: Shopper[], tally: Tally): Request[] {
  const idle = [...shoppers];
  const variants = [...catalogue.stockBefore.keys()];
  const count = (step: string, status: number) => {
    const byStatus = tally.statuses.get(step) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    tally.statuses.set(step, byStatus);
    if (!EXPECTED[step]!.includes(status)) {
      tally.errors += 1;
      tally.errorTimes?.push(Date.now());
    }
  };
  const release = (context: Context) => {
    if (context.shopper) idle.push(context.shopper);
    context.shopper = undefined;
  };
  const get = (step: string, path: () => string, first = false): Request => ({
    method: 'GET',
    setupRequest: (request, context: Context) => {
      // Each round is one shopper's alone, so two connections never order the same cart line.
      if (first) {
        context.shopper = idle.shift();
        if (!context.shopper) throw new Error('more connections than shoppers');
      }
      return { ...request, path: path() };
    },
    onResponse: (status) => count(step, status),
  });
  return [
    get('home', () => '/api/homePage/getHomePage', true),
    get('category', () => `/api/product/getProductByCategoryId/${pick(catalogue.categoryIds)}?page=${Math.floor(Math.random() * 2)}&size=20&sort=${pick(['new', 'priceAsc', 'priceDesc', 'popular'])}`),
    get('product', () => `/api/product/getProductById/${pick(catalogue.productIds)}`),
    get('search', () => `/api/product/searchProduct/${encodeURIComponent(pick(QUERIES))}`),
    get('product', () => `/api/product/getProductById/${pick(catalogue.productIds)}`),
    {
      method: 'POST',
      setupRequest: (request, context: Context) => ({
        ...request,
        path: '/api/cartItem/addCartItem',
        headers: { 'content-type': 'application/json', authorization: context.shopper!.authorization },
        body: JSON.stringify({ customerId: context.shopper!.customerId, productSizeVariantId: pick(variants), quantity: 1 }),
      }),
      onResponse: (status, body, context: Context) => {
        count('cart', status);
        if (status === 201) context.cartItemId = (JSON.parse(body) as { cartItemId: number }).cartItemId;
        else release(context);
      },
    },
    {
      method: 'POST',
      // No line in the cart (sold out): the round ends here and the next one starts.
      setupRequest: (request, context: Context) =>
        context.cartItemId === undefined || !context.shopper
          ? (null as unknown as Request)
          : {
              ...request,
              path: '/api/order/addOrder',
              headers: { 'content-type': 'application/json', authorization: context.shopper.authorization },
              body: JSON.stringify({
                customerId: context.shopper.customerId,
                cartItemIds: [context.cartItemId],
                addressId: context.shopper.addressId,
                receiverName: 'Sale Day Shopper',
                receiverPhoneNumber: '+998901112233',
                paymentMethod: pick(['PAYME', 'CLICK', 'UZUM']),
              }),
            },
      onResponse: (status, body, context: Context) => {
        count('checkout', status);
        if (status === 201) {
          tally.ordersPlaced += 1;
          tally.acknowledgedOrders.push((JSON.parse(body) as { id: number }).id);
        }
        release(context);
      },
    },
  ];
}

/** Sizes whose orders exceed the stock they had before, or whose stock left does not balance with them. */
export function oversells(before: Map<number, number>, after: Map<number, number>, ordered: Map<number, number>): number[] {
  return [...before].filter(([variant, had]) => {
    const sold = ordered.get(variant) ?? 0;
    const left = after.get(variant) ?? Number.NaN;
    return sold > had || left < 0 || had - sold !== left;
  }).map(([variant]) => variant);
}
