import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Translation } from '../../src/i18n/translations';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { fillText, registerCustomer, snap, textsFor, useSavedStaffSession } from './steps';

/*
 * Issue 34, items 2 and 3: focus that lands where the page went. After a move to another page of the shop the new
 * page's h1 has the focus and a polite live region says its title; after signing in from the cart, the checkout's
 * heading; after "next page" on a staff list, the new page's first row. Seen at 1280 px in Uzbek; checked there and
 * at 390 px in Russian, the keyboard alone pressing what leads on. Screenshots: screenshots/<project>/routes-*.jpg.
 */

/** Presses a link or button as a keyboard user does: focus on it, then Enter. */
async function pressEnterOn(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/**
 * Waits until React has taken over a control of a page the server drew: before that a link is a plain link, and Enter
 * on it loads the next page afresh rather than moving to it (the same check as src/app/earlyClicks.ts).
 */
async function hydrated(control: Locator): Promise<Locator> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return control;
}

/** The new page's h1 has the focus and the live region (src/app/layout/RouteAnnouncer.tsx) says its title. */
async function expectArrivedAt(page: Page, t: Translation, heading: Locator): Promise<void> {
  await expect(heading).toBeFocused();
  const title = await page.title();
  expect(title).toContain((await heading.innerText()).trim());
  await expect(page.locator('#page-announcer')).toHaveText(fillText(t.layout.pageOpened, { title }));
}

/** A size of an active product with stock to spare, for a visitor's cart. */
async function sizeToBuy(request: APIRequestContext): Promise<{ productId: number; productSizeVariantId: number }> {
  const page = (await (await request.get('/api/product/getAllProducts?page=0&size=30')).json()) as { content: Array<{ id: number; active: boolean }> };
  for (const card of page.content.filter((candidate) => candidate.active)) {
    const product = (await (await request.get(`/api/product/getProductById/${card.id}`)).json()) as { sizes: Array<{ productSizeVariantId: number; quantity: number }> };
    const size = product.sizes.find((candidate) => candidate.quantity >= 5);
    if (size) return { productId: card.id, productSizeVariantId: size.productSizeVariantId };
  }
  throw new Error('no product has a size to buy');
}

/** What has the focus, if it is a row of a list or table: whether it is the first, and its text. */
function focusedRow(page: Page): Promise<{ first: boolean; text: string } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest('main') || (focused.tagName !== 'TR' && focused.tagName !== 'LI')) return null;
    return { first: focused.parentElement?.firstElementChild === focused, text: focused.innerText.trim() };
  });
}

test('the focus lands on the page the keyboard went to, and the page is announced', runsIn('desktop-uz', 'phone-ru'), async ({ page, context }, testInfo) => {
  const { t } = textsFor(testInfo);
  const main = page.getByRole('main');
  const heading = main.locator('h1').first();

  await test.step('home to a category: its heading, its title said', async () => {
    await page.goto('/');
    const category = await hydrated(main.locator('a[href^="/categoryDetail/"]').filter({ visible: true }).first());
    // The first page is the browser's to announce: nothing said (the announcer comes once the page has settled, or
    // with the first move), the focus left alone.
    await expect(page.locator('#page-announcer:not(:empty)')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await pressEnterOn(page, category);
    await expect(page).toHaveURL(/\/categoryDetail\/\d+/);
    await expectArrivedAt(page, t, heading);
    await snap(page, testInfo, 'routes-01-category', { fullPage: false });
  });

  await test.step('a search result to its product: the product’s heading, not the header’s search button', async () => {
    const openSearch = page
      .getByRole('button', { name: t.layout.header.search, exact: true })
      .or(page.getByRole('button', { name: t.layout.header.searchField }))
      .or(page.getByRole('button', { name: t.layout.header.openSearch, exact: true }));
    await pressEnterOn(page, openSearch.filter({ visible: true }).first());
    const overlay = page.getByRole('dialog', { name: t.search.dialogLabel });
    await overlay.getByRole('searchbox').or(overlay.getByLabel(t.search.inputLabel)).first().fill('futbolka');
    const result = overlay.getByRole('link').first();
    await expect(result).toBeVisible();
    await pressEnterOn(page, result);
    await expect(page).toHaveURL(/\/productDetail\/\d+/);
    await expect(overlay).toBeHidden();
    await expectArrivedAt(page, t, heading);
    await snap(page, testInfo, 'routes-02-product', { fullPage: false });
  });

  await test.step('signing in from the cart: the checkout’s heading, its title said', async () => {
    const customer = await registerCustomer(page, testInfo);
    const line = { ...(await sizeToBuy(page.request)), quantity: 1 };
    await page.evaluate((stored) => localStorage.setItem('libos.guestCart', JSON.stringify([stored])), line);
    await page.goto('/cart');
    await expect(main.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible();
    await pressEnterOn(page, page.getByRole('button', { name: t.cart.summary.checkout, exact: true }).filter({ visible: true }).first());
    const panel = page.getByRole('dialog');
    await pressEnterOn(page, panel.getByRole('button', { name: t.account.start.login, exact: true }));
    await panel.getByLabel(t.account.fields.phone).fill(customer.phoneNumber);
    await panel.getByLabel(t.account.fields.password, { exact: true }).fill(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\?items=\d+/);
    await expect(panel).toBeHidden();
    await expect(heading).toHaveText(t.checkout.title);
    await expectArrivedAt(page, t, heading);
    await snap(page, testInfo, 'routes-03-checkout', { fullPage: false });
  });

  await test.step('staff: "next page" takes the focus to the new page’s first row', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/products');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.products })).toBeVisible();
    await pressEnterOn(page, main.getByRole('button', { name: t.staff.pagination.next }));
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(() => focusedRow(page)).toMatchObject({ first: true, text: expect.stringMatching(/\S/) });
    await snap(page, testInfo, 'routes-04-staff-next-page', { fullPage: false });
  });
});
