import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { devtoolsSent, inspectorReceived, installFakeReduxDevtools, recordInspectorMessages, secretsIn } from './devtoolsWatch';
import { SESSION_COOKIE_NAMES } from '../../contract/pageDrawing';
import { OFFLINE_RECEIVER_PATH } from '../../src/app/devtools/inspectorOptions';
import { uz as t } from '../../src/i18n/translations';
import { fillSignUpDetails, freshPhone, latestSmsCode } from '../e2e/steps';

/*
 * Done-when 1 of issue 31: in a development build, `?inspect=local` opens the offline receiver, the account panel's
 * machine reaches it (its events and the states after them), and neither the receiver nor the Redux DevTools hook is
 * ever sent the password typed, the SMS code or the session's token.
 */

const docImages = path.resolve(__dirname, '../../docs/images');
const demoCustomer = { phoneNumber: '+998901234567', password: 'libos123' };

/** The shop with the inspector flag, the DevTools stand-in installed, and the receiver's window it opened. */
async function openShopWithInspector(context: BrowserContext, page: Page): Promise<Page> {
  await installFakeReduxDevtools(context);
  await recordInspectorMessages(context, OFFLINE_RECEIVER_PATH);
  const receiverOpens = context.waitForEvent('page');
  await page.goto('/?inspect=local');
  const receiver = await receiverOpens;
  await expect(receiver).toHaveURL(new RegExp(`${OFFLINE_RECEIVER_PATH}$`));
  await expect(page.getByRole('banner')).toBeVisible();
  return receiver;
}

async function openAccountPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: t.layout.header.login, exact: true }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: t.account.titles.start })).toBeVisible();
  return panel;
}

async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE_NAMES.accessToken);
  expect(cookie?.value, 'the session cookie after signing in').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** The log lines the receiver shows, once it has shown `expected`. */
async function expectLogged(receiver: Page, expected: RegExp[]): Promise<void> {
  const log = receiver.getByRole('list', { name: 'Inspection log' });
  for (const line of expected) await expect(log.getByRole('listitem').filter({ hasText: line }).first()).toBeVisible();
}

/** Neither tool was sent any of `secrets`; and both did receive the fields that held them, redacted. */
async function expectNoSecretsSent(page: Page, receiver: Page, secrets: Record<string, string>, redactedField: string): Promise<void> {
  const inspected = await inspectorReceived(receiver);
  const devtools = await devtoolsSent(page);
  expect(secretsIn(inspected, secrets), 'secrets sent to the inspector').toEqual([]);
  expect(secretsIn(devtools, secrets), 'secrets sent to Redux DevTools').toEqual([]);
  expect(inspected.join('\n')).toContain(`"${redactedField}":"[redacted]"`);
  expect(devtools.join('\n')).toContain(`"${redactedField}":"[redacted]"`);
}

/** Where a picture goes: the README's folder when asked to renew its pictures (DOCS_IMAGES=1), else the test's output. */
function pictureFor(testInfo: TestInfo, name: string): string {
  if (process.env.DOCS_IMAGES !== '1') return testInfo.outputPath(name);
  mkdirSync(docImages, { recursive: true });
  return path.join(docImages, name);
}

test('the demo customer’s sign-in reaches the offline inspector and DevTools, password and token hidden', async ({ context, page }, testInfo) => {
  const receiver = await openShopWithInspector(context, page);
  const panel = await openAccountPanel(page);
  await panel.getByRole('button', { name: t.account.start.login, exact: true }).click();
  await panel.getByLabel(t.account.fields.phone).fill(demoCustomer.phoneNumber);
  await panel.getByLabel(t.account.fields.password, { exact: true }).fill(demoCustomer.password);
  await panel.getByRole('button', { name: t.account.login.submit, exact: true }).click();
  await expect(panel).toBeHidden();
  const token = await sessionToken(context);

  await expectLogged(receiver, [
    /accountPanel event: SUBMIT_LOGIN/,
    /accountPanel state: loggingIn after SUBMIT_LOGIN/,
    /loginCustomer actor: started by accountPanel/,
    /accountPanel state: start after xstate\.done\.actor\.loginCustomer/,
  ]);
  await expect(receiver.getByRole('table', { name: 'Actors' })).toContainText('accountPanel');

  const devtools = await devtoolsSent(page);
  expect(JSON.parse(devtools[0] ?? '{}')).toEqual({
    options: { name: 'Libos', trace: true, traceLimit: 25, actionSanitizer: 'function', stateSanitizer: 'function' },
  });
  const types = devtools.flatMap((sent) => (JSON.parse(sent) as { action?: { type: string } }).action?.type ?? []);
  expect(types).toEqual(expect.arrayContaining(['accountPanel/accountPanelOpened', 'api/loginCustomer/pending', 'api/loginCustomer/fulfilled']));
  expect(types.filter((type) => /execute(Query|Mutation)/.test(type))).toEqual([]);

  await expectNoSecretsSent(page, receiver, { password: demoCustomer.password, token }, 'password');

  // The picture for the README: the log with the sign-in's event opened.
  await receiver.getByRole('listitem').filter({ hasText: /accountPanel event: SUBMIT_LOGIN/ }).first().locator('summary').click();
  await receiver.screenshot({ path: pictureFor(testInfo, 'inspector-offline.png') });
});

test('a sign-up with an SMS code reaches the offline inspector and DevTools, code, password and token hidden', async ({ context, page }, testInfo) => {
  const phoneNumber = freshPhone(testInfo);
  const password = 'yangi-parol-31';
  const receiver = await openShopWithInspector(context, page);
  const panel = await openAccountPanel(page);
  await panel.getByRole('button', { name: t.account.start.register }).click();
  await panel.getByLabel(t.account.fields.phone).fill(phoneNumber);
  await panel.getByRole('button', { name: t.account.register.continue }).click();
  const code = await latestSmsCode(page, phoneNumber);
  await panel.getByLabel(t.account.fields.code).fill(code);
  await panel.getByRole('button', { name: t.account.register.verify }).click();
  await fillSignUpDetails(panel, t, { fullName: 'Inspektor Sinov', birthDate: '15.07.1998', password });
  await panel.getByRole('button', { name: t.account.register.submit }).click();
  await expect(panel).toBeHidden();
  const token = await sessionToken(context);

  await expectLogged(receiver, [
    /accountPanel event: SUBMIT_PHONE/,
    /accountPanel event: SUBMIT_CODE/,
    /accountPanel state: \{"registerCode":"verifying"\} after SUBMIT_CODE/,
    /accountPanel state: registerDetails after xstate\.done\.actor\.smsCodeVerification/,
    /accountPanel state: registering after SUBMIT_DETAILS/,
    /register actor: started by accountPanel/,
  ]);
  // The code is four digits: searched as a whole JSON string, since its digits alone turn up in any time stamp.
  await expectNoSecretsSent(page, receiver, { password, token, code: `"${code}"` }, 'verifyCode');
  await receiver.screenshot({ path: testInfo.outputPath('inspector-sign-up.png') });
});
