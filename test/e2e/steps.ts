import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ru, uz, type Translation } from '../../src/i18n/translations';
import { serverPortOf, staffStatePath } from './projects';

/** Where every step's screenshot goes (named in the README). */
export const screenshotDir = path.resolve(__dirname, 'screenshots');

export function textsFor(testInfo: TestInfo): { language: 'uz' | 'ru'; t: Translation; wide: boolean } {
  const language = testInfo.project.name.endsWith('-ru') ? 'ru' : 'uz';
  const wide = testInfo.project.name.startsWith('desktop');
  return { language, t: language === 'ru' ? (ru as unknown as Translation) : uz, wide };
}

/**
 * Saves a screenshot as screenshots/<project>/<step>.jpg: the full page, or only the viewport (`fullPage: false`)
 * where focus matters afterwards: Chromium's full-page capture resizes the view and can take the focus away.
 *
 * JPEG: Chromium's PNG encoder took 1.2 s for a phone's full page and 4.8 s for a long wide one (the search results),
 * a quarter of that as JPEG, over some 430 screenshots a run; at quality 80 the text reads as well.
 */
export async function snap(page: Page, testInfo: TestInfo, step: string, { fullPage = true } = {}): Promise<void> {
  const dir = path.join(screenshotDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  // At CSS pixels: a phone's double-density capture took four times the pixels to paint and encode, for no more to see.
  await page.screenshot({ path: path.join(dir, `${step}.jpg`), fullPage, scale: 'css', type: 'jpeg', quality: 80 });
}

/**
 * Fails the test on any console error or uncaught exception of the page. A refusal the journey provokes on purpose
 * (an unknown address's 404, a save's 409 when someone saved first) makes the browser log its status as an error:
 * those are named here, by status and path.
 */
export function watchConsole(
  page: Page,
  { notFoundPages = [], refusals = [] }: { notFoundPages?: string[]; refusals?: Array<{ status: number; path: RegExp }> } = {},
): () => void {
  const problems: string[] = [];
  const expected = [...notFoundPages.map((path) => ({ status: 404, matches: (pathname: string) => pathname === path })), ...refusals.map(({ status, path }) => ({ status, matches: (pathname: string) => path.test(pathname) }))];
  const expectedRefusal = (text: string, url: string) => url.length > 0 && expected.some(({ status, matches }) => text.includes(`status of ${status}`) && matches(new URL(url).pathname));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load names no address in its text; its location does, and it is what a reader needs.
    const { url } = message.location();
    if (!expectedRefusal(message.text(), url)) problems.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => expect(problems, 'console errors').toEqual([]);
}

/** A phone number no other run has used: +99893 and 7 digits from the clock and the project. */
export function freshPhone(testInfo: TestInfo): string {
  const tail = (Date.now() % 10_000_000) + testInfo.parallelIndex * 13 + testInfo.project.name.length * 101;
  return `+99893${String(tail % 10_000_000).padStart(7, '0')}`;
}

export async function latestSmsCode(page: Page, phoneNumber: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}`);
      const messages = (await response.json()) as Array<{ code: string }>;
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** A translation with its {{placeholders}} filled in, e.g. fillText(t.layout.header.cartCount, { count: 2 }). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The account panel's sign-up details once the code is taken: name, birth date (dd.mm.yyyy) and password; the caller submits. */
export async function fillSignUpDetails(panel: Locator, t: Translation, details: { fullName: string; birthDate: string; password: string }): Promise<void> {
  await panel.getByLabel(t.account.fields.fullName).fill(details.fullName);
  await panel.getByLabel(t.account.fields.birthDate).fill(details.birthDate);
  await panel.getByLabel(t.account.fields.password, { exact: true }).fill(details.password);
}

/**
 * A new customer made through the API (isRegistered sends the code, the sandbox shows it, register uses it),
 * so each project shops with its own cart and favourites. Logging in is left to the test, through the panel.
 */
export async function registerCustomer(
  page: Page,
  testInfo: TestInfo,
  fullName = 'Test Xaridor',
): Promise<{ phoneNumber: string; password: string; customerId: number }> {
  const phoneNumber = freshPhone(testInfo);
  const password = 'xarid-parol-42';
  const check = await page.request.post('/api/auth/isRegistered', { data: { phoneNumber } });
  expect(check.ok(), `isRegistered ${check.status()}`).toBe(true);
  expect(await check.json(), `${phoneNumber} should be new`).toBe(false);
  const verifyCode = await latestSmsCode(page, phoneNumber);
  const created = await page.request.post('/api/auth/register', {
    data: { phoneNumber, verifyCode, fullName, birthDate: '1995-05-20', password, gender: 'Ayol' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { customerId } = (await created.json()) as { customerId: number };
  return { phoneNumber, password, customerId };
}

/**
 * Waits until the page shows its data rather than placeholders, so a screenshot shows the page: no skeleton,
 * no busy region, no indeterminate progress bar, fonts loaded, and every image in view decoded.
 */
export async function settle(page: Page): Promise<void> {
  // MUI's skeletons on MUI pages; the first screen's CSS-module skeletons carry data-skeleton.
  await expect(page.locator('.MuiSkeleton-root:visible, [data-skeleton]:visible')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  await expect(page.locator('.MuiLinearProgress-indeterminate:visible')).toHaveCount(0);
  await page.evaluate(async () => {
    await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 5000))]);
    // Within the window both ways: a lazy picture further along a carousel is never asked for, so never decodes.
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

/**
 * Moves the mouse to `point` until `shows` is visible, a pixel aside on each try, as a shopper's hand does: a page the
 * server drew may still be hydrating, and a move made before its handlers exist is not seen again.
 */
export async function hoverUntil(page: Page, point: { x: number; y: number }, shows: Locator): Promise<void> {
  let nudge = 0;
  await expect(async () => {
    await page.mouse.move(point.x + (nudge++ % 2), point.y);
    await expect(shows).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** The responses of 400 and above the page receives ("404 GET /api/..."), to name what a console error is about. */
export function watchFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return failed;
}

/**
 * Scrolls the page down a half screen at a time and back to the top, so parts that mount or load their pictures
 * only when scrolled near (deferred home sections, lazy images) are there for a full-page screenshot.
 *
 * Bounded, because headless Chromium now and then stops drawing frames for a page (requestAnimationFrame never
 * calls back; one such page hung a whole journey until its timeout): each wait for frames gives up after a
 * quarter second, the step is at least 200 px whatever the window reports, and the walk stops after 100 steps.
 * A page that missed frames is named in the log.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const missedFrames = await page.evaluate(async () => {
    let missed = 0;
    const frames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
        new Promise((resolve) => setTimeout(() => resolve(false), 250)),
      ]).then((drawn) => {
        if (!drawn) missed += 1;
      });
    const step = Math.max(200, Math.round(window.innerHeight / 2));
    for (let top = 0, steps = 0; top < document.documentElement.scrollHeight && steps < 100; top += step, steps += 1) {
      window.scrollTo({ top, behavior: 'instant' });
      await frames();
    }
    // The pictures asked for on the way down: each has loaded or failed, or five seconds have passed.
    // (Not those further along a carousel: a lazy picture outside the window sideways is never asked for.)
    const pending = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return !image.complete && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
    });
    const settled = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    const loaded = Promise.all(pending.map(settled));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    return missed;
  });
  if (missedFrames > 0) console.log(`scrollThrough: ${page.url()} drew no frame in ${missedFrames} waits of 250 ms`);
}

/**
 * Signs the demo staff member in on this context with the sign-in staff.setup.ts saved (its cookies), so a staff
 * journey opens its section signed in; staff.spec.ts is the journey that signs in through the form.
 */
export async function useSavedStaffSession(context: BrowserContext): Promise<void> {
  // The sign-in saved on this worker's own shop (its tokens are signed by that shop alone).
  const saved = JSON.parse(readFileSync(staffStatePath(serverPortOf(test.info().parallelIndex)), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await context.addCookies(saved.cookies);
}

/**
 * What the shop's words never hold, in the text of a page or a part of it: a straight apostrophe inside a word
 * (Uzbek writes o‘, g‘ and the sign ’ with typographic ones) and "Продукт" (the shop sells "товары").
 */
export async function wordingProblems(scope: Locator, where: string): Promise<string[]> {
  const text = await scope.innerText();
  const found = [...text.matchAll(/\S*\p{L}'\p{L}\S*|\S*[Пп]родукт\S*/gu)].map(([word]) => word);
  return [...new Set(found)].map((word) => `${where}: ${word}`);
}
