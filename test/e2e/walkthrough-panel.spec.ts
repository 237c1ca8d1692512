import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { uz } from '../../src/i18n/translations';
import { fillText, hoverUntil, registerCustomer, settle, snap, textsFor, watchConsole } from './steps';

/*
 * The account panel's sign-in failures (the toast's language, where it sits on a phone, and that a later sign-in
 * clears it), the texts the server preloads for a Russian page, and the product gallery's zoom. Each check runs at
 * the one width and language it is about; the gallery's screenshots are taken in all four projects.
 */

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box on the screen');
  return box;
}

/** Waits until nothing on the page is moving (a toast sliding in, a dialog fading). */
async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function activeProductId(page: Page): Promise<number> {
  const response = await page.request.get('/api/product/getAllProducts?page=0&size=10');
  const { content } = (await response.json()) as { content: Array<{ id: number; active: boolean; productImages: unknown[] }> };
  const product = content.find((card) => card.active && card.productImages.length > 1);
  if (!product) throw new Error('no active product with two pictures in the demo catalogue');
  return product.id;
}

// A phone in Russian.
test('a failed sign-in says so in Russian below the panel header, and the next sign-in clears it', runsIn('phone-ru'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  // The wrong password's 401 is the browser's own console line for a refused request: the one error expected here.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const refusedSignIn = message.location().url.endsWith('/api/auth/loginCustomer') && message.text().includes('401');
    if (message.type() === 'error' && !refusedSignIn) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const customer = await registerCustomer(page, testInfo, 'Ирина Ли');

  await page.goto('/');
  await page.getByRole('navigation', { name: t.layout.nav.bottomLabel }).getByText(t.layout.nav.profile).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: t.account.start.login, exact: true }).click();
  await expect(panel.getByRole('heading', { name: t.account.titles.login })).toBeVisible();
  await panel.getByLabel(t.account.fields.phone).fill(customer.phoneNumber);
  const password = panel.getByLabel(t.account.fields.password, { exact: true });
  await password.fill('not-my-password');
  await password.press('Enter');

  const toast = page.locator('.notistack-MuiContent-error');
  await expect(toast).toBeVisible();
  await animationsEnded(page);
  const message = (await toast.innerText()).trim();
  // Soft checks: the toast's words, place and end are three separate faults, each reported.
  expect.soft(message).toBe(t.account.errors.loginFailed);
  // Russian words only: no English sentence left in the Russian interface.
  expect.soft(message).toMatch(/[а-яё]/i);
  expect.soft(message).not.toMatch(/[a-z]/i);

  // The toast leaves the panel's back arrow, title and close button free.
  const toastBox = await boxOf(toast);
  for (const part of [
    panel.getByRole('button', { name: t.account.panel.back }),
    panel.getByRole('heading', { name: t.account.titles.login }),
    panel.getByRole('button', { name: t.account.panel.close }),
  ]) {
    expect.soft(overlaps(toastBox, await boxOf(part)), `the toast ${JSON.stringify(toastBox)} covers ${part}`).toBe(false);
  }
  await snap(page, testInfo, 'panel-01-login-failed', { fullPage: false });

  // The pointer rests on the toast, which holds it on the screen past its 5 s: only the sign-in can take it away.
  await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
  await password.fill(customer.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(panel).toBeHidden();
  await expect(toast).toHaveCount(0, { timeout: 3000 });
  await snap(page, testInfo, 'panel-02-profile', { fullPage: false });
  expect(consoleErrors, 'console errors').toEqual([]);
});

/** The i18n chunk groups (i18n-ru, i18n-ru-all, ...) the page's HTML preloads. */
async function preloadedTexts(page: Page): Promise<string[]> {
  // The shell preloads them; a page the server drew names them for after its first paint (<meta name="libos-script">).
  return page
    .locator('link[rel="preload"][href*="/i18n-"], meta[name="libos-script"][content*="/i18n-"]')
    .evaluateAll((tags) => [
      ...new Set(tags.map((tag) => /\/(i18n-[a-z-]+)\./.exec(tag.getAttribute('href') ?? tag.getAttribute('content') ?? '')?.[1] ?? '')),
    ]);
}

