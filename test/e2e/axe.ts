import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now, one line each (rule and
 * where): the staff specs' one measure of "no serious or critical issue".
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe reads colours as painted, so a drawer or dialog still sliding in would read wrong.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
