import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { addAddress, signIn, type Customer } from './checkout-steps';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { fillText, freshPhone, registerCustomer, settle, snap, textsFor, watchConsole } from './steps';

/*
 * Telegram (issue 30), played by the server's sandbox (no TELEGRAM_BOT_TOKEN):
 * - at 390 px in each language, the sandbox's Telegram client opens the shop as a Mini App for a new Telegram user
 *   (on a product, by its start parameter); the shopper shares a phone and is signed in without an SMS code, adds the
 *   product to the cart with Telegram's MainButton, checks out and pays with it in the payment sandbox, and the bot's
 *   "paid" message is in the sandbox's list;
 * - at 1280 px, a customer links Telegram in the profile by the Login Widget's popup, signs out, and signs in again
 *   with "Log in with Telegram".
 * Screenshots: screenshots/<project>/telegram-*.jpg.
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An active product and one of its sizes with stock to spare, so this journey never depends on another's purchases. */
async function productToBuy(request: APIRequestContext): Promise<{ id: number; size: string }> {
  const page = await json<{ content: Array<{ id: number; active: boolean }> }>(await request.get('/api/product/getAllProducts?page=0&size=30'), 'products');
  for (const card of page.content.filter((candidate) => candidate.active)) {
    const product = await json<{ sizes: Array<{ size: string; quantity: number }> }>(await request.get(`/api/product/getProductById/${card.id}`), 'product');
    const size = product.sizes.find((candidate) => candidate.quantity >= 5);
    if (size) return { id: card.id, size: size.size };
  }
  throw new Error('no product with a size to buy');
}

/** The session the Mini App's sign-in left in the browser's cookies (the frame is on the shop's own origin). */
async function sessionOf(page: Page): Promise<Customer> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'accessToken')?.value;
  const customerId = Number(cookies.find((cookie) => cookie.name === 'customerId')?.value);
  expect(token, 'the Mini App signed the shopper in').toBeTruthy();
  return { customerId, authorization: `Bearer ${token}` };
}

/** The Telegram client's MainButton, under the Mini App's frame. */
const mainButton = (page: Page, name: string | RegExp) => page.getByRole('main', { name: 'Telegram' }).getByRole('button', { name });

