import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { scrollThrough, settle, snap, textsFor, watchConsole } from './steps';

/*
 * The layout as shoppers reported it: where a page opens, the phone header while the home page scrolls, the price
 * filter's fields, and the heading order and link names that Lighthouse's accessibility score reads. Each test runs in
 * the one project the report named.
 */

/** Waits two frames, so what a scroll or a navigation set off (React's effects, the browser's layout) has happened. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Scrolls to `top` once the page is tall enough to get there, and waits until the position has been kept. */
async function scrollPageTo(page: Page, top: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThanOrEqual(top);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await frames(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/** The position over a second: a page that jumps once its parts arrive shows it here, not only the first frame. */
async function positionsOverASecond(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const seen: number[] = [];
    for (let tick = 0; tick < 10; tick += 1) {
      seen.push(Math.round(window.scrollY));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
}

// One width and language is enough for the router.
test('a page opened by its address or a link starts at the top; back and forward return to where the shopper was', runsIn('desktop-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);

  await page.goto('/productDetail/116');
  await settle(page);
  await scrollPageTo(page, 1400);

  // Typed into the address bar: a new document, which the tab's saved positions must not move.
  await page.goto('/productDetail/203');
  await settle(page);
  expect(await positionsOverASecond(page), 'a typed address opens at the top').toEqual(Array(10).fill(0));
  await snap(page, testInfo, 'layout-typed-address-top', { fullPage: false });

  // A similar product's link, the same route with another id: a new page, so the top again.
  await scrollPageTo(page, 1400);
  const similar = page.getByRole('region', { name: t.product.similar.title }).getByRole('link').first();
  await similar.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left, 'the similar products are near 1400 px').toBeGreaterThan(1000);
  const similarPath = await similar.getAttribute('href');
  await similar.click();
  await expect(page).toHaveURL(new RegExp(`${similarPath}$`));
  await settle(page);
  expect(await positionsOverASecond(page), 'a followed link opens at the top').toEqual(Array(10).fill(0));

  // Back: where the shopper left product 203, once its parts have come in.
  await page.goBack();
  await expect(page).toHaveURL(/\/productDetail\/203$/);
  await settle(page);
  expect((await positionsOverASecond(page)).at(-1), 'back returns to the place left').toBe(left);
  await snap(page, testInfo, 'layout-back-restored', { fullPage: false });

  // Forward: the similar product was left at the top.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${similarPath}$`));
  await settle(page);
  expect((await positionsOverASecond(page)).at(-1), 'forward returns to the place left').toBe(0);

  // A reload stays where the shopper is.
  await scrollPageTo(page, 600);
  await page.reload();
  await settle(page);
  expect((await positionsOverASecond(page)).at(-1), 'a reload keeps the place').toBe(600);
  checkConsole();
});

// One width and language is enough for the router.
test('"show more" on a category adds cards below without moving the page', runsIn('desktop-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);

  await page.goto('/categoryDetail/2');
  await settle(page);
  const more = page.getByRole('button', { name: t.catalogue.category.showMore });
  // The cards on the way render as they near the screen and take their own height: the button is scrolled to
  // again once they have, and the place is read when it no longer changes.
  await more.scrollIntoViewIfNeeded();
  await positionsOverASecond(page);
  await more.scrollIntoViewIfNeeded();
  const before = (await positionsOverASecond(page)).at(-1)!;
  expect(before).toBeGreaterThan(0);
  await more.click();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await settle(page);
  expect((await positionsOverASecond(page)).at(-1), 'the page stays where the shopper was').toBe(before);
  checkConsole();
});

// The search field folds on phones only.
test('the phone header folds its search field once, without moving the page', runsIn('phone-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);

  await page.goto('/');
  await settle(page);
  await scrollThrough(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: t.layout.header.searchField })).toBeVisible();
  await snap(page, testInfo, 'layout-home-header-open', { fullPage: false });

  const steps = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const folded = () => document.querySelector('header [role="search"]') === null;
    const seen: Array<{ scrollY: number; folded: boolean; headerHeight: number }> = [];
    for (let step = 0; step < 20; step += 1) {
      window.scrollBy({ top: 15, behavior: 'instant' });
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push({ scrollY: Math.round(window.scrollY), folded: folded(), headerHeight: Math.round(document.querySelector('header')!.getBoundingClientRect().height) });
    }
    return seen;
  });
  const positions = steps.map((step) => step.scrollY);
  const report = steps.map((step) => `${step.scrollY}${step.folded ? ' folded' : ''} (${step.headerHeight} px)`).join(', ');
  expect(positions, `the page never moves back while scrolling down: ${report}`).toEqual([...positions].sort((a, b) => a - b));
  expect(positions.at(-1), report).toBe(300);
  const changes = steps.filter((step, index) => index > 0 && step.folded !== steps[index - 1]!.folded).length;
  expect(changes, `the field folds once and stays folded: ${report}`).toBe(1);
  expect(steps.at(-1)!.folded, report).toBe(true);
  await expect(banner.getByRole('button', { name: t.layout.header.openSearch })).toBeVisible();
  await snap(page, testInfo, 'layout-home-header-folded', { fullPage: false });

  // And back up: the field unfolds at the top, again without moving the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await frames(page);
  await expect(banner.getByRole('button', { name: t.layout.header.searchField })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  checkConsole();
});

