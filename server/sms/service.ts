import type { AppDeps } from '../deps';
import { smsTemplates } from '../db/schema/sms';
import { conflict, notFound } from '../errors';
import { SMS_TEMPLATE_NAMES, type SmsTemplate, type SmsTemplateName } from '../../contract/communication';
import { assertTemplateTexts, isSmsTemplateName, smsTemplateRow, toSmsTemplate } from './templates';
import { writeAudit } from '../staff/audit';

/** Staff's SMS texts: one row per SMS once saved; until then the built-in text is shown and sent. */

export interface TemplateTexts {
  textUZB: string;
  textRUS: string;
}

// The audit log keys rows by number; a template's is its place in the fixed list (REGISTER 1, RESET_PASSWORD 2, ...).
const auditIdOf = (name: SmsTemplateName) => SMS_TEMPLATE_NAMES.indexOf(name) + 1;

export async function listSmsTemplates(deps: AppDeps): Promise<SmsTemplate[]> {
  const rows = await deps.db.select().from(smsTemplates);
  return SMS_TEMPLATE_NAMES.map((name) => toSmsTemplate(name, rows.find((row) => row.name === name)));
}

/** The first save of an SMS's texts; a second add is refused (409), edit changes saved ones. */
export async function addSmsTemplate(deps: AppDeps, userId: number, name: SmsTemplateName, texts: TemplateTexts): Promise<SmsTemplate> {
  assertTemplateTexts(name, texts);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsTemplates)
      .values({ name, textUZB: texts.textUZB, textRUS: texts.textRUS, updatedBy: userId, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('DUPLICATE', `The ${name} SMS has saved texts already; edit them instead`);
    const after = toSmsTemplate(name, row);
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'smsTemplate', entityId: auditIdOf(name), before: null, after }, now);
    return after;
  });
}

/** New texts for an SMS; one that was never saved gets its first row, as an add would. */
export async function editSmsTemplate(deps: AppDeps, userId: number, name: string, texts: TemplateTexts): Promise<SmsTemplate> {
  if (!isSmsTemplateName(name)) throw notFound('SMS template');
  assertTemplateTexts(name, texts);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const stored = await smsTemplateRow(tx, name);
    const before = toSmsTemplate(name, stored);
    // One upsert whether or not the SMS was saved before: a row made meanwhile by another save is overwritten too.
    const [row] = await tx
      .insert(smsTemplates)
      .values({ name, textUZB: texts.textUZB, textRUS: texts.textRUS, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: smsTemplates.name,
        set: { textUZB: texts.textUZB, textRUS: texts.textRUS, updatedBy: userId, updatedAt: now },
      })
      .returning();
    const after = toSmsTemplate(name, row);
    await writeAudit(tx, { userId, action: stored ? 'UPDATE' : 'CREATE', entity: 'smsTemplate', entityId: auditIdOf(name), before, after }, now);
    return after;
  });
}
