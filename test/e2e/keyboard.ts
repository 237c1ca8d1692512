import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has focus, as a keyboard user moves through a page, and fails
 * if it is not reached in `most` presses (a control out of the tab order, or behind a trap). At least one press: a
 * control focused by a click or by code shows no focus ring until the keyboard is used.
 */
export async function tabTo(page: Page, target: Locator, { back = false, most = 80 }: { back?: boolean; most?: number } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Counted, not waited for: a target not on the page yet (or not at all) is pressed on towards. One that is there is
    // asked in full: a short timeout on the question itself read "not focused" when a busy machine answered late, and
    // the presses went on past the target, round the whole page.
    if ((await target.count()) > 0 && (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 }).catch(() => false))) return;
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} in ${most} presses`).toBeFocused({ timeout: 1 });
}

/** Tabs to `target` and presses Enter on it (a link or a button, as a keyboard user opens it). */
export async function tabToAndPress(page: Page, target: Locator, key = 'Enter', options?: { back?: boolean; most?: number }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}
