import { expect, test } from './fixtures';
import { fillSignUpDetails, freshPhone, latestSmsCode, snap, textsFor, watchConsole } from './steps';

test('a new customer registers through the account panel and lands on the profile, signed in', async ({ page }, testInfo) => {
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const phone = freshPhone(testInfo);
  const password = 'kuchli-parol-7';

  await page.goto('/');
  await expect(page.getByRole('link', { name: /LIBOS/i }).first()).toBeVisible();
  await snap(page, testInfo, '01-home');

  if (wide) await page.getByRole('button', { name: t.layout.header.login }).click();
  else await page.getByRole('navigation', { name: t.layout.nav.bottomLabel }).getByText(t.layout.nav.profile).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
  await snap(page, testInfo, '02-account-panel');

  await panel.getByRole('button', { name: t.account.start.register }).click();
  const phoneField = panel.getByLabel(t.account.fields.phone);
  await expect(phoneField).toHaveValue('+998');
  await phoneField.fill(phone);
  await panel.getByRole('button', { name: t.account.register.continue }).click();

  const code = await latestSmsCode(page, phone);
  await panel.getByLabel(t.account.fields.code).fill(code);
  await snap(page, testInfo, '03-code');
  await panel.getByRole('button', { name: t.account.register.verify }).click();

  await fillSignUpDetails(panel, t, { fullName: 'Malika Yusupova', birthDate: '15.07.1998', password });
  await expect(panel.getByLabel(t.account.fields.phone)).toHaveValue(phone);
  await expect(panel.getByRole('radio', { name: t.account.gender.Ayol })).toBeChecked();
  await snap(page, testInfo, '04-details');
  await panel.getByRole('button', { name: t.account.register.submit }).click();

  // Signed in with the registration: no login form to type the new password into again (it once ended on one).
  if (wide) await expect(page).toHaveURL(/\/profile\?tab=my-profile$/);
  else await expect(page).toHaveURL(/\/profile$/);
  await expect(panel).toBeHidden();
  await snap(page, testInfo, '06-profile');
  checkConsole();
});

test('the search overlay finds a product and keeps the recent search', async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto('/');

  // Wide screens: the header's search entry; phones: the home page's search field, elsewhere the search icon.
  const openSearch = page
    .getByRole('button', { name: t.layout.header.search, exact: true })
    .or(page.getByRole('button', { name: t.layout.header.searchField }))
    .or(page.getByRole('button', { name: t.layout.header.openSearch, exact: true }));
  await openSearch.first().click();
  const overlay = page.getByRole('dialog', { name: t.search.dialogLabel });
  const input = overlay.getByRole('searchbox').or(overlay.getByLabel(t.search.inputLabel)).first();
  await input.fill('futbolka');
  await expect(overlay.getByRole('link').first()).toBeVisible();
  await snap(page, testInfo, '07-search-results');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?search=futbolka$/);
  await snap(page, testInfo, '08-search-page');

  await openSearch.first().click();
  await expect(overlay.getByText(t.search.recent)).toBeVisible();
  await expect(overlay.getByText('futbolka', { exact: true })).toBeVisible();
  await snap(page, testInfo, '09-recent-searches');

  await input.fill('zzqxwv');
  await expect(overlay.getByText(t.search.notFound)).toBeVisible();
  checkConsole();
});
