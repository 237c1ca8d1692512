import type { SmsTemplate } from '../../../../contract/communication';

/** The server's checks of an SMS text (server/sms/templates.ts), so staff see a problem before they save. */

// The server's limit (contract/communication.ts MAX_SMS_TEXT), which the shop's bundle may not import as a value.
export const MAX_SMS_TEXT = 459;

const PLACEHOLDER = /\{([^{}]*)\}/g;

export type SmsTextProblem =
  | { kind: 'blank' }
  | { kind: 'tooLong' }
  | { kind: 'unknown'; names: string }
  | { kind: 'missing'; names: string }
  | { kind: 'stray' };

const braces = (names: string[]) => names.map((name) => `{${name}}`).join(', ');

export function smsTextProblem(template: Pick<SmsTemplate, 'allowed' | 'required'>, text: string): SmsTextProblem | null {
  if (!text.trim()) return { kind: 'blank' };
  if (text.length > MAX_SMS_TEXT) return { kind: 'tooLong' };
  const used = [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
  const unknown = used.filter((name) => !template.allowed.includes(name));
  if (unknown.length) return { kind: 'unknown', names: braces(unknown) };
  const missing = template.required.filter((name) => !used.includes(name));
  if (missing.length) return { kind: 'missing', names: braces(missing) };
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) return { kind: 'stray' };
  return null;
}

/** The text as a shopper would get it, with the sample values in. */
export function smsPreview(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** How many SMS parts a text takes: 160 (70 in Cyrillic) characters for one, 153 (67) each when split. */
export function smsParts(text: string): number {
  if (!text) return 0;
  const unicode = /[^\u0000-\u007f‘’]/.test(text);
  const [single, part] = unicode ? [70, 67] : [160, 153];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}
