import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * What the staff entry loads at 390 px (issue 33), by the build's own list of chunk groups (route-chunks.json, written by
 * webpack.config.ts into the build `npm start` made): signed out at /staff, the entry and the sign-in's group alone,
 * the application fetched once the merchant reaches for the form; signed in at /staff/orders, the entry, the
 * application, its MUI theme, the texts and the orders' group, no other section's and no sign-in's, and no layout shift
 * while the frame appears. The shop's home loads none of the staff's files. Both pages ask search engines to pass by.
 * Screenshots: screenshots/<project>/staff-chunks-*.jpg.
 */

type RouteChunks = Record<string, string[]>;

const routeChunks = () => JSON.parse(readFileSync(path.resolve(__dirname, '../../dist/route-chunks.json'), 'utf8')) as RouteChunks;
const scriptsOf = (routes: RouteChunks, ...groups: string[]) => groups.flatMap((group) => (routes[group] ?? []).filter((file) => file.endsWith('.js')));

/**
 * The scripts the page fetched to run: those its HTML or webpack's runtime put in a script element, and those the
 * server's HTML preloads (initiator "link"), which a staff page preloads only when it runs them
 * (server/web/staff-preloads.ts: the sign-in's chunks signed out, the application's signed in).
 */
async function scriptsRun(page: Page): Promise<string[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, initiator: (entry as PerformanceResourceTiming).initiatorType })),
  );
  return entries.filter(({ name, initiator }) => (initiator === 'script' || initiator === 'link') && name.endsWith('.js')).map(({ name }) => new URL(name).pathname.slice(1));
}

/** staff.html's own script, read from the build (the shop's page does not name it). */
function staffEntry(): string[] {
  const html = readFileSync(path.resolve(__dirname, '../../dist/staff.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+\.js)/g)].map((match) => match[1]!);
}

// Every layout shift the page records (PerformanceObserver, from the navigation on), summed as CLS sums them.
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the staff entry loads the sign-in alone signed out, and the frame with the opened section alone signed in', runsIn('phone-uz', 'phone-ru'), async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  const { t } = textsFor(testInfo);
  const routes = routeChunks();
  const staffGroups = Object.keys(routes).filter((group) => group.startsWith('staff-'));
  const sections = staffGroups.filter((group) => !['staff-app', 'staff-theme', 'staff-sign-in'].includes(group));
  // The toasts' provider mounts once a page has settled (app/ToastHost.tsx): on any page, no part of its first screen.
  const toasts = scriptsOf(routes, 'toasts');
  const checkConsole = watchConsole(page);
  await recordLayoutShifts(page);

  await test.step('signed out, /staff runs the entry and the sign-in, nothing of the application', async () => {
    await page.goto('/staff');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.login.title })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    const allowed = new Set([...staffEntry(), ...scriptsOf(routes, 'staff-sign-in'), ...toasts]);
    const run = await scriptsRun(page);
    expect(run.filter((file) => !allowed.has(file))).toEqual([]);
    expect(run).toEqual(expect.arrayContaining(scriptsOf(routes, 'staff-sign-in')));
    await snap(page, testInfo, 'staff-chunks-01-sign-in');
  });

  await test.step('reaching for the form fetches the application ahead, still no section', async () => {
    await page.getByRole('main').getByLabel(t.account.fields.phone).focus();
    await expect.poll(async () => (await scriptsRun(page)).filter((file) => file.startsWith('staff-app.'))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect((await scriptsRun(page)).filter((file) => sections.some((group) => scriptsOf(routes, group).includes(file) && file.startsWith(`${group}.`)))).toEqual([]);
  });

  await test.step('signed in, /staff/orders runs the application and the orders alone, with no layout shift', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/orders');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await expect(main.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    const run = await scriptsRun(page);
    const texts = Object.keys(routes).filter((group) => group.startsWith('i18n-'));
    const allowed = new Set([...staffEntry(), ...scriptsOf(routes, 'staff-app', 'staff-theme', 'staff-orders', ...texts), ...toasts]);
    expect(run.filter((file) => !allowed.has(file))).toEqual([]);
    // The orders' own chunk ran; no other section's, nor the sign-in's, did.
    expect(run.filter((file) => /^staff-[a-z-]+\./.test(file)).map((file) => file.split('.')[0]).sort()).toEqual(['staff-app', 'staff-orders', 'staff-theme']);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    await snap(page, testInfo, 'staff-chunks-02-orders');
  });

  await test.step('the shop’s home runs none of the staff’s files', async () => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const staffFiles = new Set([...scriptsOf(routes, ...staffGroups), ...staffEntry()]);
    expect((await scriptsRun(page)).filter((file) => staffFiles.has(file))).toEqual([]);
  });

  checkConsole();
});