test('a Telegram user opens the shop as a Mini App, shares a phone, adds to cart and pays with the MainButton, and reads the bot’s message', runsIn('phone-uz', 'phone-ru'), async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { t, language } = textsFor(testInfo);
  // Until Telegram has the phone, the Mini App's sign-in is refused with 409 TELEGRAM_PHONE_NEEDED: the prompt's cue.
  const checkConsole = watchConsole(page, { refusals: [{ status: 409, path: /^\/api\/auth\/telegram\/miniApp$/ }] });
  const telegramId = 700_000_000 + (Date.now() % 100_000_000);
  const phone = freshPhone(testInfo);
  const product = await productToBuy(page.request);
  let shot = 0;
  const snapStep = async (name: string) => {
    shot += 1;
    await snap(page, testInfo, `telegram-${String(shot).padStart(2, '0')}-${name}`);
  };

  await page.goto(`/sandbox/telegram/app?${new URLSearchParams({ userId: String(telegramId), firstName: 'Dilnoza', username: `dilnoza${telegramId}`, lang: language, phone, startParam: `product_${product.id}` })}`);
  const app: FrameLocator = page.frameLocator('#tg-app');
  const appMain = app.getByRole('main');

  await test.step('the Mini App opens on the product and asks for the phone; Telegram shares it and the shopper is in', async () => {
    const prompt = app.getByRole('dialog', { name: t.telegram.miniApp.phone.title });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await snapStep('phone-prompt');
    await prompt.getByRole('button', { name: t.telegram.miniApp.phone.share, exact: true }).click();
    const share = page.getByRole('dialog');
    await expect(share.getByRole('textbox')).toHaveValue(phone);
    await share.getByRole('button', { name: language === 'ru' ? 'Поделиться' : 'Ulashish', exact: true }).click();
    await expect(app.getByText(t.telegram.miniApp.signedIn).first()).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toBeHidden();
    // The start parameter opened the product.
    await expect(appMain.getByRole('group', { name: t.product.size.label, exact: true })).toBeVisible();
  });
  const customer = await sessionOf(page);

  await test.step('the MainButton adds the chosen size to the cart', async () => {
    await appMain.getByRole('group', { name: t.product.size.label, exact: true }).getByRole('button', { name: product.size, exact: true }).click();
    await mainButton(page, t.telegram.miniApp.mainButton.addToCart).click();
    await expect(app.getByText(t.product.cart.added).first()).toBeVisible();
    await snapStep('added');
  });

  await test.step('the cart’s MainButton checks out, the checkout’s pays in the payment sandbox', async () => {
    await addAddress(page.request, customer);
    await app.getByRole('navigation', { name: t.layout.nav.bottomLabel }).getByRole('link', { name: fillText(t.layout.header.cartCount, { count: 1 }) }).click();
    await mainButton(page, new RegExp(fillText(t.telegram.miniApp.mainButton.checkout, { total: '' }).trim())).click();
    await expect(appMain.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await appMain.getByRole('radio', { name: new RegExp(t.orders.providers.PAYME.name) }).check();
    await settle(page);
    await snapStep('checkout');
    await mainButton(page, new RegExp(fillText(t.telegram.miniApp.mainButton.pay, { total: '' }).trim())).click();
    const labels = { uz: 'To‘lash', ru: 'Оплатить' } as const;
    await app.getByRole('button', { name: labels[language], exact: true }).click();
    // The payment sandbox sends the shopper back into the Mini App, on my-orders.
    await expect.poll(() => page.frames().some((frame) => /\/my-orders/.test(frame.url())), { timeout: 30_000 }).toBe(true);
  });

  await test.step('the bot’s message of the payment is in the sandbox', async () => {
    const orders = await json<Array<{ orderNumber: string; paid: boolean }>>(
      await page.request.get(`/api/order/getAllByCustomerId/${customer.customerId}`, { headers: { authorization: customer.authorization } }),
      'orders',
    );
    expect(orders[0]?.paid, 'the order is paid').toBe(true);
    await expect(async () => {
      const messages = await json<Array<{ text: string }>>(await page.request.get(`/sandbox/telegram/messages?chatId=${telegramId}`), 'bot messages');
      expect(messages.map((message) => message.text).join('\n')).toContain(orders[0]!.orderNumber);
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    await page.goto(`/sandbox/telegram?chatId=${telegramId}&lang=${language}`);
    await expect(page.getByRole('table')).toContainText(orders[0]!.orderNumber);
    await snapStep('bot-message');
  });
  checkConsole();
});

test('on the website a customer links Telegram in the profile, then logs in with Telegram', runsIn('desktop-uz'), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const registered = await registerCustomer(page, testInfo, 'Aziz Karimov');
  await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
  const telegramId = 800_000_000 + (Date.now() % 100_000_000);
  /** The sandbox's stand-in for Telegram's login page: this journey's Telegram user accepts. */
  const acceptInPopup = async (opening: Promise<Page>) => {
    const popup = await opening;
    await popup.getByLabel('Telegram foydalanuvchi ID').fill(String(telegramId));
    await popup.getByLabel('Ism').fill('Aziz');
    await snap(popup, testInfo, 'telegram-login-popup');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Qabul qilish', exact: true }).click()]);
  };

  await test.step('the profile links Telegram through Telegram’s login window', async () => {
    await page.goto('/profile');
    const link = main.getByRole('button', { name: t.profile.telegram.link, exact: true });
    await expect(link).toBeVisible();
    const opening = page.waitForEvent('popup');
    await link.click();
    await acceptInPopup(opening);
    await expect(page.getByText(t.profile.telegram.linked).first()).toBeVisible();
    await expect(main.getByRole('button', { name: t.profile.telegram.unlink })).toBeVisible();
    await settle(page);
    await snap(page, testInfo, 'telegram-profile-linked');
  });

  await test.step('signed out, the account panel offers "Log in with Telegram" and signs in by it', async () => {
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: t.layout.header.login, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const telegram = dialog.getByRole('button', { name: t.account.telegram.login, exact: true });
    await expect(telegram).toBeVisible();
    await snap(page, testInfo, 'telegram-panel');
    const opening = page.waitForEvent('popup');
    await telegram.click();
    await acceptInPopup(opening);
    await expect(page.getByRole('banner').getByRole('link', { name: t.layout.header.profile })).toBeVisible({ timeout: 15_000 });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'customerId')?.value).toBe(String(registered.customerId));
  });
  checkConsole();
});
