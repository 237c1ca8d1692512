import type { Locator, Page } from '@playwright/test';
import { signIn } from './checkout-steps';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { runsIn } from './projects';
import { fillText, settle, snap, textsFor, useSavedStaffSession } from './steps';

/*
 * Issue 34, item 1: one visible focus style for every control a keyboard reaches, shop and staff, MUI and plain: a
 * 2 px clay outline (app/global.css, and the theme for MUI's ButtonBase). Seen at 1280 px in Uzbek; checked there
 * and at 390 px in Russian. Each control is reached with Tab, as a keyboard user reaches it.
 * Screenshots: screenshots/<project>/focus-*.jpg.
 */

const ring = 'solid 2px rgb(168, 85, 43)';

/**
 * The control's outline once the keyboard reached it. `from`, a control just before it, is focused first where the way
 * there is long and its length depends on the data (a list's rows).
 */
async function ringOf(page: Page, control: Locator, { back = false, from }: { back?: boolean; from?: Locator } = {}): Promise<string> {
  if (from) await from.focus();
  await tabTo(page, control, { back, most: 60 });
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
}

test('every kind of control shows the one focus ring from the keyboard, shop and staff', runsIn('desktop-uz', 'phone-ru'), async ({ page, context, baseURL }, testInfo) => {
  const { t, wide } = textsFor(testInfo);
  const main = page.getByRole('main');

  await test.step('the account panel: its buttons and its close button (MUI)', async () => {
    await page.goto('/');
    await settle(page);
    if (wide) await page.getByRole('button', { name: t.layout.header.login }).click();
    else await page.getByRole('navigation', { name: t.layout.nav.bottomLabel }).getByText(t.layout.nav.profile).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
    const controls = [
      panel.getByRole('button', { name: t.account.start.login, exact: true }),
      panel.getByRole('button', { name: t.account.start.register, exact: true }),
      panel.getByRole('button', { name: t.account.panel.close }),
    ];
    for (const control of controls) expect(await ringOf(page, control), await control.innerText()).toBe(ring);
    await snap(page, testInfo, 'focus-01-panel', { fullPage: false });
    await page.keyboard.press('Escape');
  });

  await test.step('the cart: select all, delete a line, one more', async () => {
    await signIn(context, page.request, baseURL!, '+998901234567', 'libos123');
    await page.goto('/cart');
    await expect(main.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible();
    await settle(page);
    const firstLine = main.getByRole('listitem').first();
    const controls = [
      main.getByRole('checkbox', { name: t.cart.selectAll }),
      firstLine.getByRole('button', { name: new RegExp(`^${fillText(t.cart.deleteLine, { name: '' })}`) }),
      firstLine.getByRole('button', { name: t.cart.increase }),
    ];
    for (const control of controls) expect(await ringOf(page, control), String(await control.getAttribute('aria-label'))).toBe(ring);
    await snap(page, testInfo, 'focus-02-cart', { fullPage: false });
  });

  await test.step('staff: a tab, the next page and, on a wide screen, signing out', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/orders?status=ALL');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await settle(page);
    const tab = main.getByRole('tab', { name: t.staff.orders.tabs.ALL });
    expect(await ringOf(page, tab), await tab.innerText()).toBe(ring);
    // The rows between the tabs and the pages are as many as the orders other journeys made, so start at page 1.
    const firstPage = main.getByRole('button', { name: fillText(t.staff.pagination.page, { page: '1' }), exact: true });
    const nextPage = main.getByRole('button', { name: t.staff.pagination.next });
    expect(await ringOf(page, nextPage, { from: firstPage }), 'next page').toBe(ring);
    if (wide) {
      const logout = page.getByRole('button', { name: t.staff.logout });
      expect(await ringOf(page, logout), await logout.innerText()).toBe(ring);
    }
    await snap(page, testInfo, 'focus-03-staff', { fullPage: false });
  });
});
