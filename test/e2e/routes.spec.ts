import type { Page, TestInfo } from '@playwright/test';
import { signIn } from './checkout-steps';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairRuWide, pairUzWide, runsIn } from './projects';
import { registerCustomer, settle, snap, textsFor, watchConsole, wordingProblems } from './steps';

/*
 * Every route of the router's table, as a visitor and as a customer, at both widths and in
 * both languages: the page renders, no console error, axe-core finds no serious or critical violation of
 * WCAG 2.1 A/AA, and the page's words are the shop's (wordingProblems: no straight apostrophe inside a word, so
 * seeded names too, and no "Продукт"). The interactive parts (account panel, search overlay, catalogue board, filter drawer, dialogs)
 * are checked open, and the header's boards, the panel and a dialog are worked from the keyboard.
 */

/** The page's serious and critical accessibility violations, each line saying where it was found. */
async function violations(page: Page, where: string): Promise<string[]> {
  return (await seriousViolations(page)).map((finding) => `${where}: ${finding}`);
}

async function ids(page: Page) {
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const parents = await get<Array<{ id: number }>>('/api/categories/getParentCategories');
  const looks = await get<Array<{ id: number }>>('/api/lookCollection/getLookCollection');
  const products = await get<{ content: Array<{ id: number; active: boolean }> }>('/api/product/getAllProducts?page=0&size=5');
  return { parent: parents[0]!.id, look: looks[0]!.id, product: products.content.find((card) => card.active)!.id };
}

const profileTabs = ['my-profile', 'my-orders', 'my-comments', 'my-address', 'my-notifications', 'my-status', 'my-coupons'];
const infoPages = ['/about', '/terms', '/branches', '/contact', '/privacy'];

/** Visits each address, lets it settle, and checks it; a finding is kept, not thrown, so one run lists them all. */
async function visitAll(page: Page, testInfo: TestInfo, who: string, paths: string[], findings: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await settle(page);
    findings.push(...(await violations(page, `${who} ${path}`)));
    findings.push(...(await wordingProblems(page.locator('body'), `${who} ${path}`)));
    await snap(page, testInfo, `route-${who}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`);
  }
}


// A wide run in Russian and a phone run in Uzbek; the keyboard check below takes the other pair.
test('every route, as a visitor and as a customer, renders without console errors or serious accessibility violations', runsIn(...pairRuWide), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const checkConsole = watchConsole(page, { notFoundPages: ['/no-such-page'] });
  const { parent, look, product } = await ids(page);
  const findings: string[] = [];
  const publicPaths = [
    '/',
    `/categoryDetail/${parent}`,
    '/categoryDetail/7',
    '/looks',
    `/looksDetail/${look}`,
    `/productDetail/${product}`,
    '/searchResult?search=futbolka',
    '/searchResult?search=zzqxwv',
    '/catalogs',
    `/catalog/${parent}`,
    ...infoPages,
    '/no-such-page',
    '/staff',
  ];
  const customerPaths = ['/cart', '/favorites', '/checkout', '/profile', ...profileTabs.map((tab) => `/profile?tab=${tab}`), ...profileTabs.map((tab) => `/${tab}`)];

  await visitAll(page, testInfo, 'visitor', [...publicPaths, ...customerPaths], findings);

  const registered = await registerCustomer(page, testInfo, 'Axe Tekshiruv');
  await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
  await visitAll(page, testInfo, 'customer', customerPaths, findings);

  expect(findings, 'serious or critical accessibility violations, or words the shop does not write').toEqual([]);
  checkConsole();
});

test('the panel, the search overlay, the boards, the filter drawer and dialogs are accessible and work from the keyboard', runsIn(...pairUzWide), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const findings: string[] = [];
  const { parent } = await ids(page);
  await page.goto('/');
  await settle(page);

  // The account panel, opened from the keyboard and closed with Escape.
  if (wide) {
    const account = page.getByRole('banner').getByRole('button', { name: t.layout.header.login });
    await account.focus();
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('navigation', { name: t.layout.nav.bottomLabel }).getByRole('button', { name: t.layout.nav.profile }).click();
  }
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
  findings.push(...(await violations(page, 'account panel')));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The search overlay with live results.
  const openSearch = page
    .getByRole('button', { name: t.layout.header.search, exact: true })
    .or(page.getByRole('button', { name: t.layout.header.searchField }))
    .or(page.getByRole('button', { name: t.layout.header.openSearch, exact: true }));
  await openSearch.first().click();
  const overlay = page.getByRole('dialog', { name: t.search.dialogLabel });
  await overlay.getByRole('searchbox').or(overlay.getByLabel(t.search.inputLabel)).first().fill('futbolka');
  await expect(overlay.getByRole('link').first()).toBeVisible();
  findings.push(...(await violations(page, 'search overlay')));
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  if (wide) {
    // The catalogue and brand boards: Enter opens, Escape closes and gives the focus back to the entry.
    for (const name of [t.layout.header.catalogue, t.layout.header.brand]) {
      const entry = page.getByRole('banner').getByRole('button', { name, exact: true });
      await entry.focus();
      await page.keyboard.press('Enter');
      await expect(entry).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('banner').getByRole('link').filter({ hasNotText: 'LIBOS' }).nth(3)).toBeVisible();
      findings.push(...(await violations(page, `board ${name}`)));
      await page.keyboard.press('Escape');
      await expect(entry).toHaveAttribute('aria-expanded', 'false');
      await expect(entry).toBeFocused();
    }
  } else {
    // The filter drawer of a category.
    await page.goto(`/categoryDetail/${parent}`);
    await page.getByRole('main').getByRole('button', { name: t.catalogue.category.filters.open, exact: true }).click();
    await expect(page.getByRole('button', { name: t.catalogue.category.filters.apply })).toBeVisible();
    findings.push(...(await violations(page, 'filter drawer')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: t.catalogue.category.filters.apply })).toBeHidden();
  }

  // The change-password dialog of a customer, from the keyboard.
  const registered = await registerCustomer(page, testInfo, 'Klaviatura Foydalanuvchi');
  await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
  await page.goto(wide ? '/profile?tab=my-profile' : '/my-profile');
  const open = page.getByRole('main').getByRole('button', { name: t.profile.password.open });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.profile.password.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.profile.password.current, { exact: true })).toBeFocused();
  findings.push(...(await violations(page, 'password dialog')));
  await snap(page, testInfo, 'route-password-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  expect(findings, 'serious or critical accessibility violations').toEqual([]);
  checkConsole();
});
