import { signInAsStaff } from './checkout-steps';
import { expect, test } from './fixtures';
import { serverPorts, serverURL, staffStatePath } from './projects';
import { textsFor } from './steps';

/*
 * The demo staff member signs in once on each worker's shop, through the form, and each sign-in (the staff cookies) is
 * saved for the staff journeys (useSavedStaffSession in steps.ts), which then open their section signed in;
 * staff.spec.ts still signs in and out through the form.
 */
test('the demo staff member signs in and the sign-in is saved', async ({ page, context }, testInfo) => {
  const { t } = textsFor(testInfo);
  for (const serverPort of serverPorts) {
    // Cookies belong to the host, not the port: each shop's sign-in is saved alone.
    await context.clearCookies();
    await page.goto(`${serverURL(serverPort)}/staff`);
    await signInAsStaff(page, t);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await expect(page.getByRole('banner').getByText(t.staff.roles.ADMIN)).toBeVisible();
    await context.storageState({ path: staffStatePath(serverPort) });
  }
});
