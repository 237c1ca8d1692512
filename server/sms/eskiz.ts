import type { EskizCredentials } from '../config';
import type { SmsDetails, SmsProvider } from './provider';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

const DEFAULT_BASE_URL = 'https://notify.eskiz.uz/api';
const REQUEST_TIMEOUT_MS = 10_000;

/** Eskiz.uz: a bearer token from /auth/login (it expires after a month), then /message/sms/send. */
export class EskizSmsProvider implements SmsProvider {
  readonly name = 'eskiz';
  private token: Promise<string> | undefined;

  constructor(
    private readonly credentials: EskizCredentials,
    private readonly fetchFn: FetchFunction = (input, init) => fetch(input, init),
    private readonly baseUrl = DEFAULT_BASE_URL,
  ) {}

  async send(phoneNumber: string, text: string, { sender }: SmsDetails = {}): Promise<void> {
    // The shop's sender name when it gives one (Eskiz sends only under names registered with it), else ESKIZ_FROM.
    const from = sender ?? this.credentials.from;
    let response = await this.postMessage(await this.currentToken(), phoneNumber, text, from);
    if (response.status === 401) {
      // The token expired or was revoked: log in again, once.
      this.token = undefined;
      response = await this.postMessage(await this.currentToken(), phoneNumber, text, from);
    }
    if (!response.ok) {
      throw new Error(`Eskiz refused the SMS (HTTP ${response.status}): ${await safeText(response)}`);
    }
  }

  /** Shared by concurrent sends, so a burst of codes logs in once. */
  private currentToken(): Promise<string> {
    if (!this.token) {
      const login = this.login();
      this.token = login;
      login.catch(() => {
        if (this.token === login) this.token = undefined;
      });
    }
    return this.token;
  }

  private async login(): Promise<string> {
    const form = new FormData();
    form.append('email', this.credentials.email);
    form.append('password', this.credentials.password);
    const response = await this.fetchFn(`${this.baseUrl}/auth/login`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Eskiz login failed (HTTP ${response.status}): ${await safeText(response)}`);
    const body = (await response.json()) as { data?: { token?: unknown } };
    const token = body.data?.token;
    if (typeof token !== 'string' || !token) throw new Error('Eskiz login answered without a token');
    return token;
  }

  private postMessage(token: string, phoneNumber: string, text: string, from: string): Promise<Response> {
    const form = new FormData();
    form.append('mobile_phone', phoneNumber.replace(/\D/g, ''));
    form.append('message', text);
    form.append('from', from);
    return this.fetchFn(`${this.baseUrl}/message/sms/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }
}

async function safeText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 300);
  } catch {
    return '';
  }
}
