/** What the shop knows of a message besides its text; a gateway uses what it can and ignores the rest. */
export interface SmsDetails {
  /**
   * Names the message once (an order's status SMS): a gateway that can drop a repeat uses it. Eskiz cannot, so a
   * crash between its answer and the outbox marking the job done may send that SMS twice (docs/api.md).
   */
  key?: string;
  /**
   * The sign-up or reset code the message carries, said by the code's sender: the sandbox lists it, where reading
   * digits out of the text would take a tracking number, an amount or a date for a code.
   */
  code?: string;
  /** The sender name to send under (the shop settings' SMS sender); unset: the gateway's configured one. */
  sender?: string;
}

/** Sends a text to a phone. The shop needs nothing more from an SMS gateway. */
export interface SmsProvider {
  readonly name: string;
  send(phoneNumber: string, text: string, details?: SmsDetails): Promise<void>;
}

export interface SandboxMessage {
  phoneNumber: string;
  text: string;
  /** The code of a code SMS; null for every other message. */
  code: string | null;
  /** The sender name it went out under; null when none was given. */
  sender: string | null;
  sentAt: string;
}

/** The sandbox gateway: messages are kept (not sent) and listed at GET /sandbox/sms, newest first. */
export interface SandboxSms extends SmsProvider {
  list(phoneNumber?: string): SandboxMessage[] | Promise<SandboxMessage[]>;
}

export function isSandboxSms(provider: SmsProvider): provider is SandboxSms {
  return 'list' in provider && typeof provider.list === 'function';
}

const KEPT_MESSAGES = 500;

/** The sandbox in memory, for tests: each app its own list. The server keeps it in the database (sandbox-store.ts). */
export class SandboxSmsProvider implements SandboxSms {
  readonly name = 'sandbox';
  private readonly messages: SandboxMessage[] = [];
  private readonly keys = new Set<string>();

  constructor(private readonly log: (message: SandboxMessage) => void = () => undefined) {}

  async send(phoneNumber: string, text: string, { key, code, sender }: SmsDetails = {}): Promise<void> {
    if (key !== undefined) {
      if (this.keys.has(key)) return;
      this.keys.add(key);
    }
    const message = { phoneNumber, text, code: code ?? null, sender: sender ?? null, sentAt: new Date().toISOString() };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEPT_MESSAGES);
    this.log(message);
  }

  /** Newest first, optionally only one phone's. */
  list(phoneNumber?: string): SandboxMessage[] {
    return phoneNumber ? this.messages.filter((m) => m.phoneNumber === phoneNumber) : [...this.messages];
  }
}
