import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { signIn } from './checkout-steps';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { fillText, registerCustomer, settle, snap, textsFor, watchConsole } from './steps';

/*
 * The cart's two ways in that skip the cart page: "Buy now" on a product, which orders that product alone even
 * with other lines in the cart, and a visitor's cart and favourites, kept in the browser and taken into the
 * account at sign-in.
 */

type Size = { productSizeVariantId: number; size: string; quantity: number };
type Product = { id: number; nameUZB: string; nameRUS: string; active: boolean; sellPrice: number; salePrice: number | null; sizes: Size[] };
type Choice = { product: Product; size: Size };


async function getJson<T>(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Active products with a size of at least five left, each a different product. */
async function productsToBuy(request: APIRequestContext, count: number): Promise<Choice[]> {
  const page = await getJson<{ content: Array<{ id: number; active: boolean }> }>(request, '/api/product/getAllProducts?page=0&size=40');
  const choices: Choice[] = [];
  for (const card of page.content.filter((candidate) => candidate.active)) {
    const product = await getJson<Product>(request, `/api/product/getProductById/${card.id}`);
    const size = product.sizes.find((candidate) => candidate.quantity >= 5);
    if (product.active && size) choices.push({ product, size });
    if (choices.length === count) return choices;
  }
  throw new Error(`only ${choices.length} products have a size to buy`);
}

/** "250 000 so‘m" as the shop writes prices (non-breaking spaces). */
const soum = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0so‘m`;
const priceOf = (product: Product) => (product.salePrice !== null && product.salePrice < product.sellPrice ? product.salePrice : product.sellPrice);
const nameIn = (product: Product, language: 'uz' | 'ru') => (language === 'ru' ? product.nameRUS : product.nameUZB);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  await snap(page, testInfo, `cart-${name}`);
}

async function chooseSizeAndPress(page: Page, choice: Choice, t: ReturnType<typeof textsFor>['t'], button: string) {
  const main = page.getByRole('main');
  await page.goto(`/productDetail/${choice.product.id}`);
  const sizeButton = main.getByRole('group', { name: t.product.size.label, exact: true }).getByRole('button', { name: choice.size.size, exact: true });
  await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: button, exact: true }).click();
}

// One width and language is enough for this rule.
test('Buy now orders only that product, and the other lines stay in the cart', runsIn('phone-uz'), async ({ page, context, baseURL }, testInfo) => {
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const registered = await registerCustomer(page, testInfo);
  const customer = await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
  const [first, second, bought] = await productsToBuy(page.request, 3);
  for (const choice of [first!, second!]) {
    const added = await page.request.post('/api/cartItem/addCartItem', {
      headers: { authorization: customer.authorization },
      data: { customerId: customer.customerId, productSizeVariantId: choice.size.productSizeVariantId, quantity: 1 },
    });
    expect(added.status()).toBe(201);
  }

  await chooseSizeAndPress(page, bought!, t, t.product.actions.buyNow);

  await expect(page).toHaveURL(/\/checkout\?items=\d+$/);
  const lines = main.getByRole('list', { name: t.checkout.lines.label });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem', { name: nameIn(bought!.product, language) })).toContainText(soum(priceOf(bought!.product)));
  await shot(page, testInfo, 'buy-now-checkout');

  // The other lines wait in the cart: three lines now, the bought one among them.
  const cart = await getJson<Array<{ productSizeVariant: { id: number } }>>(page.request, `/api/cartItem/byCustomerId/${customer.customerId}`, {
    authorization: customer.authorization,
  });
  expect(cart.map((line) => line.productSizeVariant.id).sort()).toEqual(
    [first!, second!, bought!].map((choice) => choice.size.productSizeVariantId).sort(),
  );
  checkConsole();
});

// One width and language is enough for this journey.
test('a visitor’s cart and favourites go into the account at sign-in', runsIn('desktop-ru'), async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const cartBadge = (count: number): Locator => header.getByRole('link', { name: fillText(t.layout.header.cartCount, { count }), exact: true });
  const favouritesBadge = (count: number): Locator =>
    header.getByRole('link', { name: fillText(t.layout.header.favouritesCount, { count }), exact: true });
  const customer = await registerCustomer(page, testInfo, 'Анна Смирнова');
  const [dress, shirt] = await productsToBuy(page.request, 2);

  await chooseSizeAndPress(page, dress!, t, t.product.actions.addToCart);
  await expect(page.getByText(t.product.cart.added, { exact: true }).first()).toBeVisible();
  await expect(cartBadge(1)).toBeVisible();
  await chooseSizeAndPress(page, shirt!, t, t.product.actions.addToCart);
  await expect(cartBadge(2)).toBeVisible();
  await main.getByRole('button', { name: t.productCard.like, exact: true }).first().click();
  await expect(main.getByRole('button', { name: t.productCard.unlike, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesBadge(1)).toBeVisible();

  await cartBadge(2).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByRole('article')).toHaveCount(2);
  await shot(page, testInfo, 'visitor-cart');

  // Survives a reload: the browser keeps it.
  await page.reload();
  await expect(main.getByRole('article')).toHaveCount(2);
  await expect(cartBadge(2)).toBeVisible();

  await header.getByRole('button', { name: t.layout.header.login, exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: t.account.start.login, exact: true }).click();
  await panel.getByLabel(t.account.fields.phone).fill(customer.phoneNumber);
  await panel.getByLabel(t.account.fields.password, { exact: true }).fill(customer.password);
  await panel.getByRole('button', { name: t.account.login.submit, exact: true }).click();
  await expect(panel).toBeHidden();

  await expect(cartBadge(2)).toBeVisible();
  await expect(favouritesBadge(1)).toBeVisible();
  await cartBadge(2).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = main.getByRole('article');
  await expect(lines).toHaveCount(2);
  await expect(main.getByRole('article', { name: nameIn(dress!.product, language) })).toBeVisible();
  await expect(main.getByRole('article', { name: nameIn(shirt!.product, language) })).toBeVisible();
  await shot(page, testInfo, 'account-cart');

  await favouritesBadge(1).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(main.getByRole('link', { name: nameIn(shirt!.product, language) }).first()).toBeVisible();
  await shot(page, testInfo, 'account-favourites');

  // The account holds them now, and the browser's copy is gone: a reload shows the same, not double.
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('libos.guest')));
  expect(stored).toEqual([]);
  await page.reload();
  await expect(cartBadge(2)).toBeVisible();
  await expect(favouritesBadge(1)).toBeVisible();
  checkConsole();
});

// One width and language is enough for this rule.
test('a visitor’s Buy now asks to sign in, then opens the checkout with that product alone', runsIn('phone-uz'), async ({ page }, testInfo) => {
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const customer = await registerCustomer(page, testInfo);
  const [kept, bought] = await productsToBuy(page.request, 2);

  // A line already in the visitor's cart stays out of this order.
  await chooseSizeAndPress(page, kept!, t, t.product.actions.addToCart);
  await expect(page.getByText(t.product.cart.added, { exact: true }).first()).toBeVisible();
  await chooseSizeAndPress(page, bought!, t, t.product.actions.buyNow);

  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
  await panel.getByRole('button', { name: t.account.start.login, exact: true }).click();
  await panel.getByLabel(t.account.fields.phone).fill(customer.phoneNumber);
  await panel.getByLabel(t.account.fields.password, { exact: true }).fill(customer.password);
  await panel.getByRole('button', { name: t.account.login.submit, exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\?items=\d+$/);
  const lines = main.getByRole('list', { name: t.checkout.lines.label });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem', { name: nameIn(bought!.product, language) })).toContainText(soum(priceOf(bought!.product)));
  await shot(page, testInfo, 'visitor-buy-now-checkout');
  checkConsole();
});
