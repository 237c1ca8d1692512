import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAMES } from '../../contract/pageDrawing';
import type { Tape } from '../../machines/tapes/tape';
import { uz as t } from '../../src/i18n/translations';
import { fillSignUpDetails, freshPhone, latestSmsCode } from '../e2e/steps';

/*
 * Done-when 2 of issue 31: in a development build a new customer signs up with a wrong SMS code, then the right one;
 * the tape is saved with the recorder's shortcut (a download), replays green through `npm run replay`'s script, and
 * the same tape edited to expect another state at one step fails, naming that step.
 */

const root = path.resolve(__dirname, '../..');
const docImages = path.resolve(root, 'docs/images');
const run = promisify(execFile);

/** The replay command behind `npm run replay -- <tape>`, as a child process: its exit code and what it printed. */
async function replay(tapePath: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'test/tapes/replay.ts', tapePath], { cwd: root, maxBuffer: 10_000_000 });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

function wrongCodeFor(code: string): string {
  return code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
}

async function signUpWithAWrongCodeFirst(page: Page, phone: string, password: string): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: t.layout.header.login, exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: t.account.start.register }).click();
  await panel.getByLabel(t.account.fields.phone).fill(phone);
  await panel.getByRole('button', { name: t.account.register.continue }).click();

  const code = await latestSmsCode(page, phone);
  const wrongCode = wrongCodeFor(code);
  await panel.getByLabel(t.account.fields.code).fill(wrongCode);
  await panel.getByRole('button', { name: t.account.register.verify }).click();
  await expect(panel.getByText(t.account.validation.codeWrong)).toBeVisible();
  // The picture of the README's tapes section (the panel of a development build, its machine being taped), renewed
  // when asked (DOCS_IMAGES=1); else in the test's output.
  const picture = test.info().outputPath('tape-recording.png');
  await page.screenshot({ path: process.env.DOCS_IMAGES === '1' ? path.join(docImages, 'tape-recording.png') : picture });

  await panel.getByLabel(t.account.fields.code).fill(code);
  await panel.getByRole('button', { name: t.account.register.verify }).click();
  await fillSignUpDetails(panel, t, { fullName: 'Tasma Sinovchi', birthDate: '20.05.1995', password });
  await panel.getByRole('button', { name: t.account.register.submit }).click();
  await expect(page).toHaveURL(/\/profile\?tab=my-profile$/);
  await expect(panel).toBeHidden();
  return [code, wrongCode];
}

test('a sign-up with a wrong code, then the right one, is taped, replays green, and an edited tape fails at its step', async ({ page, context }, testInfo) => {
  // Two replays, each a start of jest (about half a minute each on a busy machine).
  test.setTimeout(300_000);
  const phone = freshPhone(testInfo);
  const password = 'tasma-parol-9';
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const codes = await signUpWithAWrongCodeFirst(page, phone, password);

  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Alt+Shift+T');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^libos-tape-accountPanel-.+\.json$/);
  const tapePath = testInfo.outputPath('sign-up.json');
  await download.saveAs(tapePath);
  const text = readFileSync(tapePath, 'utf8');
  const tape = JSON.parse(text) as Tape;

  expect(tape).toMatchObject({ version: 1, machine: 'accountPanel', language: 'uz', width: 1280 });
  expect(tape.steps.map(({ event, state }) => [event.type, state])).toEqual([
    ['CHOOSE_REGISTER', 'registerPhone'],
    ['SUBMIT_PHONE', 'checkingRegistered'],
    ['xstate.done.actor.isRegistered', { registerCode: 'entering' }],
    ['SUBMIT_CODE', { registerCode: 'verifying' }],
    ['xstate.error.actor.smsCodeVerification', { registerCode: 'entering' }],
    ['SUBMIT_CODE', { registerCode: 'verifying' }],
    ['xstate.done.actor.smsCodeVerification', 'registerDetails'],
    ['SUBMIT_DETAILS', 'registering'],
    ['xstate.done.actor.register', 'start'],
    // The panel closes as the new customer is signed in, and tells its machine so.
    ['CLOSE', 'start'],
  ]);
  // Stand-ins, not secrets: neither code, the password nor the session's token is in the file.
  const token = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE_NAMES.accessToken)?.value;
  expect(token).toBeTruthy();
  for (const secret of [...codes, password, token!]) expect(text).not.toContain(secret);
  expect(text).toContain(phone);

  const green = await replay(tapePath);
  expect(green.output).toContain('machine: all 10 steps replayed as taped');
  expect(green.output).toContain('UI: all 10 steps replayed as taped');
  expect(green.code, green.output).toBe(0);

  // A tester's edit: after the wrong code, expect the details form instead of the code form.
  const edited = { ...tape, steps: tape.steps.map((step, index) => (index === 4 ? { ...step, state: 'registerDetails' } : step)) };
  const editedPath = testInfo.outputPath('sign-up-edited.json');
  writeFileSync(editedPath, JSON.stringify(edited, null, 2));
  const red = await replay(editedPath);
  expect(red.code, red.output).toBe(1);
  expect(red.output).toContain('Step 5 (xstate.error.actor.smsCodeVerification) on the machine: expected registerDetails, reached registerCode.entering');
  expect(red.output).toContain('Step 5 (xstate.error.actor.smsCodeVerification) on the UI: expected registerDetails, reached registerCode.entering');
});
