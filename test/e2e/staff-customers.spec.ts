import { seriousViolations } from './axe';
import { addAddress, placeOrder, signIn } from './checkout-steps';
import { expect, test } from './fixtures';
import { pairRuWide, runsIn } from './projects';
import { fillText, freshPhone, registerCustomer, settle, snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's Customers and Accounts sections in a browser: a customer signed up through the sandbox for this
 * project alone is found by phone, opened and deleted (anonymised); a MANAGER account with a phone of its own is
 * added and removed. Each page is checked with axe. Screenshots: screenshots/<project>/staff-customers-*.jpg.
 */

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff find, open and delete a customer, and add and remove a staff account', runsIn(...pairRuWide), async ({ page, context, baseURL }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const unique = `${testInfo.project.name} ${testInfo.retry} ${Date.now() % 100_000}`;
  const customerName = `E2E Mijoz ${unique}`;
  const customer = await registerCustomer(page, testInfo, customerName);
  // An order of theirs, not paid: the customer's page lists it with its status.
  const shopper = await signIn(context, page.request, baseURL!, customer.phoneNumber, customer.password);
  await addAddress(page.request, shopper);
  const { orderNumber } = await placeOrder(page.request, shopper, { name: customerName, phoneNumber: customer.phoneNumber }, textsFor(testInfo).language);

  await test.step('the demo ADMIN signs in on the customers and finds the new customer by phone', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/customers');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.customers })).toBeVisible();
    await main.getByRole('searchbox', { name: t.staff.customers.search }).fill(customer.phoneNumber.slice(-7));
    await expect(main.getByRole('link', { name: customerName })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customers-01-list');
  });

  await test.step('the customer’s page, and the delete that anonymises them', async () => {
    await main.getByRole('link', { name: customerName }).click();
    await expect(main.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
    await expect(main.getByRole('region', { name: t.staff.customers.detail.profile })).toBeVisible();
    // A single order's status in the singular, the status's own name (it once read "Новые", the tab's plural).
    await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
    await expect(main.getByText(`${t.staff.status.NEW} · ${t.staff.customers.detail.unpaid}`)).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customers-02-detail');
    await main.getByRole('button', { name: t.staff.customers.delete.open }).click();
    const dialog = page.getByRole('dialog', { name: t.staff.customers.delete.title });
    await expect(dialog.getByRole('list', { name: t.staff.customers.delete.stays })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customers-03-delete', { fullPage: false });
    await dialog.getByRole('button', { name: t.staff.customers.delete.confirm }).click();
    await expect(page.getByText(fillText(t.staff.customers.delete.done, { name: customerName }))).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Deleted customer' })).toBeVisible();
    const signIn = await page.request.post('/api/auth/loginCustomer', { data: { phoneNumber: customer.phoneNumber, password: customer.password } });
    expect(signIn.status()).toBe(401);
  });

  await test.step('the accounts: a MANAGER added, then removed', async () => {
    const staffName = `E2E Menejer ${unique}`;
    const staffPhone = freshPhone(testInfo).replace('+99893', '+99877');
    await page.goto('/staff/accounts');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.accounts })).toBeVisible();
    await expect(main.getByRole('list', { name: t.staff.accounts.listLabel })).toBeVisible();
    await main.getByRole('button', { name: t.staff.accounts.add }).click();
    const dialog = page.getByRole('dialog', { name: t.staff.accounts.form.addTitle });
    await dialog.getByLabel(t.staff.accounts.form.name).fill(staffName);
    await dialog.getByLabel(t.account.fields.phone).fill(staffPhone);
    await dialog.locator('#account-password').fill('menejer-42');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customers-04-add-account', { fullPage: false });
    await dialog.getByRole('button', { name: t.staff.accounts.form.add }).click();
    await expect(main.getByText(staffName)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customers-05-accounts');
    await main.getByRole('button', { name: fillText(t.staff.accounts.removeLabel, { name: staffName }) }).click();
    await page.getByRole('dialog', { name: t.staff.accounts.removeTitle }).getByRole('button', { name: t.staff.accounts.remove }).click();
    await expect(main.getByText(staffName)).toHaveCount(0);
  });

  checkConsole();
});
