/*
 * A running shop (test/support/shop-process.ts) seen through its public API only, as the server owns its
 * embedded database while it runs: signed-in shoppers with an address, the pages they browse, the sizes they
 * buy with the stock each had, and the staff view of every order. Used by the sale-day load and crash tests.
 */

export interface Shopper {
  customerId: number;
  addressId: number;
  authorization: string;
}

export interface Catalogue {
  categoryIds: number[];
  productIds: number[];
  /** Sizes on sale with stock left, and that stock before the load. */
  stockBefore: Map<number, number>;
}

type Json = Record<string, unknown>;

export async function call<T>(origin: string, method: string, path: string, body?: unknown, authorization?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(authorization ? { authorization } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new customer through the sandbox sign-up (code from /sandbox/sms), signed in, with a Tashkent address. */
async function signUp(origin: string, phoneNumber: string, place: { regionId: number; subRegionId: number }): Promise<Shopper> {
  await call(origin, 'POST', '/api/auth/isRegistered', { phoneNumber });
  const [sms] = await call<Array<{ code: string }>>(origin, 'GET', `/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  const password = 'sale-day-42';
  await call(origin, 'POST', '/api/auth/register', {
    phoneNumber,
    verifyCode: sms!.code,
    fullName: 'Sale Day Shopper',
    birthDate: '1994-08-01',
    password,
    gender: 'Ayol',
  });
  const login = await call<{ accessToken: string; customerId: number }>(origin, 'POST', '/api/auth/loginCustomer', { phoneNumber, password });
  const authorization = `Bearer ${login.accessToken}`;
  const address = await call<{ id: number }>(
    origin,
    'POST',
    '/api/address/addAddress',
    { customerId: login.customerId, ...place, street: 'Amir Temur', houseNumber: '1' },
    authorization,
  );
  return { customerId: login.customerId, addressId: address.id, authorization };
}

/** `count` new customers; `phonePrefix` (3 digits) keeps the phone numbers of several calls apart. */
export async function signUpShoppers(origin: string, count: number, phonePrefix = '000'): Promise<Shopper[]> {
  const regions = await call<Array<{ id: number; isTashkentCity?: boolean }>>(origin, 'GET', '/api/region/getAllRegions');
  const tashkent = regions.find((region) => region.isTashkentCity);
  if (!tashkent) throw new Error('the seed has no Tashkent city region');
  const [district] = await call<Array<{ id: number }>>(origin, 'GET', `/api/subRegion/getSubRegionsByRegionId/${tashkent.id}`);
  const place = { regionId: tashkent.id, subRegionId: district!.id };
  const shoppers: Shopper[] = [];
  // A few at a time: each sign-up hashes a password (argon2), which is the point of argon2, not of this bench.
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, (_, i) => `+99894${phonePrefix}${String(first + i).padStart(4, '0')}`);
    shoppers.push(...(await Promise.all(batch.map((phone) => signUp(origin, phone, place)))));
  }
  return shoppers;
}

/**
 * The MENU_1 categories, the products of their first pages, and the in-stock sizes of up to `productLimit`
 * of those products (a sale: a limited range that sells out under the rush).
 */
export async function readCatalogue(origin: string, productLimit: number): Promise<Catalogue> {
  const blocks = await call<Array<{ category: { id: number } }>>(origin, 'GET', '/api/categoryBlock/getAllByCategoryBlockType/MENU_1');
  const categoryIds = blocks.map((block) => block.category.id);
  const productIds = new Set<number>();
  for (const id of categoryIds) {
    const page = await call<{ content: Array<{ id: number; active: boolean }> }>(origin, 'GET', `/api/product/getProductByCategoryId/${id}?page=0&size=40`);
    for (const card of page.content) if (card.active) productIds.add(card.id);
  }
  const stock = await readStock(origin, [...productIds].slice(0, productLimit));
  const stockBefore = new Map([...stock].filter(([, quantity]) => quantity > 0));
  return { categoryIds, productIds: [...productIds], stockBefore };
}

/** The stock left of every size of these products (sold out included), by size variant id. */
export async function readStock(origin: string, productIds: number[]): Promise<Map<number, number>> {
  const stock = new Map<number, number>();
  for (const id of productIds) {
    const product = await call<{ sizes: Array<{ productSizeVariantId: number; quantity: number }> }>(origin, 'GET', `/api/product/getProductById/${id}`);
    for (const size of product.sizes) stock.set(size.productSizeVariantId, size.quantity);
  }
  return stock;
}

/** Units of each size in the orders of these customers that still hold their stock (not rejected), read as staff. */
export async function unitsOrdered(origin: string, staff: { phoneNumber: string; password: string }, customerIds: Set<number>): Promise<Map<number, number>> {
  const login = await call<{ accessToken: string }>(origin, 'POST', '/api/auth/loginUser', staff);
  const authorization = `Bearer ${login.accessToken}`;
  const units = new Map<number, number>();
  for (let page = 0; ; page += 1) {
    const orders = await call<{ content: Json[]; totalPages: number }>(origin, 'GET', `/api/order/getAllOrders?page=${page}&size=100`, undefined, authorization);
    for (const order of orders.content) {
      if (order.status === 'REJECTED' || !customerIds.has(order.customerId as number)) continue;
      for (const item of order.items as Array<{ productSizeVariantId: number; quantity: number }>) {
        units.set(item.productSizeVariantId, (units.get(item.productSizeVariantId) ?? 0) + item.quantity);
      }
    }
    if (page + 1 >= orders.totalPages) return units;
  }
}
