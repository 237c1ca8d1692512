import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairRuWide, runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's Brands and Categories sections in a browser: a brand added and deleted again (a name of its own per
 * project, so the four projects on one shop do not meet), the category tree, a category's editor and the header
 * menus, each checked with axe. Screenshots: screenshots/<project>/staff-taxonomy-*.jpg.
 */



// One wide and one phone run, one in each language; staff.spec.ts opens every section in all four projects.
test('staff run the brands, the category tree and the header menus', runsIn(...pairRuWide), async ({ page, context }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const brandName = `E2E ${testInfo.project.name} ${testInfo.retry}`;

  await test.step('the demo staff member signs in on the brands', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/brands');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.brands })).toBeVisible();
    await expect(main.getByRole('list', { name: t.staff.brands.listLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-taxonomy-01-brands');
  });

  await test.step('a brand is added, then deleted', async () => {
    const form = main.getByRole('form', { name: t.staff.brands.addTitle });
    await form.getByRole('textbox', { name: t.staff.brands.name }).fill(brandName);
    await form.getByRole('button', { name: t.staff.brands.add }).click();
    await expect(main.getByText(brandName, { exact: true })).toBeVisible();
    const remove = t.staff.brands.deleteLabel.replace('{{name}}', brandName);
    await main.getByRole('button', { name: remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.staff.brands.delete }).click();
    await expect(main.getByText(brandName, { exact: true })).toHaveCount(0);
  });

  await test.step('the category tree, and a category’s editor', async () => {
    await page.goto('/staff/categories');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.categories })).toBeVisible();
    await expect(main.getByRole('list', { name: t.staff.categories.treeLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-taxonomy-02-tree', { fullPage: false });
    const editLabel = new RegExp(`^${t.staff.categories.editLabel.replace('{{name}}', '.+')}$`);
    await main.getByRole('button', { name: editLabel }).first().click();
    const dialog = page.getByRole('dialog', { name: t.staff.categories.editTitle });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-taxonomy-03-editor', { fullPage: false });
    await dialog.getByRole('button', { name: t.staff.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the header menus', async () => {
    await main.getByRole('tab', { name: t.staff.categories.tabs.menus }).click();
    await expect(main.getByRole('region', { name: t.staff.categories.menus.MENU_1 })).toBeVisible();
    await expect(main.getByRole('region', { name: t.staff.categories.menus.MENU_2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-taxonomy-04-menus');
  });

  checkConsole();
});
