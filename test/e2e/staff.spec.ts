import { DEMO_STAFF } from '../../server/db/seed/demo-accounts';
import { STAFF_SECTIONS } from '../../contract/staffSections';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairUzWide, runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff application's frame: the demo staff member signs in at /staff through the form (the one journey that
 * does; the others start from the saved sign-in, staff.setup.ts), lands on the orders, moves to the products (their
 * list) and signs out; the sections are beside the page on a desktop and in a drawer on a phone. Then every section
 * opens and is checked with axe once its list has loaded, at one wide and one phone width, one in each language.
 * Screenshots: screenshots/<project>/staff-*.jpg.
 */

test('staff sign in, see the orders, open Products and sign out', async ({ page }, testInfo) => {
  // Four pages checked with axe: over a minute and a half on a busy two-core machine.
  test.setTimeout(180_000);
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const navigation = page.getByRole('navigation', { name: t.staff.frame.navLabel });
  const menuButton = page.getByRole('banner').getByRole('button', { name: t.staff.frame.openMenu });

  await test.step('a visitor of /staff is sent to the orders address and asked to sign in', async () => {
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await expect(main.getByRole('heading', { level: 1, name: t.staff.login.title })).toBeVisible();
    await expect(navigation).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-01-sign-in');
  });

  await test.step('the demo staff member signs in and sees the orders', async () => {
    await main.getByLabel(t.account.fields.phone).fill(DEMO_STAFF.phoneNumber);
    await main.getByLabel(t.staff.login.password, { exact: true }).fill(DEMO_STAFF.password);
    await main.getByRole('button', { name: t.staff.login.submit, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await expect(main.getByRole('tab', { name: t.staff.tabs.NEW })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveTitle(`${t.staff.sections.orders} — ${t.staff.frame.appName}`);
    if (wide) {
      await expect(page.getByRole('banner').getByText(t.staff.roles.ADMIN)).toBeVisible();
      await expect(navigation).toBeVisible();
    } else {
      await expect(navigation).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-02-orders');
  });

  await test.step('Products shows its list, and its heading has the focus', async () => {
    if (!wide) {
      await menuButton.click();
      await expect(navigation).toBeVisible();
      await expect(page.getByText(t.staff.roles.ADMIN)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, testInfo, 'staff-03-menu', { fullPage: false });
    }
    await navigation.getByRole('link', { name: t.staff.sections.products }).click();
    await expect(page).toHaveURL(/\/staff\/products$/);
    const heading = main.getByRole('heading', { level: 1, name: t.staff.sections.products });
    await expect(heading).toBeFocused();
    await expect(main.getByRole('link', { name: t.staff.products.add, exact: true })).toBeVisible();
    await expect(main.getByRole('table').or(main.getByRole('list')).first()).toBeVisible();
    if (wide) await expect(navigation.getByRole('link', { name: t.staff.sections.products })).toHaveAttribute('aria-current', 'page');
    else await expect(navigation).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-04-products', { fullPage: false });
  });

  await test.step('signing out shows the sign-in again', async () => {
    if (!wide) await menuButton.click();
    await page.getByRole('button', { name: t.staff.logout, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: t.staff.login.title })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await expect(main).toBeFocused();
    await expect(page.getByText(t.staff.loggedOut)).toBeVisible();
    await expect(navigation).toHaveCount(0);
    await snap(page, testInfo, 'staff-05-signed-out');
  });

  checkConsole();
});

test('every staff section opens with its heading, and axe finds nothing serious once it has loaded', runsIn(...pairUzWide), async ({ page, context }, testInfo) => {
  // Nineteen sections, each opened and checked with axe: about 5 s each on a busy two-core machine.
  test.setTimeout(240_000);
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  await useSavedStaffSession(context);

  const findings: string[] = [];
  for (const { path: section } of STAFF_SECTIONS) {
    await page.goto(`/staff/${section}`);
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections[section] })).toBeVisible();
    // Loaded: no list still busy and no skeleton left standing in for one.
    await expect(main.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    findings.push(...(await seriousViolations(page)).map((finding) => `${section}: ${finding}`));
    await snap(page, testInfo, `staff-section-${section}`, { fullPage: false });
  }
  expect(findings).toEqual([]);

  checkConsole();
});
