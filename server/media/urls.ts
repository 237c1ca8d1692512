import type { GarmentKind } from './garment-kinds';

/** Addresses of the generated pictures, as stored in the database and answered by routes.ts. */
export type GarmentViewName = 'front' | 'back' | 'detail';

const plainHex = (hex: string) => hex.replace(/^#/, '').toLowerCase();

export const garmentImageUrl = (kind: GarmentKind, view: GarmentViewName, hex: string) =>
  `/media/garment/${kind}/${view}/${plainHex(hex)}.svg`;

export const categoryImageUrl = (slug: string, orientation: 'vertical' | 'horizontal') =>
  `/media/category/${slug}/${orientation}.svg`;

export const bannerImageUrl = (theme: number, format: 'mobile' | 'desktop') => `/media/banner/${theme}/${format}.svg`;

export const lookImageUrl = (picture: number) => `/media/look/${picture}.svg`;
