import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import type { Translation } from '../../src/i18n/translations';
import { addAddress, answerSandbox, putInCart, signIn, sizesToBuy, type Customer } from './checkout-steps';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { fillText, registerCustomer, settle, snap, textsFor, watchConsole, wordingProblems } from './steps';

/*
 * What shoppers saw of the server: the payment's return address on another origin than the shop was opened at,
 * similar products from other categories, Latin tier names on a Russian page, and "not found" pages answering 200.
 * Each check runs in the one project (width and language) where it was seen.
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The cart's only line, through the checkout page, paid at the sandbox page of PayMe. */
async function payFromCheckout(page: Page, t: Translation): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/cart');
  await expect(main.getByRole('article')).toHaveCount(1);
  await main.getByRole('button', { name: t.cart.summary.checkout, exact: true }).or(main.getByRole('link', { name: t.cart.summary.checkout, exact: true })).first().click();
  await expect(main.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
  await main.getByRole('radio', { name: new RegExp(t.orders.providers.PAYME.name) }).check();
  await main.getByRole('button', { name: new RegExp(fillText(t.checkout.summary.pay, { total: '' }).trim()) }).click();
  await expect(page).toHaveURL(/\/sandbox\/payme\?/);
}

/** A shopper on `origin` pays at the sandbox and must come back to that same origin, signed in, with the pop-up. */
async function payAndReturn(browser: Browser, testInfo: TestInfo, origin: string, shot: string): Promise<void> {
  const { t, language } = textsFor(testInfo);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, locale: testInfo.project.use.locale });
  const page = await context.newPage();
  const checkConsole = watchConsole(page);
  const registered = await registerCustomer(page, testInfo, 'Sevara Tojiboyeva');
  const customer = await signIn(context, page.request, origin, registered.phoneNumber, registered.password);
  await addAddress(page.request, customer);
  const [size] = await sizesToBuy(page.request, 1);
  await putInCart(page.request, customer, size!);

  await payFromCheckout(page, t);
  const returnUrl = new URL(page.url()).searchParams.get('return_url') ?? '';
  expect(new URL(returnUrl).origin, 'the return address is on the origin the shopper used').toBe(origin);
  await answerSandbox(page, 'PAYME', 'pay', language);
  await expect(page).toHaveURL(`${origin}/my-orders`);
  const dialog = page.getByRole('dialog', { name: t.payment.paid.title });
  await expect(dialog).toBeVisible();
  // Its title once read "To'lov muvaffaqiyatli", with a straight apostrophe the shop's other words do not use.
  expect(await wordingProblems(dialog, 'the payment result')).toEqual([]);
  await settle(page);
  await snap(page, testInfo, shot);
  await dialog.getByRole('button', { name: t.payment.close }).last().click();
  // Still signed in: the orders page shows the order, not the sign-in prompt.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  checkConsole();
  await context.close();
}

test('a shopper who opened the shop at 127.0.0.1 or at localhost pays and comes back there, signed in', runsIn('desktop-uz'), async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const port = new URL(baseURL!).port;
  await payAndReturn(browser, testInfo, `http://127.0.0.1:${port}`, 'walk-pay-127');
  await payAndReturn(browser, testInfo, `http://localhost:${port}`, 'walk-pay-localhost');
});

interface FullProduct {
  id: number;
  active: boolean;
  categories: Array<{ id: number; nameRUS: string }>;
  sizes: Array<{ productSizeVariantId: number; quantity: number }>;
  sellPrice: number;
  salePrice: number | null;
}

