import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxSms } from '../db/schema/sms';
import type { SandboxMessage, SandboxSms, SmsDetails } from './provider';

const LISTED = 500;

/**
 * The sandbox gateway of a running server: messages in the database, so every server sharing it lists the same
 * ones, a restart keeps them, and a repeat of a keyed message (the outbox delivering again after a crash) is
 * dropped as a real gateway with idempotency keys would.
 */
export class DatabaseSandboxSms implements SandboxSms {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly log: (message: SandboxMessage) => void = () => undefined,
    /** Test knob (SANDBOX_SMS_DELAY_MS): the gateway keeps the message, then answers this much later. */
    private readonly answerDelayMs = 0,
  ) {}

  async send(phoneNumber: string, text: string, { key, code, sender }: SmsDetails = {}): Promise<void> {
    const [kept] = await this.db
      .insert(sandboxSms)
      .values({ key: key ?? null, phoneNumber, text, code: code ?? null, sender: sender ?? null })
      .onConflictDoNothing({ target: sandboxSms.key })
      .returning({ sentAt: sandboxSms.sentAt });
    if (kept) this.log({ phoneNumber, text, code: code ?? null, sender: sender ?? null, sentAt: kept.sentAt.toISOString() });
    if (this.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
  }

  async list(phoneNumber?: string): Promise<SandboxMessage[]> {
    const query = this.db.select().from(sandboxSms);
    const rows = await (phoneNumber ? query.where(eq(sandboxSms.phoneNumber, phoneNumber)) : query).orderBy(desc(sandboxSms.id)).limit(LISTED);
    return rows.map((row) => ({ phoneNumber: row.phoneNumber, text: row.text, code: row.code, sender: row.sender, sentAt: row.sentAt.toISOString() }));
  }
}
