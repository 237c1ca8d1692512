import type { TFunction } from 'i18next';
import { toServerFailure } from '../../machines/serverFailure';

/** The toast for a failed change that no field explains: offline, too many tries, or anything else. */
export function failureMessage(error: unknown, t: TFunction): string {
  const failure = toServerFailure(error);
  if (failure.status === 'network') return t('profile.errors.network');
  if (failure.status === 429) return t('profile.errors.rateLimited');
  if (failure.status === 401) return t('profile.errors.sessionExpired');
  return t('profile.errors.unknown');
}
