import type { BannerTargetType } from '../../../../contract/limits';
import type { Language } from '../../../i18n/languages';

/** What the banner dialog saves (docs/api.md "Staff: home page"): the whole banner, pictures as uploaded addresses. */
export type BannerBody = {
  desktopImage: string;
  mobileImage: string;
  desktopImageRUS: string | null;
  mobileImageRUS: string | null;
  targetType: BannerTargetType;
  targetId: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

export type SliderBody = { placeNumber: number; categoryId: number; productIds: number[] };

export type LookBody = { nameUZB: string | null; nameRUS: string | null; images: string[]; productIds: number[] };

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