/** Chrome names an unused preload ("... was preloaded using link preload but not used ...") a few seconds after load. */
async function waitForPreloadVerdict(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(5000);
}

function watchUnusedPreloads(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded.*not used/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

// A wide screen in Russian.
test('a Russian page preloads the Russian texts and no Uzbek ones', runsIn('desktop-ru'), async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const { t } = textsFor(testInfo);
  const warnings = watchUnusedPreloads(page);
  const cookieLanguage = async () => (await context.cookies()).find((cookie) => cookie.name === 'language')?.value;

  // A new visitor whose browser asks for Russian, on the landing pages and another one.
  for (const path of ['/', `/productDetail/${await activeProductId(page)}`, '/cart']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const preloaded = await preloadedTexts(page);
    expect(preloaded.length, `${path}: the texts are preloaded`).toBeGreaterThan(0);
    expect(preloaded.filter((group) => !group.startsWith('i18n-ru')), `${path} preloads ${preloaded.join(', ')}`).toEqual([]);
    await waitForPreloadVerdict(page);
  }
  expect(warnings).toEqual([]);

  // A shopper who reads in Uzbek switches back to Russian and loads a page before the Russian texts have arrived
  // (held here): local storage says Russian at once, and so must the cookie the server reads.
  await page.goto('/');
  const switchLanguage = async (to: 'uz' | 'ru') => {
    await page.getByRole('combobox', { name: to === 'uz' ? t.language.label : uz.language.label }).first().click();
    await page.getByRole('option', { name: to === 'uz' ? t.language.uz : uz.language.ru }).click();
  };
  await switchLanguage('uz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect.poll(cookieLanguage).toBe('uz');
  // A fresh page in Uzbek holds no Russian texts, so switching fetches them.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await page.route(/\/i18n-ru[\w-]*\.[0-9a-f]+\.js$/, () => undefined);
  await switchLanguage('ru');
  await page.waitForTimeout(500);
  // The next page, in a new tab (a reload would find the Uzbek texts in this one's memory and say nothing).
  const next = await context.newPage();
  const nextWarnings = watchUnusedPreloads(next);
  await next.goto('/');
  await expect(next.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(next.getByRole('combobox', { name: t.language.label }).first()).toBeVisible();
  const preloaded = await preloadedTexts(next);
  expect.soft(preloaded, 'the Russian first texts are preloaded after the switch').toEqual(['i18n-ru']);
  await waitForPreloadVerdict(next);
  expect(warnings).toEqual([]);
  expect(nextWarnings).toEqual([]);
});

// A wide screen in Uzbek.
test('the product gallery magnifies the picture under the pointer on a wide screen', runsIn('desktop-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto(`/productDetail/${await activeProductId(page)}`);
  const gallery = page.getByRole('main').getByRole('region').first();
  const picture = gallery.getByRole('img').first();
  await expect(picture).toBeVisible();
  await settle(page);
  const layer = gallery.locator('[data-zoom-layer]');
  await expect(layer).toHaveCount(0);

  const box = await boxOf(picture);
  await hoverUntil(page, { x: box.x + box.width * 0.25, y: box.y + box.height * 0.25 }, layer);
  const zoomAt = () => layer.evaluate((element) => getComputedStyle(element).backgroundPosition + ' ' + getComputedStyle(element).backgroundSize);
  const first = await zoomAt();
  const size = await layer.evaluate((element) => parseFloat(getComputedStyle(element).backgroundSize));
  expect(size, 'the background is larger than the picture').toBeGreaterThan(100);
  await snap(page, testInfo, 'gallery-hover-zoom', { fullPage: false });

  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.7);
  await expect.poll(zoomAt).not.toBe(first);

  // Escape ends it until the pointer leaves the picture; leaving ends it too.
  await page.keyboard.press('Escape');
  await expect(layer).toHaveCount(0);
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(layer).toHaveCount(0);
  await page.mouse.move(box.x - 40, box.y + box.height * 0.5);
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(layer).toBeVisible();
  await page.mouse.move(box.x - 40, box.y + box.height * 0.5);
  await expect(layer).toHaveCount(0);

  // The button opens the picture full screen, and closes it again, from the keyboard.
  const zoomButton = gallery.getByRole('button', { name: fillText(t.product.gallery.zoom, { index: 1 }), exact: true });
  await zoomButton.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: t.product.gallery.viewer });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: t.product.gallery.close })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(zoomButton).toBeFocused();
  checkConsole();
});