// Reported on a wide screen in Russian.
test('the price filter shows the whole amount typed', runsIn('desktop-ru'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);

  await page.goto('/categoryDetail/2');
  await settle(page);
  const from = page.getByRole('textbox', { name: t.catalogue.category.filters.minPrice, exact: true });
  await from.fill('300000');
  await expect(from).toHaveValue(/^300\s?000$/);
  const fits = await from.evaluate((input: HTMLInputElement) => ({ scrollWidth: input.scrollWidth, clientWidth: input.clientWidth }));
  expect(fits.scrollWidth, `the field is ${fits.clientWidth} px wide inside`).toBeLessThanOrEqual(fits.clientWidth);
  await snap(page, testInfo, 'layout-price-filter', { fullPage: false });

  // The most the field takes, a billion so'm, fits too.
  const to = page.getByRole('textbox', { name: t.catalogue.category.filters.maxPrice, exact: true });
  await to.fill('1000000000');
  await expect(to).toHaveValue(/^1\s?000\s?000\s?000$/);
  const widest = await to.evaluate((input: HTMLInputElement) => ({ scrollWidth: input.scrollWidth, clientWidth: input.clientWidth }));
  expect(widest.scrollWidth, `the field is ${widest.clientWidth} px wide inside`).toBeLessThanOrEqual(widest.clientWidth);

  // Applied, the address carries the plain number.
  await to.fill('');
  await from.press('Enter');
  await expect(page).toHaveURL(/minPrice=300000(&|$)/);
  checkConsole();
});

// One width and language is enough for the page structure.
test('home, category, product and search pages keep their headings in order and name card links by what they show', runsIn('desktop-uz'), async ({ page }) => {
  test.setTimeout(180_000);
  const checkConsole = watchConsole(page);

  const findings: string[] = [];
  for (const path of ['/', '/categoryDetail/2', '/productDetail/116', '/searchResult?search=futbolka']) {
    await page.goto(path);
    await settle(page);
    // The sections that mount as they near the screen (similar products, reviews, the footer) are checked too.
    await scrollThrough(page);
    await settle(page);
    const results = await new AxeBuilder({ page }).withRules(['heading-order', 'label-content-name-mismatch']).analyze();
    for (const violation of results.violations) {
      findings.push(`${path}: ${violation.id} at ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    }
    expect(results.passes.length + results.incomplete.length + results.violations.length, `${path}: the rules ran`).toBeGreaterThan(0);
  }
  expect(findings).toEqual([]);
  checkConsole();
});
