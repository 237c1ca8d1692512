import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { addAddress, answerSandbox, newestOrder, putInCart, signIn } from './checkout-steps';
import { expect, test } from './fixtures';
import { pairRuWide, runsIn } from './projects';
import { fillText, registerCustomer, snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * Promotions in a browser: staff look at the coupons and tiers, start a 30 % sale group (a name of its own per
 * project and retry) on the seed's robes (Uy kiyimlari > Xalatlar: no other spec prices them), a new shopper sees the
 * sale price on a robe's page and is charged it at checkout, then staff end the group. axe on each tab and dialog.
 * Screenshots: screenshots/<project>/staff-promotions-*.jpg.
 */

const PERCENT = 30;

type Product = { id: number; sellPrice: number; sale: number; sizes: Array<{ productSizeVariantId: number; quantity: number }> };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A robe without a sale of its own above the group's, with a size in stock. */
async function robeToBuy(request: APIRequestContext): Promise<{ product: Product; variantId: number; categoryName: { uz: string; ru: string } }> {
  const parents = await json<Array<{ id: number; nameUZB: string }>>(request, '/api/categories/getParentCategories');
  const home = parents.find((parent) => parent.nameUZB === 'Uy kiyimlari')!;
  const children = await json<Array<{ id: number; nameUZB: string; nameRUS: string }>>(request, `/api/categories/getSubCategoriesByParent/${home.id}`);
  const robes = children.find((child) => child.nameUZB === 'Xalatlar')!;
  const page = await json<{ content: Array<{ id: number; sale: number }> }>(request, `/api/product/getProductByCategoryId/${robes.id}?page=0&size=40`);
  for (const card of page.content.filter((candidate) => candidate.sale < PERCENT)) {
    const product = await json<Product>(request, `/api/product/getProductById/${card.id}`);
    const size = product.sizes.find((candidate) => candidate.quantity >= 3);
    if (size) return { product, variantId: size.productSizeVariantId, categoryName: { uz: robes.nameUZB, ru: robes.nameRUS } };
  }
  throw new Error('no robe to buy');
}

/** "140 000 so‘m" as the shop writes prices (non-breaking spaces). */
const soum = (amount: number, language: 'uz' | 'ru') =>
  `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0${language === 'ru' ? 'сум' : 'so‘m'}`;

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff start a sale group that the storefront shows and the checkout charges, then end it', runsIn(...pairRuWide), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const texts = t.staff.promotions;
  const groupName = `E2E sale ${testInfo.project.name} ${testInfo.retry} ${Date.now() % 100_000}`;
  const robe = await robeToBuy(page.request);
  const salePrice = Math.round((robe.product.sellPrice * (100 - PERCENT)) / 100 / 100) * 100;

  await test.step('the demo staff member signs in on the promotions: coupons and tiers', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/promotions');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.promotions })).toBeVisible();
    await expect(main.getByRole('list', { name: texts.coupons.listLabel }).or(main.getByText(texts.coupons.empty))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-promotions-01-coupons');
    await main.getByRole('tab', { name: texts.tabs.tiers }).click();
    await expect(main.getByRole('list', { name: texts.tiers.listLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-promotions-02-tiers');
  });

  await test.step('a 30 % sale group on the robes, starting now', async () => {
    await main.getByRole('tab', { name: texts.tabs.sales }).click();
    await main.getByRole('button', { name: texts.sales.add }).click();
    const dialog = page.getByRole('dialog', { name: texts.sales.addTitle });
    await dialog.getByRole('textbox', { name: texts.nameUZB }).fill(groupName);
    await dialog.getByRole('textbox', { name: texts.nameRUS }).fill(groupName);
    await dialog.getByRole('spinbutton', { name: texts.sales.percent }).fill(String(PERCENT));
    await dialog.getByRole('checkbox', { name: robe.categoryName[language], exact: true }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-promotions-03-group-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = main.getByRole('listitem').filter({ hasText: groupName });
    await expect(row.getByText(texts.sales.states.RUNNING)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-promotions-04-groups');
  });

  await test.step('the staff’s product shows the price the shop charges now', async () => {
    // The editor once showed 0 % and the full price while the shop charged the group's.
    await page.goto(`/staff/products/${robe.product.id}`);
    await expect(main.getByRole('alert').or(main.getByRole('status')).filter({ hasText: soum(salePrice, language) }).first()).toBeVisible();
  });

  await test.step('a shopper sees the sale price and is charged it', async () => {
    const registered = await registerCustomer(page, testInfo, language === 'ru' ? 'Ольга Ким' : 'Nodira Aliyeva');
    const customer = await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
    await addAddress(page.request, customer);
    await page.goto(`/productDetail/${robe.product.id}`);
    await expect(main.getByText(soum(salePrice, language), { exact: true }).first()).toBeVisible();
    await snap(page, testInfo, 'staff-promotions-05-product', { fullPage: false });
    await putInCart(page.request, customer, robe.variantId);
    await page.goto('/checkout');
    await expect(main.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await main.getByRole('radio', { name: new RegExp(t.orders.providers.PAYME.name) }).check();
    await main.getByRole('button', { name: new RegExp(fillText(t.checkout.summary.pay, { total: '' }).trim()) }).click();
    await answerSandbox(page, 'PAYME', 'pay', language);
    await expect.poll(async () => (await newestOrder(page.request, customer)).paid).toBe(true);
    const order = await newestOrder(page.request, customer);
    expect(order.goodsTotal).toBe(salePrice);
  });

  await test.step('staff end the group', async () => {
    await page.goto('/staff/promotions?tab=sales');
    const row = main.getByRole('listitem').filter({ hasText: groupName });
    await row.getByRole('button', { name: fillText(texts.sales.endLabel, { name: groupName }) }).click();
    await expect(row.getByText(texts.sales.states.ENDED)).toBeVisible();
  });

  checkConsole();
});
