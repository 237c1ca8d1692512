import type { Language } from './languages';

export type BilingualName = { nameUZB: string | null; nameRUS: string | null };

/** The name in the interface language, falling back to the other one when a translation is missing. */
export function localizedName(item: BilingualName, language: Language): string {
  const [preferred, other] = language === 'ru' ? [item.nameRUS, item.nameUZB] : [item.nameUZB, item.nameRUS];
  return preferred?.trim() || other?.trim() || '';
}
