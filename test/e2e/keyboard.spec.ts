import type { APIRequestContext } from '@playwright/test';
import { addAddress, newestOrder, type Customer } from './checkout-steps';
import { expect, test } from './fixtures';
import { tabTo, tabToAndPress } from './keyboard';
import { runsIn } from './projects';
import { fillText, registerCustomer, settle, snap, textsFor, watchConsole } from './steps';

/*
 * Issue 34, "Done when" 2: the keyboard alone, in each language, at 1280 px where it was tried: a shopper goes from
 * home to a paid order (search, product, size, cart, sign in at checkout, the sandbox's payment page), then staff
 * sign in, find that order, move it and page a list. No click and no fill: Tab, Shift+Tab, Enter, Space, arrows and
 * typed text. The account, its address and the product to find are made through the API first (setup, not the test).
 */

type Product = { id: number; nameUZB: string; nameRUS: string; active: boolean; sizes: Array<{ size: string; quantity: number }> };

/** An active product with a size of which five or more are left, by its name in the language and that size. */
async function productToFind(request: APIRequestContext, language: 'uz' | 'ru'): Promise<{ name: string; size: string }> {
  const list = (await (await request.get('/api/product/getAllProducts?page=0&size=30')).json()) as { content: Array<{ id: number; active: boolean }> };
  for (const card of list.content.filter((candidate) => candidate.active)) {
    const product = (await (await request.get(`/api/product/getProductById/${card.id}`)).json()) as Product;
    const size = product.sizes.find((candidate) => candidate.quantity >= 5);
    if (size) return { name: language === 'ru' ? product.nameRUS : product.nameUZB, size: size.size };
  }
  throw new Error('no product has a size to buy');
}

