import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/db/seed/demo-accounts';
import type { Translation } from '../../src/i18n/translations';
import { fillText, useSavedStaffSession } from './steps';

/*
 * The steps of the orders journey (checkout.spec.ts) that are setup rather than what the test is about: a
 * signed-in customer with an address and a cart, made through the API as the panel and the cart would.
 */

export type Provider = 'PAYME' | 'CLICK' | 'UZUM';
export const PROVIDERS: Provider[] = ['PAYME', 'CLICK', 'UZUM'];
export const SANDBOX_PATH: Record<Provider, string> = { PAYME: '/sandbox/payme', CLICK: '/sandbox/click', UZUM: '/sandbox/uzum' };

export interface Customer {
  customerId: number;
  authorization: string;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs the customer in through the API and gives the browser the session cookies the panel would store. */
export async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string, phoneNumber: string, password: string): Promise<Customer> {
  const login = await json<{ accessToken: string; customerId: number }>(
    await request.post('/api/auth/loginCustomer', { data: { phoneNumber, password } }),
    'login',
  );
  await context.addCookies([
    { name: 'accessToken', value: login.accessToken, url: baseURL },
    { name: 'customerId', value: String(login.customerId), url: baseURL },
  ]);
  return { customerId: login.customerId, authorization: `Bearer ${login.accessToken}` };
}

/**
 * A delivery address as the address form would add it: to a post branch in a region outside Tashkent city, or, given
 * a door, to that street and house in Tashkent city.
 */
export async function addAddress(request: APIRequestContext, customer: Customer, door?: { street: string; houseNumber: string }): Promise<void> {
  const regions = await json<Array<{ id: number; isTashkentCity?: boolean }>>(await request.get('/api/region/getAllRegions'), 'regions');
  const region = regions.find((candidate) => Boolean(candidate.isTashkentCity) === Boolean(door))!;
  const [district] = await json<Array<{ id: number }>>(await request.get(`/api/subRegion/getSubRegionsByRegionId/${region.id}`), 'districts');
  const place = { customerId: customer.customerId, regionId: region.id, subRegionId: district!.id };
  let data: Record<string, unknown> = { ...place, ...door };
  if (!door) {
    const [branch] = await json<Array<{ id: number }>>(await request.get(`/api/postFilial/getPostFilialBySubRegionId/${district!.id}`), 'branches');
    data = { ...place, postFilialId: branch!.id };
  }
  await json(await request.post('/api/address/addAddress', { headers: { authorization: customer.authorization }, data }), 'address');
}

/** In-stock sizes of active products, each with room for one more in a cart. */
export async function sizesToBuy(request: APIRequestContext, count: number): Promise<number[]> {
  const page = await json<{ content: Array<{ id: number; active: boolean }> }>(await request.get('/api/product/getAllProducts?page=0&size=30'), 'products');
  const sizes: number[] = [];
  for (const card of page.content.filter((candidate) => candidate.active)) {
    const product = await json<{ sizes: Array<{ productSizeVariantId: number; quantity: number }> }>(
      await request.get(`/api/product/getProductById/${card.id}`),
      'product',
    );
    const size = product.sizes.find((candidate) => candidate.quantity >= 5);
    if (size) sizes.push(size.productSizeVariantId);
    if (sizes.length === count) return sizes;
  }
  throw new Error(`only ${sizes.length} products have a size to buy`);
}

export async function putInCart(request: APIRequestContext, customer: Customer, productSizeVariantId: number): Promise<void> {
  await json(
    await request.post('/api/cartItem/addCartItem', {
      headers: { authorization: customer.authorization },
      data: { customerId: customer.customerId, productSizeVariantId, quantity: 1 },
    }),
    'add to cart',
  );
}

