import type { TFunction } from 'i18next';
import { toServerFailure } from '../../../../machines/serverFailure';
import { failureMessage } from '../../../components/failureMessage';

/** A refused link in words: Telegram's own refusals first, then whatever any change's failure says. */
export function telegramLinkFailure(error: unknown, t: TFunction): string {
  const { code } = toServerFailure(error);
  if (code === 'TELEGRAM_ALREADY_LINKED') return t('profile.telegram.alreadyLinked');
  // A 401 that is Telegram's refusal of its data, not the end of the session.
  if (code === 'TELEGRAM_INVALID') return t('telegram.login.invalid');
  return failureMessage(error, t);
}