test('the similar products of a dress come from its subcategory', runsIn('desktop-ru'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const parents = await json<Array<{ id: number }>>(await page.request.get('/api/categories/getParentCategories'), 'parents');
  let dresses: { id: number } | undefined;
  for (const parent of parents) {
    const subcategories = await json<Array<{ id: number; nameRUS: string }>>(
      await page.request.get(`/api/categories/getSubCategoriesByParent/${parent.id}`),
      'subcategories',
    );
    dresses ??= subcategories.find((category) => /^Платья/.test(category.nameRUS));
  }
  expect(dresses, 'the demo catalogue has a dresses subcategory').toBeDefined();
  const listing = await json<{ content: Array<{ id: number }>; totalElements: number }>(
    await page.request.get(`/api/product/getProductByCategoryId/${dresses!.id}?page=0&size=1`),
    'dresses',
  );
  expect(listing.totalElements, 'enough dresses to fill the section').toBeGreaterThan(8);
  const dress = listing.content[0]!;

  await page.goto(`/productDetail/${dress.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The section mounts as it nears the screen: scrolled to as a shopper would, with the wheel.
  const section = page.getByRole('region', { name: t.product.similar.title });
  for (let step = 0; step < 40 && (await section.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  await section.scrollIntoViewIfNeeded();
  const cards = section.locator('a[href*="/productDetail/"]');
  await expect(cards.first()).toBeVisible();
  const ids = [...new Set((await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => Number(/\/productDetail\/(\d+)/.exec(href)?.[1])))];
  expect(ids.length).toBeGreaterThan(0);
  expect(ids).not.toContain(dress.id);
  for (const id of ids) {
    const product = await json<FullProduct>(await page.request.get(`/api/product/getProductById/${id}`), `product ${id}`);
    expect(product.categories.map((category) => category.id), `product ${id} is a dress`).toContain(dresses!.id);
  }
  await settle(page);
  await snap(page, testInfo, 'walk-similar-dresses');
  checkConsole();
});

/** Sizes worth at least `goods` so'm of one product, in the cart as one line. */
async function cartWorth(request: APIRequestContext, customer: Customer, goods: number): Promise<void> {
  const cards = await json<{ content: Array<{ id: number; active: boolean }> }>(await request.get('/api/product/getAllProducts?page=0&size=40'), 'products');
  for (const card of cards.content.filter((candidate) => candidate.active)) {
    const product = await json<FullProduct>(await request.get(`/api/product/getProductById/${card.id}`), 'product');
    const quantity = Math.ceil(goods / (product.salePrice ?? product.sellPrice));
    const size = product.sizes.find((candidate) => candidate.quantity >= quantity);
    if (!size || quantity > 99) continue;
    await json(
      await request.post('/api/cartItem/addCartItem', {
        headers: { authorization: customer.authorization },
        data: { customerId: customer.customerId, productSizeVariantId: size.productSizeVariantId, quantity },
      }),
      'add to cart',
    );
    return;
  }
  throw new Error(`no product has stock worth ${goods} so'm`);
}

test('a customer who reaches Bronze reads the coupon and its notification in Russian', runsIn('phone-ru'), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const registered = await registerCustomer(page, testInfo, 'Ольга Ким');
  const customer = await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
  await addAddress(page.request, customer);
  await cartWorth(page.request, customer, 1_600_000);
  const cart = await json<Array<{ cartItemId: number }>>(
    await page.request.get(`/api/cartItem/byCustomerId/${customer.customerId}`, { headers: { authorization: customer.authorization } }),
    'cart',
  );
  const addresses = await json<Array<{ id: number }>>(
    await page.request.get(`/api/address/getAddressesByCustomerId/${customer.customerId}`, { headers: { authorization: customer.authorization } }),
    'addresses',
  );
  const order = await json<{ paymentUrl: string }>(
    await page.request.post('/api/order/addOrder', {
      headers: { authorization: customer.authorization },
      data: {
        customerId: customer.customerId,
        cartItemIds: cart.map((line) => line.cartItemId),
        addressId: addresses[0]!.id,
        receiverName: 'Ольга Ким',
        receiverPhoneNumber: registered.phoneNumber,
        paymentMethod: 'PAYME',
        language: 'ru',
      },
    }),
    'order',
  );
  await page.goto(order.paymentUrl);
  await answerSandbox(page, 'PAYME', 'pay', 'ru');
  await expect(page).toHaveURL(/\/my-orders/);

  const main = page.getByRole('main');
  await page.goto('/my-coupons');
  const coupon = main.getByRole('heading', { name: /Бронза/ });
  await expect(coupon).toBeVisible();
  await settle(page);
  await expect(main).not.toContainText(/Bronze|Bronza|kuponi/);
  await snap(page, testInfo, 'walk-coupon-ru');

  await page.goto('/my-notifications');
  const list = main.getByRole('list', { name: t.notifications.listLabel });
  await expect(list.getByText(/Бронза/).first()).toBeVisible();
  await settle(page);
  await expect(list).not.toContainText(/Bronze|Bronza/);
  await snap(page, testInfo, 'walk-notification-ru');
  checkConsole();
});

test('an unknown address and a missing look answer 404 with the not-found title', runsIn('phone-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const unknown = await page.goto('/no-such-page-here');
  expect(unknown?.status()).toBe(404);
  await expect(page).toHaveTitle(`${t.notFound.title} — ${t.app.name}`);
  await snap(page, testInfo, 'walk-unknown-404');

  const look = await page.goto('/looksDetail/999');
  expect(look?.status()).toBe(404);
  await expect(page.getByText(t.looks.detail.notFound)).toBeVisible();
  await expect(page).toHaveTitle(`${t.looks.detail.notFoundTitle} — ${t.app.name}`);
  expect(await page.title()).not.toContain(t.looks.detail.notFound);
  await snap(page, testInfo, 'walk-look-404');
});
