import { DEMO_STAFF } from '../../server/db/seed/demo-accounts';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairUzWide, runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's Audit log in a browser: the demo ADMIN adds a brand and deletes it again (a name of its own per
 * project), then finds both changes at the top of the log, opens the creation to its fields and filters the log
 * to brands, which the address keeps; each view checked with axe. Screenshots: screenshots/<project>/staff-audit-*.jpg.
 */

// One wide and one phone run, one in each language; staff.spec.ts opens the section in all four projects.
test('an ADMIN reads who changed what in the audit log', runsIn(...pairUzWide), async ({ page, context }, testInfo) => {
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const brandName = `E2E audit ${testInfo.project.name} ${testInfo.retry}`;

  await test.step('the demo ADMIN adds a brand and deletes it', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/brands');
    const form = main.getByRole('form', { name: t.staff.brands.addTitle });
    await form.getByRole('textbox', { name: t.staff.brands.name }).fill(brandName);
    await form.getByRole('button', { name: t.staff.brands.add }).click();
    await expect(main.getByText(brandName, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: t.staff.brands.deleteLabel.replace('{{name}}', brandName) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.staff.brands.delete }).click();
    await expect(main.getByText(brandName, { exact: true })).toHaveCount(0);
  });

  const entries = () => (wide ? main.getByRole('table', { name: t.staff.audit.listLabel }).getByRole('row') : main.getByRole('list', { name: t.staff.audit.listLabel }).getByRole('listitem'));
  // The table's first row is its header.
  const first = wide ? 1 : 0;

  await test.step('the log lists the deletion and then the creation, newest first, each with who did it', async () => {
    await page.goto('/staff/audit');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.audit })).toBeVisible();
    await expect(main.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    const deletion = entries().nth(first);
    await expect(deletion).toContainText(t.staff.audit.actions.DELETE);
    await expect(deletion).toContainText(t.staff.audit.entities.brand);
    await expect(deletion).toContainText(DEMO_STAFF.fullName);
    await expect(entries().nth(first + 1)).toContainText(t.staff.audit.actions.CREATE);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-audit-01-list', { fullPage: false });
  });

  await test.step('the creation opens to the fields it set', async () => {
    const toggle = entries().nth(first + 1).getByRole('button', { expanded: false });
    await toggle.click();
    await expect(main.getByRole('button', { expanded: true })).toHaveCount(1);
    const changes = main.getByRole('definition').filter({ hasText: brandName });
    await expect(changes).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-audit-02-changes', { fullPage: false });
  });

  await test.step('filtered to brands, the address keeps the filter', async () => {
    await main.getByRole('combobox', { name: t.staff.audit.entity }).click();
    await page.getByRole('option', { name: t.staff.audit.entities.brand, exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/audit\?entity=brand$/);
    await expect(main.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    await expect(entries().nth(first)).toContainText(t.staff.audit.entities.brand);
    await page.reload();
    await expect(main.getByRole('combobox', { name: t.staff.audit.entity })).toHaveText(t.staff.audit.entities.brand);
    // axe reads the page as loaded: not its skeletons (pulsing, so the colour check met them mid-fade once).
    await expect(main.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-audit-03-filtered', { fullPage: false });
  });

  checkConsole();
});
