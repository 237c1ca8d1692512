import type { Config } from '../config';
import { EskizSmsProvider } from './eskiz';
import { SandboxSmsProvider, type SmsProvider } from './provider';

/** Eskiz.uz when its credentials are set, otherwise the sandbox (codes logged and listed at /sandbox/sms). */
export function createSmsProvider(config: Config): SmsProvider {
  if (config.eskiz) return new EskizSmsProvider(config.eskiz);
  return new SandboxSmsProvider((message) => console.log(`[sandbox sms] ${message.phoneNumber}: ${message.text}`));
}
