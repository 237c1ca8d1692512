import { call, readStock, type Shopper } from './shop-api';

/*
 * An order's life on a running shop (test/support/shop-process.ts) through its public API: placed, paid through
 * the sandbox PayMe page as a shopper would pay, moved on by the demo staff account, and what the shopper then
 * hears of it (SMS at /sandbox/sms, in-app notifications).
 */

/** The demo ADMIN of SEED_DEMO=1 (README, "Demo accounts"). */
const DEMO_STAFF = { phoneNumber: '+998909999999', password: 'admin123' };

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  total: number;
}

export interface ListedSms {
  text: string;
  sentAt: string;
}

export interface ListedNotification {
  type: string;
  title: string;
  targetId: number | null;
}

/** One unit of the first in-stock size of the catalogue's first products, ordered with PayMe and paid on the sandbox page. */
export async function placePaidOrder(origin: string, shopper: Shopper): Promise<PlacedOrder> {
  const catalogue = await call<{ content: Array<{ id: number; active: boolean }> }>(origin, 'GET', '/api/product/getAllProducts?page=0&size=10');
  const stock = await readStock(origin, catalogue.content.filter((card) => card.active).map((card) => card.id));
  const size = [...stock].find(([, quantity]) => quantity > 0)?.[0];
  if (size === undefined) throw new Error('the demo catalogue has no size in stock');
  await call(origin, 'POST', '/api/cartItem/addCartItem', { customerId: shopper.customerId, productSizeVariantId: size, quantity: 1 }, shopper.authorization);
  const cart = await call<Array<{ cartItemId: number }>>(origin, 'GET', `/api/cartItem/byCustomerId/${shopper.customerId}`, undefined, shopper.authorization);
  const checkout = await call<PlacedOrder & { paymentUrl: string }>(origin, 'POST', '/api/order/addOrder', {
    customerId: shopper.customerId,
    cartItemIds: cart.map((line) => line.cartItemId),
    addressId: shopper.addressId,
    receiverName: 'Kill Test',
    receiverPhoneNumber: '+998901112233',
    paymentMethod: 'PAYME',
  }, shopper.authorization);
  // The Pay button of the sandbox checkout page: the same form fields the page's link carries, posted back.
  const page = new URL(checkout.paymentUrl, origin);
  const form = new URLSearchParams(page.searchParams);
  form.set('decision', 'pay');
  const paid = await fetch(`${origin}${page.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox PayMe page answered ${paid.status}: ${await paid.text()}`);
  return { id: checkout.id, orderNumber: checkout.orderNumber, total: checkout.total };
}

export async function signInDemoStaff(origin: string): Promise<string> {
  const login = await call<{ accessToken: string }>(origin, 'POST', '/api/auth/loginUser', DEMO_STAFF);
  return `Bearer ${login.accessToken}`;
}

export type StaffMove = 'Pack' | 'Send' | 'Reached';

export async function moveOrder(origin: string, staff: string, orderId: number, to: StaffMove, postTrackingNumber?: string): Promise<void> {
  await call(origin, 'PUT', `/api/order/editStatusTo${to}/${orderId}`, to === 'Send' ? { postTrackingNumber } : undefined, staff);
}

/** The SMS the sandbox gateway took for this phone that name the order, oldest first. */
export async function orderSms(origin: string, phoneNumber: string, orderNumber: string): Promise<ListedSms[]> {
  const listed = await call<ListedSms[]>(origin, 'GET', `/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  return listed.filter((sms) => sms.text.includes(orderNumber)).reverse();
}

/** The shopper's notifications that open this order. */
export async function orderNotifications(origin: string, shopper: Shopper, orderId: number): Promise<ListedNotification[]> {
  const listed = await call<ListedNotification[]>(origin, 'GET', `/api/notification/getNotificationsForCustomer/${shopper.customerId}`, undefined, shopper.authorization);
  return listed.filter((notification) => notification.targetId === orderId);
}

/** Asks `check` every `everyMs` until it answers true; false when `timeoutMs` passed first. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
