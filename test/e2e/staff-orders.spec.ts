import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { addAddress, answerSandbox, moveOnOrderPage, openOrderAsStaff, placeOrder, signIn } from './checkout-steps';
import { expect, test } from './fixtures';
import { pairUzWide, runsIn } from './projects';
import { fillText, registerCustomer, settle, snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's orders in a browser: a shopper places an order and pays it in the PayMe sandbox; the demo staff member
 * finds it by its number, opens its page, moves it PACK -> SEND (a tracking number of its own) -> REACHED, reads the
 * moves in its history, opens its packing slip and downloads the CSV of the list; the shopper then sees it delivered
 * with the tracking number in my-orders, and has had one SMS for each of paid, sent and delivered. Axe on the list and
 * the order's page.
 * Screenshots: screenshots/<project>/staff-orders-*.jpg.
 */

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff find a paid order, move it to REACHED, read its history, print and export it', runsIn(...pairUzWide), async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const { t, language, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const tracking = `UZ${testInfo.project.name.length}${testInfo.retry}${String(Date.now()).slice(-7)}`;
  let orderNumber = '';
  let shopperPhone = '';

  await test.step('a shopper places an order and pays it in the PayMe sandbox', async () => {
    const registered = await registerCustomer(page, testInfo, language === 'ru' ? 'Ольга Ким' : 'Nodira Aliyeva');
    shopperPhone = registered.phoneNumber;
    const customer = await signIn(context, page.request, baseURL!, registered.phoneNumber, registered.password);
    // A door in Tashkent whose house field names the flat too, as shoppers type it.
    await addAddress(page.request, customer, { street: 'Amir Temur ko‘chasi', houseNumber: '107B, 12-xonadon' });
    const checkout = await placeOrder(page.request, customer, { name: 'Nodira Aliyeva', phoneNumber: registered.phoneNumber }, language);
    orderNumber = checkout.orderNumber;
    await page.goto(checkout.paymentUrl);
    await answerSandbox(page, 'PAYME', 'pay', language);
    await expect(page).toHaveURL(/\/my-orders/);
  });

  await test.step('staff sign in and find the order by its number', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/orders');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.orders })).toBeVisible();
    await main.getByRole('tab', { name: t.staff.orders.tabs.ALL }).click();
    await main.getByRole('searchbox', { name: t.staff.orders.search }).fill(orderNumber);
    await main.getByRole('button', { name: t.staff.orders.searchSubmit }).click();
    await expect(main.getByText(fillText(t.staff.count_one, { count: 1 }))).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-orders-01-found');
  });

  await test.step('issue 27 bug 10: the date filter is written and typed as the shop writes dates, never mm/dd/yyyy', async () => {
    // A text field with the shop's placeholder (it was the browser's date input, which shows mm/dd/yyyy on an English system).
    const from = main.getByRole('textbox', { name: t.staff.orders.from, exact: true });
    await expect(from).toHaveAttribute('placeholder', t.common.dateField.placeholder);
    await expect(main.getByRole('textbox', { name: t.staff.orders.to, exact: true })).toHaveAttribute('placeholder', t.common.dateField.placeholder);
    await expect(main.locator('input[type="date"]')).toHaveCount(0);
    await from.pressSequentially('01112026');
    await expect(from).toHaveValue('01.11.2026');
    await from.blur();
    await expect(main.getByText(t.common.dateField.wrong)).toHaveCount(0);
    // The order, placed today, is still found from 1 November 2026.
    await expect(main.getByText(fillText(t.staff.count_one, { count: 1 }))).toBeVisible();
    await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
    expect(await main.innerText()).not.toMatch(/mm\/dd\/yyyy/i);
    await snap(page, testInfo, 'staff-orders-01b-date-filter', { fullPage: false });
  });

  await test.step('the order goes PACK -> SEND -> REACHED on its page, and its history shows each move', async () => {
    await openOrderAsStaff(page, t, orderNumber);
    // The house as typed, no house suffix after the flat (it once read "107B, 12-xonadon-uy").
    await expect(main.getByText(/Amir Temur ko‘chasi, 107B, 12-xonadon/).first()).toBeVisible();
    await expect(main.getByText(/12-xonadon-uy|дом 107B, 12/)).toHaveCount(0);
    await moveOnOrderPage(page, t, orderNumber, 'PACK');
    // One name per status: the chip says what the list's tab and the history say (the chip once read "Tayyor" in
    // Uzbek under the tab "Yig‘ilgan", after the button "Yig‘ildi").
    await expect(main.getByText(t.staff.status.PACK, { exact: true }).first()).toBeVisible();
    if (t.orders.status.PACK !== t.staff.status.PACK) await expect(main.getByText(t.orders.status.PACK, { exact: true })).toHaveCount(0);
    await moveOnOrderPage(page, t, orderNumber, 'SEND', tracking);
    await moveOnOrderPage(page, t, orderNumber, 'REACHED');
    const history = main.getByRole('region', { name: t.staff.orders.history }).getByRole('listitem');
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText(t.staff.orders.placed);
    await expect(history.nth(2)).toContainText(fillText(t.staff.orders.trackingNote, { tracking }));
    await expect(history.nth(3)).toContainText(t.staff.status.REACHED);
    await expect(main.getByRole('region', { name: t.staff.orders.payments })).toContainText(t.staff.orders.outcome.PERFORMED);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-orders-02-detail');
  });

  await test.step('the audit log names the order by its number', async () => {
    await page.goto('/staff/audit?entity=order');
    // The newest order entry is this order's delivery; it once read "Buyurtma #161", the order's row id.
    const entry = wide ? main.getByRole('table', { name: t.staff.audit.listLabel }).getByRole('row').nth(1) : main.getByRole('list', { name: t.staff.audit.listLabel }).getByRole('listitem').first();
    await expect(entry.getByRole('link', { name: fillText(t.staff.orders.title, { number: orderNumber }) })).toBeVisible();
    await page.goBack();
  });

  await test.step('the packing slip names the order, the receiver and the lines', async () => {
    await main.getByRole('link', { name: t.staff.orders.print }).click();
    await expect(main.getByRole('heading', { level: 1, name: fillText(t.staff.orders.printTitle, { number: orderNumber }) })).toBeVisible();
    await expect(main.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: t.staff.orders.printButton })).toBeEnabled();
    await snap(page, testInfo, 'staff-orders-03-slip');
  });

  await test.step('the CSV of the searched list holds the order', async () => {
    await page.goto(`/staff/orders?status=ALL&q=${orderNumber}`);
    await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: t.staff.orders.export }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(`${orderNumber},`);
    expect(csv).toContain(tracking);
    // The statuses and the payment method in the file's language, as the back office names them (a Russian file once
    // held REACHED and PAYME).
    expect(csv).toContain(`,${t.staff.status.REACHED},`);
    expect(csv).toContain(`,${t.staff.payments.providers.PAYME},`);
    expect(csv).not.toMatch(/,(REACHED|PAYME),/);
    await expect(page.getByText(t.staff.orders.exported)).toBeVisible();
  });

  await test.step('the shopper sees the order delivered, with its tracking number', async () => {
    await page.goto(wide ? '/profile?tab=my-orders' : '/my-orders');
    const card = main.getByRole('article', { name: fillText(t.orders.number, { number: orderNumber }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(t.orders.status.REACHED).first()).toBeVisible();
    const details = card.getByRole('button', { name: t.orders.showDetails });
    if (await details.count()) await details.first().click();
    await expect(card.getByText(tracking)).toBeVisible();
    await expect(card.getByText(/Amir Temur ko‘chasi, 107B, 12-xonadon/)).toBeVisible();
    await expect(card.getByText(/12-xonadon-uy|дом 107B, 12/)).toHaveCount(0);
    await snap(page, testInfo, 'staff-orders-04-my-orders');
  });

  await test.step('the shopper got one SMS for the payment, the dispatch (with its tracking number) and the delivery, in their language', async () => {
    const orderSms = async () => {
      const listed = await page.request.get(`/sandbox/sms?phoneNumber=${encodeURIComponent(shopperPhone)}`);
      const messages = (await listed.json()) as Array<{ text: string }>;
      return messages.map((message) => message.text).filter((text) => text.includes(orderNumber)).reverse();
    };
    await expect.poll(orderSms, { timeout: 10_000 }).toHaveLength(3);
    const [paid, sent, reached] = await orderSms();
    const inLanguage = language === 'ru' ? /заказ/ : /buyurtmangiz/;
    for (const text of [paid, sent, reached]) expect(text).toMatch(inLanguage);
    expect(sent).toContain(tracking);
  });

  checkConsole();
});
