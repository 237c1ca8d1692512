import type { TaxonomyUsage } from '../../../contract/taxonomy';

/** A deletion refused because something still uses the row: answered 409 IN_USE with the counts (taxonomy-routes.ts). */
export class InUseError extends Error {
  constructor(
    message: string,
    readonly usage: TaxonomyUsage,
  ) {
    super(message);
    this.name = 'InUseError';
  }
}

const USAGE_WORDS: Record<keyof TaxonomyUsage, [one: string, many: string]> = {
  products: ['product', 'products'],
  subcategories: ['subcategory', 'subcategories'],
  menuBlocks: ['menu block', 'menu blocks'],
  sliders: ['home slider', 'home sliders'],
  banners: ['banner', 'banners'],
};

/** "2 products, 1 menu block": what is in use, for the message (the staff app words it in uz/ru from `usage`). */
export function describeUsage(usage: TaxonomyUsage): string {
  return (Object.keys(USAGE_WORDS) as Array<keyof TaxonomyUsage>)
    .filter((key) => (usage[key] ?? 0) > 0)
    .map((key) => `${usage[key]} ${USAGE_WORDS[key][usage[key] === 1 ? 0 : 1]}`)
    .join(', ');
}

export const isInUse = (usage: TaxonomyUsage) => Object.values(usage).some((value) => (value ?? 0) > 0);
