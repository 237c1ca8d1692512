import { DEMO_CUSTOMER } from '../../server/db/seed/demo-accounts';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairUzWide, runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * Customer communication in a browser: a shopper writes through the contact page (a text of its own per project and
 * retry, so the four projects on one shop do not meet), staff find it unread in the inbox and open it (it reads as
 * read), send the demo customer a notification, and look over the SMS texts; axe on each page.
 * Screenshots: screenshots/<project>/staff-inbox-*.jpg.
 */

// A device far from Tashkent: the times staff read are still the shop's (Tashkent's), not the device's.
test.use({ timezoneId: 'America/New_York' });

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('a contact message reaches the staff inbox, and staff send a notification', runsIn(...pairUzWide), async ({ page, context }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const tag = `${testInfo.project.name} ${testInfo.retry} ${Date.now()}`;
  const shopper = `E2E ${tag}`;
  const text = `Salom, ${tag}: M o‘lcham bormi?`;

  await test.step('a shopper writes through the contact page', async () => {
    await page.goto('/contact');
    const form = main.getByRole('form', { name: t.info.contact.form.title });
    await expect(form).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: t.info.contact.form.name }).fill(shopper);
    await form.getByRole('textbox', { name: t.info.contact.form.phone }).fill('+998 90 555 44 33');
    await form.getByRole('textbox', { name: t.info.contact.form.message }).fill(text);
    await form.getByRole('button', { name: t.info.contact.form.send }).click();
    await expect(page.getByText(t.info.contact.form.sent)).toBeVisible();
    await snap(page, testInfo, 'staff-inbox-01-contact', { fullPage: false });
  });

  await test.step('staff sign in and find it unread in the inbox', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/inbox');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.inbox })).toBeVisible();
    const unread = main.getByRole('button', { name: t.staff.communication.inbox.openUnread.replace('{{name}}', shopper) });
    await expect(unread).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-inbox-02-inbox');
  });

  await test.step('opening the message shows it in full and marks it read', async () => {
    await main.getByRole('button', { name: t.staff.communication.inbox.openUnread.replace('{{name}}', shopper) }).click();
    const dialog = page.getByRole('dialog', { name: shopper });
    await expect(dialog.getByText(text)).toBeVisible();
    // Sent a moment ago: the dialog says when on Tashkent's clock (it once showed the device's, New York's here).
    const tashkentNow = (offsetMs: number) => new Date(Date.now() + 5 * 3_600_000 + offsetMs).toISOString().slice(11, 16);
    await expect(dialog.getByText(new RegExp(`(${tashkentNow(0)}|${tashkentNow(-60_000)}|${tashkentNow(-120_000)})`))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-inbox-03-message', { fullPage: false });
    await dialog.getByRole('button', { name: t.staff.communication.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByRole('button', { name: t.staff.communication.inbox.open.replace('{{name}}', shopper) })).toBeVisible();
  });

  await test.step('staff send the demo customer a notification', async () => {
    await page.goto('/staff/notifications');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.notifications })).toBeVisible();
    const form = main.getByRole('form', { name: t.staff.communication.notifications.sendTitle });
    await form.getByRole('radio', { name: t.staff.communication.notifications.toOne }).check();
    await form.getByRole('textbox', { name: t.staff.communication.notifications.fields.phoneNumber }).fill(DEMO_CUSTOMER.phoneNumber);
    const fields = t.staff.communication.notifications.fields;
    await form.getByRole('textbox', { name: fields.title, exact: true }).fill(`Javob ${tag}`);
    await form.getByRole('textbox', { name: fields.message, exact: true }).fill('Ha, M o‘lcham bor.');
    await form.getByRole('textbox', { name: fields.titleRUS, exact: true }).fill(`Ответ ${tag}`);
    await form.getByRole('textbox', { name: fields.messageRUS, exact: true }).fill('Да, размер M есть.');
    await form.getByRole('button', { name: t.staff.communication.notifications.send }).click();
    await expect(page.getByText(t.staff.communication.notifications.sentToOne.replace('{{name}}', DEMO_CUSTOMER.fullName))).toBeVisible();
    await expect(main.getByText(`${testInfo.project.name.endsWith('-ru') ? 'Ответ' : 'Javob'} ${tag}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-inbox-04-notifications');
  });

  await test.step('the SMS texts', async () => {
    await page.goto('/staff/sms');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.sms })).toBeVisible();
    await expect(main.getByRole('region', { name: t.staff.communication.sms.names.REGISTER })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-inbox-05-sms');
  });

  checkConsole();
});
