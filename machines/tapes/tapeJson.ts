import type { Tape } from './tape';

/**
 * A tape as a file: its header as usual JSON, then one step a line (the event, then the state after it), so that a
 * tester reads the steps like a log and edits one by changing one line.
 */
export function tapeJson(tape: Tape): string {
  const { steps, ...header } = tape;
  const headerLines = Object.entries(header).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const stepLines = steps.map((step, index) => `    ${JSON.stringify(step)}${index < steps.length - 1 ? ',' : ''}`);
  return ['{', ...headerLines, '  "steps": [', ...stepLines, '  ]', '}', ''].join('\n');
}