/**
 * A signed-in customer with an address orders one in-stock size through the API, as checkout would, and is handed
 * the provider's payment address.
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  receiver: { name: string; phoneNumber: string },
  language: 'uz' | 'ru',
  paymentMethod: Provider = 'PAYME',
): Promise<{ orderNumber: string; paymentUrl: string }> {
  const [size] = await sizesToBuy(request, 1);
  await putInCart(request, customer, size!);
  const headers = { authorization: customer.authorization };
  const [line] = await json<Array<{ cartItemId: number }>>(await request.get(`/api/cartItem/byCustomerId/${customer.customerId}`, { headers }), 'cart');
  const [address] = await json<Array<{ id: number }>>(await request.get(`/api/address/getAddressesByCustomerId/${customer.customerId}`, { headers }), 'addresses');
  const placed = await request.post('/api/order/addOrder', {
    headers,
    data: { customerId: customer.customerId, cartItemIds: [line!.cartItemId], addressId: address!.id, receiverName: receiver.name, receiverPhoneNumber: receiver.phoneNumber, paymentMethod, language },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { orderNumber: string; paymentUrl: string };
}

/** The customer's newest order as the API tells it. */
export async function newestOrder(request: APIRequestContext, customer: Customer): Promise<{ id: number; orderNumber: string; goodsTotal: number; paid: boolean }> {
  const orders = await json<Array<{ id: number; orderNumber: string; goodsTotal: number; paid: boolean }>>(
    await request.get(`/api/order/getAllByCustomerId/${customer.customerId}`, { headers: { authorization: customer.authorization } }),
    'orders',
  );
  return orders[0]!;
}

/** The sandbox page of the provider: its Pay or Cancel button, in the page's language. */
export async function answerSandbox(page: Page, provider: Provider, decision: 'pay' | 'cancel', language: 'uz' | 'ru'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${SANDBOX_PATH[provider]}\\?`));
  const labels = { uz: { pay: 'To‘lash', cancel: 'Bekor qilish' }, ru: { pay: 'Оплатить', cancel: 'Отменить' } } as const;
  await page.getByRole('button', { name: labels[language][decision], exact: true }).click();
}

/** Signs the demo staff member in on whatever staff page is open. */
export async function signInAsStaff(page: Page, t: Translation): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(t.account.fields.phone).fill(DEMO_STAFF.phoneNumber);
  await main.getByLabel(t.staff.login.password, { exact: true }).fill(DEMO_STAFF.password);
  await main.getByRole('button', { name: t.staff.login.submit, exact: true }).click();
}

/** From the staff's orders list: every order, searched by its number, and on to its page. */
export async function openOrderAsStaff(page: Page, t: Translation, orderNumber: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: t.staff.orders.tabs.ALL }).click();
  const search = main.getByRole('search', { name: t.staff.orders.filtersLabel });
  await search.getByRole('searchbox', { name: t.staff.orders.search }).fill(orderNumber);
  await search.getByRole('button', { name: t.staff.orders.searchSubmit }).click();
  // A table's link on a wide screen ("... ni ochish"), the card's heading link on a phone: both name the number.
  await main.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: fillText(t.staff.orders.title, { number: orderNumber }) })).toBeVisible();
}

/** On the order's page: its next move (SEND with a tracking number), waiting for the toast that says it moved. */
export async function moveOnOrderPage(page: Page, t: Translation, orderNumber: string, to: 'PACK' | 'SEND' | 'REACHED', tracking = 'UZ123456789'): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: t.staff.actions[to], exact: true }).click();
  if (to === 'SEND') {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.staff.send.tracking).fill(tracking);
    await dialog.getByRole('button', { name: t.staff.send.confirm, exact: true }).click();
  }
  await expect(page.getByText(fillText(t.staff.moved[to], { number: orderNumber })).first()).toBeVisible();
}

/** The demo staff member (signed in from the saved sign-in) finds the order and moves it NEW -> PACK -> SEND -> REACHED. */
export async function deliverAsStaff(page: Page, t: Translation, orderNumber: string): Promise<void> {
  await useSavedStaffSession(page.context());
  await page.goto('/staff');
  await openOrderAsStaff(page, t, orderNumber);
  for (const to of ['PACK', 'SEND', 'REACHED'] as const) await moveOnOrderPage(page, t, orderNumber, to);
}
