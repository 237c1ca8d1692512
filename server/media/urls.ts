import type { GarmentKind } from './garment-kinds';

/** Addresses of the generated pictures, as stored in the database and answered by routes.ts. */
export type GarmentViewName = 'front' | 'back' | 'detail';

const plainHex = (hex: string) => hex.replace(/^#/, '').toLowerCase();

export const garmentImageUrl = (kind: GarmentKind, view: GarmentViewName, hex: string) =>
  `/media/garment/${kind}/${view}/${plainHex(hex)}.svg`;

export const categoryImageUrl = (slug: string, orientation: 'vertical' | 'horizontal') =>
  `/media/category/${slug}/${orientation}.svg`;

/** A banner's picture; `garments` (kind and colour, as a look picture names them) replace the theme's own. */
export const bannerImageUrl = (theme: number, language: 'uz' | 'ru', format: 'mobile' | 'desktop', garments?: Array<{ kind: GarmentKind; hex: string }>) =>
  `/media/banner/${theme}/${language}/${format}.svg${garments?.length ? `?garments=${garmentList(garments)}` : ''}`;

const garmentList = (garments: Array<{ kind: GarmentKind; hex: string }>) => garments.map((garment) => `${garment.kind}-${plainHex(garment.hex)}`).join('_');

/**
 * A look's picture names the garments it draws, kind and colour, in the order of the look's products:
 * `/media/look/flat/blouse-6c4a8c_skirt-2f4e8c.svg`. The picture therefore shows exactly what the look sells.
 */
export const lookImageUrl = (layout: 'flat' | 'worn', garments: Array<{ kind: GarmentKind; hex: string }>) =>
  `/media/look/${layout}/${garmentList(garments)}.svg`;

/** The most garments a look picture draws. */
export const LOOK_GARMENTS_MAX = 5;
/** The pattern of a look picture's garment list (one to LOOK_GARMENTS_MAX garments). */
export const LOOK_GARMENTS_PATTERN = `^[a-z]{2,20}-[0-9a-fA-F]{6}(_[a-z]{2,20}-[0-9a-fA-F]{6}){0,${LOOK_GARMENTS_MAX - 1}}$`;

/** The garments a look picture's list names, or undefined when one of its kinds is unknown. */
export function parseLookGarments(list: string, isKind: (kind: string) => kind is GarmentKind): Array<{ kind: GarmentKind; hex: string }> | undefined {
  const garments: Array<{ kind: GarmentKind; hex: string }> = [];
  for (const part of list.split('_')) {
    const [kind = '', hex = ''] = part.split('-');
    if (!isKind(kind)) return undefined;
    garments.push({ kind, hex: `#${hex.toLowerCase()}` });
  }
  return garments;
}
