import type { APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-accounts';
import { seriousViolations } from './axe';
import { answerSandbox, putInCart, signIn, sizesToBuy } from './checkout-steps';
import { expect, test } from './fixtures';
import { pairRuWide, runsIn } from './projects';
import { snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's dashboard and payments in a browser: an order paid through the PayMe sandbox first (its own per
 * project and retry, so the four projects on one shop each find theirs), then the dashboard's figures and chart for
 * today and for 7 days, and the payments page with that payment and the totals, each checked with axe.
 * Screenshots: screenshots/<project>/staff-dashboard-*.jpg.
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff read the dashboard and the payments', runsIn(...pairRuWide), async ({ page, context, baseURL }, testInfo) => {
  const { t, language, wide } = textsFor(testInfo);
  const main = page.getByRole('main');
  let orderNumber = '';

  await test.step('the demo customer pays an order through the PayMe sandbox', async () => {
    const request = page.request;
    const customer = await signIn(context, request, baseURL!, DEMO_CUSTOMER.phoneNumber, DEMO_CUSTOMER.password);
    const [variantId] = await sizesToBuy(request, 1);
    await putInCart(request, customer, variantId!);
    const headers = { authorization: customer.authorization };
    const cart = await json<Array<{ cartItemId: number; productSizeVariant: { id: number } }>>(await request.get(`/api/cartItem/byCustomerId/${customer.customerId}`, { headers }), 'cart');
    const [address] = await json<Array<{ id: number }>>(await request.get(`/api/address/getAddressesByCustomerId/${customer.customerId}`, { headers }), 'addresses');
    const order = await json<{ orderNumber: string; paymentUrl: string }>(
      await request.post('/api/order/addOrder', {
        headers,
        data: {
          customerId: customer.customerId,
          cartItemIds: cart.filter((line) => line.productSizeVariant.id === variantId).map((line) => line.cartItemId),
          addressId: address!.id,
          receiverName: DEMO_CUSTOMER.fullName,
          receiverPhoneNumber: DEMO_CUSTOMER.phoneNumber,
          paymentMethod: 'PAYME',
          language,
        },
      }),
      'order',
    );
    orderNumber = order.orderNumber;
    const sandbox = await context.newPage();
    await sandbox.goto(order.paymentUrl);
    await answerSandbox(sandbox, 'PAYME', 'pay', language);
    await expect(sandbox).not.toHaveURL(/\/sandbox\//);
    await sandbox.close();
    await context.clearCookies();
  });

  const checkConsole = watchConsole(page);

  await test.step('the demo staff member signs in on the dashboard: figures and the chart', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/dashboard');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.dashboard })).toBeVisible();
    const revenue = main.locator('dt', { hasText: t.staff.payments.dashboard.revenue }).locator('xpath=following-sibling::dd');
    await expect(revenue).not.toHaveText(/^0\s/);
    await expect(main.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();
    await expect(main.getByRole('list', { name: t.staff.payments.dashboard.topProducts })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-dashboard-01-today');
  });

  await test.step('7 days', async () => {
    const week = main.getByRole('button', { name: t.staff.payments.dashboard.periods['7d'], exact: true });
    await week.click();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/period=7d/);
    await expect(main.getByRole('table', { name: t.staff.payments.dashboard.chartTitle, includeHidden: true }).locator('tbody tr')).toHaveCount(7);
    await expect(main.getByTestId('revenue-chart').locator('svg').first()).toBeVisible();
    await snap(page, testInfo, 'staff-dashboard-02-week');
  });

  await test.step('the payments: the paid order among the rows, the totals on top', async () => {
    await page.goto('/staff/payments');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.payments })).toBeVisible();
    await expect(main.getByRole('region', { name: t.staff.payments.allProviders })).toBeVisible();
    const rows = wide ? main.getByRole('table', { name: t.staff.payments.listLabel }) : main.getByRole('list', { name: t.staff.payments.listLabel });
    const orderLink = page.getByRole('link', { name: t.staff.payments.orderLabel.replace('{{number}}', orderNumber) });
    await expect(rows.locator(orderLink)).toBeVisible();
    // `has` is read inside each row or card.
    const row = wide ? rows.getByRole('row').filter({ has: orderLink }) : rows.getByRole('listitem').filter({ has: orderLink });
    await expect(row.getByText(t.staff.payments.states.paid, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-dashboard-03-payments');
  });

  checkConsole();
});
