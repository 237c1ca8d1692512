import type { Config } from '../config';
import type { Database } from '../db/client';
import { EskizSmsProvider } from './eskiz';
import type { SmsProvider } from './provider';
import { DatabaseSandboxSms } from './sandbox-store';

/** Eskiz.uz when its credentials are set, otherwise the sandbox (codes logged and listed at /sandbox/sms). */
export function createSmsProvider(config: Config, db: Database, sandboxAnswerDelayMs = 0): SmsProvider {
  if (config.eskiz) return new EskizSmsProvider(config.eskiz);
  return new DatabaseSandboxSms(db, (message) => console.log(`[sandbox sms] ${message.phoneNumber}: ${message.text}`), sandboxAnswerDelayMs);
}
