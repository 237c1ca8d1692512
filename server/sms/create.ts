import type { Config } from '../config';
import { SandboxSmsProvider, type SmsProvider } from './provider';

/** Eskiz.uz when its credentials are set, otherwise the sandbox. TODO: account helper adds Eskiz. */
export function createSmsProvider(_config: Config): SmsProvider {
  return new SandboxSmsProvider((message) => console.log(`[sandbox sms] ${message.phoneNumber}: ${message.text}`));
}
