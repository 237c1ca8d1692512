import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { ru, uz, type Translation } from '../../src/i18n/translations';

/** Where every step's screenshot goes (named in the README). */
export const screenshotDir = path.resolve(__dirname, 'screenshots');

export function textsFor(testInfo: TestInfo): { language: 'uz' | 'ru'; t: Translation; wide: boolean } {
  const language = testInfo.project.name.endsWith('-ru') ? 'ru' : 'uz';
  const wide = testInfo.project.name.startsWith('desktop');
  return { language, t: language === 'ru' ? (ru as unknown as Translation) : uz, wide };
}

/** Saves a full-page screenshot as screenshots/<project>/<nn>-<step>.png. */
export async function snap(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  const dir = path.join(screenshotDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${step}.png`), fullPage: true });
}

/** Fails the test on any console error or uncaught exception of the page. */
export function watchConsole(page: Page): () => void {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => expect(problems, 'console errors').toEqual([]);
}

/** A phone number no other run has used: +99893 and 7 digits from the clock and the project. */
export function freshPhone(testInfo: TestInfo): string {
  const tail = (Date.now() % 10_000_000) + testInfo.parallelIndex * 13 + testInfo.project.name.length * 101;
  return `+99893${String(tail % 10_000_000).padStart(7, '0')}`;
}

export async function latestSmsCode(page: Page, phoneNumber: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}`);
      const messages = (await response.json()) as Array<{ code: string }>;
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}
