/** Sends a text to a phone. The shop needs nothing more from an SMS gateway. */
export interface SmsProvider {
  readonly name: string;
  send(phoneNumber: string, text: string): Promise<void>;
}

export interface SandboxMessage {
  phoneNumber: string;
  text: string;
  sentAt: string;
}

const KEPT_MESSAGES = 500;

/** Used when no SMS gateway is configured: the message is logged and kept for GET /sandbox/sms. */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  private readonly messages: SandboxMessage[] = [];

  constructor(private readonly log: (message: SandboxMessage) => void = () => undefined) {}

  async send(phoneNumber: string, text: string): Promise<void> {
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