test('the keyboard alone: from home to a paid order, then staff move it and page a list', runsIn('desktop-uz', 'desktop-ru'), async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const main = page.getByRole('main');
  const shopper = await registerCustomer(page, testInfo, language === 'ru' ? 'Ирина Пак' : 'Dilnoza Karimova');
  const login = (await (await request.post('/api/auth/loginCustomer', { data: { phoneNumber: shopper.phoneNumber, password: shopper.password } })).json()) as { accessToken: string };
  const customer: Customer = { customerId: shopper.customerId, authorization: `Bearer ${login.accessToken}` };
  await addAddress(request, customer);
  const wanted = await productToFind(request, language);
  let orderNumber = '';

  await test.step('search from the header, open the product, choose a size and add it to the cart', async () => {
    await page.goto('/');
    await settle(page);
    await tabToAndPress(page, page.getByRole('banner').getByRole('button', { name: t.layout.header.search, exact: true }));
    const overlay = page.getByRole('dialog', { name: t.search.dialogLabel });
    await expect(overlay).toBeVisible();
    await page.keyboard.type(wanted.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchResult\?search=/);
    await tabToAndPress(page, main.getByRole('article').getByRole('link', { name: new RegExp(`^${wanted.name}`) }).first());
    await expect(main.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
    const sizeButton = main.getByRole('group', { name: t.product.size.label, exact: true }).getByRole('button', { name: wanted.size, exact: true });
    await tabToAndPress(page, sizeButton, 'Space');
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
    await tabToAndPress(page, main.getByRole('button', { name: t.product.actions.addToCart, exact: true }));
    await expect(page.getByText(t.product.cart.added, { exact: true }).first()).toBeVisible();
    await snap(page, testInfo, 'keyboard-01-added', { fullPage: false });
  });

  await test.step('the cart, then sign in when the checkout asks, and land on the checkout', async () => {
    await tabToAndPress(page, page.getByRole('banner').getByRole('link', { name: fillText(t.layout.header.cartCount, { count: 1 }), exact: true }), 'Enter', { back: true });
    await expect(main.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible();
    await settle(page);
    const checkout = main.getByRole('button', { name: t.cart.summary.checkout, exact: true }).or(main.getByRole('link', { name: t.cart.summary.checkout, exact: true })).first();
    await tabToAndPress(page, checkout);
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
    await tabToAndPress(page, panel.getByRole('button', { name: t.account.start.login, exact: true }));
    await expect(panel.getByRole('heading', { name: t.account.titles.login })).toBeVisible();
    await tabTo(page, panel.getByLabel(t.account.fields.phone));
    await page.keyboard.type(shopper.phoneNumber);
    await tabTo(page, panel.getByLabel(t.account.fields.password, { exact: true }));
    await page.keyboard.type(shopper.password);
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(main.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
  });

  await test.step('choose PayMe with the keyboard, pay, and pay on the sandbox page', async () => {
    await settle(page);
    const payme = main.getByRole('radio', { name: new RegExp(t.orders.providers.PAYME.name) });
    await tabToAndPress(page, payme, 'Space');
    await expect(payme).toBeChecked();
    await snap(page, testInfo, 'keyboard-02-checkout', { fullPage: false });
    await tabToAndPress(page, main.getByRole('button', { name: new RegExp(fillText(t.checkout.summary.pay, { total: '' }).trim()) }));
    await expect(page).toHaveURL(/\/sandbox\/payme\?/);
    await tabToAndPress(page, page.getByRole('button', { name: language === 'ru' ? 'Оплатить' : 'To‘lash', exact: true }));
    const paid = page.getByRole('dialog', { name: t.payment.paid.title });
    await expect(paid).toBeVisible();
    await snap(page, testInfo, 'keyboard-03-paid', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(paid).toBeHidden();
    const order = await newestOrder(request, customer);
    expect(order.paid).toBe(true);
    orderNumber = order.orderNumber;
  });

  await test.step('staff sign in, find the order, pack it, go back and page the list', async () => {
    await page.goto('/staff');
    await tabTo(page, main.getByLabel(t.account.fields.phone));
    await page.keyboard.type('+998909999999');
    await tabTo(page, main.getByLabel(t.staff.login.password, { exact: true }));
    await page.keyboard.type('admin123');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await settle(page);
    const search = main.getByRole('search', { name: t.staff.orders.filtersLabel });
    await tabTo(page, search.getByRole('searchbox', { name: t.staff.orders.search }));
    await page.keyboard.type(orderNumber);
    await page.keyboard.press('Enter');
    await tabToAndPress(page, main.getByRole('link', { name: new RegExp(orderNumber) }).first());
    await expect(main.getByRole('heading', { level: 1, name: fillText(t.staff.orders.title, { number: orderNumber }) })).toBeVisible();
    await tabToAndPress(page, main.getByRole('button', { name: t.staff.actions.PACK, exact: true }));
    await expect(page.getByText(fillText(t.staff.moved.PACK, { number: orderNumber })).first()).toBeVisible();
    await tabToAndPress(page, main.getByRole('link', { name: t.staff.orders.back }), 'Enter', { back: true });
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    // Every order, so that there is a second page: the search emptied, then the tab of all of them (the tabs are one
    // stop, the arrows move between them).
    await tabTo(page, search.getByRole('searchbox', { name: t.staff.orders.search }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    const allTab = main.getByRole('tab', { name: t.staff.orders.tabs.ALL });
    await tabTo(page, main.getByRole('tab', { selected: true }));
    for (let presses = 0; presses < 10 && !(await allTab.evaluate((tab) => tab === document.activeElement)); presses += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await tabToAndPress(page, main.getByRole('button', { name: t.staff.pagination.next }), 'Enter', { most: 200 });
    await expect(main.getByRole('button', { name: fillText(t.staff.pagination.page, { page: '2' }), exact: true })).toHaveAttribute('aria-current', 'page');
    await snap(page, testInfo, 'keyboard-04-staff-page-2', { fullPage: false });
  });

  checkConsole();
});
