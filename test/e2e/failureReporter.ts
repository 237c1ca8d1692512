import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * CI keeps nothing but what the run prints, so a failed test prints here what its files would have said: how
 * long each step and each slow browser call took (where did the time go before a timeout?), the stall report of
 * fixtures.ts (open requests; whether each page answers and draws), and the page as the accessibility tree saw it.
 */
const slowCallMs = 2000;
const snapshotHead = 40;
const dialogLines = 80;

function timeline(steps: TestStep[], depth: number, lines: string[]): void {
  for (const step of steps) {
    const named = step.category === 'test.step';
    const slow = step.category === 'pw:api' && step.duration >= slowCallMs;
    if (named || slow || step.error) {
      const mark = step.error ? ' ✘' : '';
      lines.push(`${'  '.repeat(depth)}${(step.duration / 1000).toFixed(1).padStart(6)} s  ${step.title}${mark}`);
    }
    timeline(step.steps, named ? depth + 1 : depth, lines);
  }
}

/** The snapshot's top (where the page is) and any dialog (what is in front), shortened to fit a CI log. */
function pageSnapshot(result: TestResult): string[] {
  const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
  if (!context?.path) return [];
  let text: string;
  try {
    text = readFileSync(context.path, 'utf8');
  } catch {
    return [];
  }
  const start = text.indexOf('# Page snapshot');
  if (start < 0) return [];
  const end = text.indexOf('\n```\n', start + 20);
  const lines = text.slice(start, end < 0 ? undefined : end + 4).split('\n');
  const head = lines.slice(0, snapshotHead);
  const dialogAt = lines.findIndex((line, index) => index >= snapshotHead && /- (alert)?dialog\b/.test(line));
  const dialog = dialogAt < 0 ? [] : ['  …', ...lines.slice(dialogAt, dialogAt + dialogLines)];
  return [...head, ...dialog, `  (the whole snapshot: ${context.path})`];
}

export default class FailureReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const lines = [`── where the time went in "${test.titlePath().slice(1).join(' › ')}" (${result.status})`];
    timeline(result.steps, 1, lines);
    const stallReport = result.attachments.find((attachment) => attachment.name === 'stall-report' && attachment.body);
    if (stallReport?.body) lines.push(stallReport.body.toString('utf8'));
    lines.push(...pageSnapshot(result));
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
