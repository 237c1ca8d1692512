import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now one line each (impact, rule, what it asks and where): the browser suite's one measure of "no serious or
 * critical issue".
 *
 * axe runs once in the page (legacy mode: the shop has no frames, so the extra page axe's frame-by-frame mode opens to
 * merge frames' results is pure cost) and reports only violations: the passes it would list otherwise are work nothing
 * reads. Together about half of each check's time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe reads colours as painted, so a drawer or dialog still sliding in would read wrong; an endless animation (a
  // spinner) never ends, so it is not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
