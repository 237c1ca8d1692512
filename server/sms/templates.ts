import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { smsTemplates } from '../db/schema/sms';
import { badRequest } from '../errors';
import {
  MAX_SMS_TEXT,
  SMS_PLACEHOLDERS,
  SMS_TEMPLATE_NAMES,
  SMS_TEMPLATE_RULES,
  type SmsPlaceholder,
  type SmsTemplate,
  type SmsTemplateName,
} from '../../contract/communication';

/** The shop's SMS texts: staff's saved ones, else the built-in ones of contract/communication.ts. */

export type SmsLanguage = 'uz' | 'ru';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The {names} a text uses, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * Why a text cannot be saved for this SMS, or null: a blank or too long text, a placeholder the SMS has no value
 * for (a typo such as {cod} would reach shoppers as written), or a required one left out.
 */
export function templateTextProblem(name: SmsTemplateName, text: string): string | null {
  const rule = SMS_TEMPLATE_RULES[name];
  if (!text.trim()) return 'must not be blank';
  if (text.length > MAX_SMS_TEXT) return `must be at most ${MAX_SMS_TEXT} characters`;
  const used = placeholdersIn(text);
  const unknown = used.filter((placeholder) => !(rule.allowed as readonly string[]).includes(placeholder));
  if (unknown.length) {
    return `unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((p) => `{${p}}`).join(', ')}; ${name} may use ${rule.allowed.map((p) => `{${p}}`).join(', ')}`;
  }
  const missing = rule.required.filter((placeholder) => !used.includes(placeholder));
  if (missing.length) return `must contain ${missing.map((p) => `{${p}}`).join(', ')}`;
  // A lone brace would be sent as written; the texts have no use for one.
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) return 'has a { or } that is not part of a {placeholder}';
  return null;
}

/** Both texts checked at once, so staff see every problem of a save in one answer. */
export function assertTemplateTexts(name: SmsTemplateName, texts: { textUZB: string; textRUS: string }): void {
  const fields: Record<string, string> = {};
  for (const field of ['textUZB', 'textRUS'] as const) {
    const problem = templateTextProblem(name, texts[field]);
    if (problem) fields[field] = problem;
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields).join('; '), fields);
}

type TemplateRow = typeof smsTemplates.$inferSelect;

export function toSmsTemplate(name: SmsTemplateName, row: TemplateRow | undefined): SmsTemplate {
  const rule = SMS_TEMPLATE_RULES[name];
  return {
    name,
    textUZB: row?.textUZB ?? rule.defaults.uz,
    textRUS: row?.textRUS ?? rule.defaults.ru,
    isDefault: row === undefined,
    defaultUZB: rule.defaults.uz,
    defaultRUS: rule.defaults.ru,
    allowed: [...rule.allowed],
    required: [...rule.required],
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function isSmsTemplateName(name: string): name is SmsTemplateName {
  return (SMS_TEMPLATE_NAMES as readonly string[]).includes(name);
}

export async function smsTemplateRow(db: Executor, name: SmsTemplateName): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.name, name));
  return row;
}

/**
 * The text of one SMS in the shopper's language with its values put in: what the code SMS sends now, and what
 * the order status SMS will send. A placeholder without a value is left out rather than sent as "{total}".
 */
export async function renderSmsTemplate(
  db: Executor,
  name: SmsTemplateName,
  language: SmsLanguage,
  values: Partial<Record<SmsPlaceholder, string | number>>,
): Promise<string> {
  const template = toSmsTemplate(name, await smsTemplateRow(db, name));
  const text = language === 'ru' ? template.textRUS : template.textUZB;
  return text.replace(PLACEHOLDER, (_whole, placeholder: string) => {
    const value = (SMS_PLACEHOLDERS as readonly string[]).includes(placeholder) ? values[placeholder as SmsPlaceholder] : undefined;
    return value === undefined ? '' : String(value);
  });
}