// A phone in Uzbek.
test('a phone opens the picture full screen with a tap and pinches it larger', runsIn('phone-uz'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto(`/productDetail/${await activeProductId(page)}`);
  const gallery = page.getByRole('main').getByRole('region').first();
  await gallery.getByRole('img').first().tap();
  const viewer = page.getByRole('dialog', { name: t.product.gallery.viewer });
  await expect(viewer).toBeVisible();
  const picture = viewer.getByRole('img');
  await expect(picture).toHaveAttribute('data-scale', '1');

  // Two fingers spreading apart, as the touch screen reports them (the page itself must not zoom).
  const stage = await boxOf(viewer.locator('[data-zoom-stage]'));
  const middle = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: middle.x - spread, y: middle.y, id: 0 },
              { x: middle.x + spread, y: middle.y, id: 1 },
            ],
    });
  await fingers('touchStart', 40);
  for (const spread of [55, 70, 85, 100]) await fingers('touchMove', spread);
  await fingers('touchEnd', 0);
  await expect.poll(async () => Number(await picture.getAttribute('data-scale'))).toBeGreaterThan(2);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1), 'the page itself did not zoom').toBe(1);
  await animationsEnded(page);
  await snap(page, testInfo, 'gallery-05-viewer-pinched', { fullPage: false });

  await viewer.getByRole('button', { name: t.product.gallery.close, exact: true }).tap();
  await expect(viewer).toBeHidden();
  checkConsole();
});

test('screenshots of the product gallery and its full-screen viewer', async ({ page }, testInfo) => {
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto(`/productDetail/${await activeProductId(page)}`);
  const gallery = page.getByRole('main').getByRole('region').first();
  await expect(gallery.getByRole('img').first()).toBeVisible();
  await settle(page);
  await snap(page, testInfo, 'gallery-01-page', { fullPage: false });

  if (wide) {
    const box = await boxOf(gallery.getByRole('img').first());
    await hoverUntil(page, { x: box.x + box.width * 0.6, y: box.y + box.height * 0.4 }, gallery.locator('[data-zoom-layer]'));
    await snap(page, testInfo, 'gallery-02-hover', { fullPage: false });
    await page.mouse.move(0, 0);
    await gallery.getByRole('button', { name: fillText(t.product.gallery.zoom, { index: 1 }), exact: true }).click();
  } else {
    await gallery.getByRole('img').first().tap();
  }
  const viewer = page.getByRole('dialog', { name: t.product.gallery.viewer });
  await expect(viewer).toBeVisible();
  await settle(page);
  await animationsEnded(page);
  await snap(page, testInfo, 'gallery-03-viewer', { fullPage: false });
  await viewer.getByRole('button', { name: t.product.gallery.zoomIn, exact: true }).click();
  await animationsEnded(page);
  await snap(page, testInfo, 'gallery-04-viewer-zoomed', { fullPage: false });
  await viewer.getByRole('button', { name: t.product.gallery.close }).click();
  await expect(viewer).toBeHidden();
  checkConsole();
});
