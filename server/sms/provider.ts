/** Sends a text to a phone. The shop needs nothing more from an SMS gateway. */
export interface SmsProvider {
  readonly name: string;
  /**
   * `key` names the message once (an order's status SMS): a gateway that can drop a repeat uses it. Eskiz cannot,
   * so a crash between its answer and the outbox marking the job done may send that SMS twice (docs/api.md).
   */
  send(phoneNumber: string, text: string, key?: string): Promise<void>;
}

export interface SandboxMessage {
  phoneNumber: string;
  text: string;
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

  async send(phoneNumber: string, text: string, key?: string): Promise<void> {
    if (key !== undefined) {
      if (this.keys.has(key)) return;
      this.keys.add(key);
    }
    const message = { phoneNumber, text, sentAt: new Date().toISOString() };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEPT_MESSAGES);
    this.log(message);
  }

  /** Newest first, optionally only one phone's. */
  list(phoneNumber?: string): SandboxMessage[] {
    return phoneNumber ? this.messages.filter((m) => m.phoneNumber === phoneNumber) : [...this.messages];
  }
}
