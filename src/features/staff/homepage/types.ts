import type { Language } from '../../../i18n/languages';

/** A row's name in the reader's language. */
export const nameIn = (language: Language, row: { nameUZB: string; nameRUS: string }) => (language === 'ru' ? row.nameRUS : row.nameUZB);

/** The list with the row at `index` swapped with its neighbour (`by` -1 up, +1 down): the ids a reorder sends. */
export function moved<T extends { id: number }>(rows: T[], index: number, by: -1 | 1): number[] {
  const ids = rows.map((row) => row.id);
  const other = index + by;
  if (other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids;
}
