import type { ProductCard, ProductColor } from '../../../../components/product/types';

/**
 * The sizes offered as filters. Product cards carry no sizes and the API has no size list, so these are the
 * shop's usual runs (clothing letters and adult shoe sizes); a size nobody stocks simply finds nothing.
 */
export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const shoeSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] as const;

/**
 * The shop's two lines. The API has no brand list yet (docs/api.md) and cards do not name their brand, so
 * the ids are the seeded ones; replace this with a brands call when the server offers one.
 */
export const shopBrands = [
  { id: 1, name: 'Libos' },
  { id: 2, name: 'Libos Atelier' },
] as const;

/** How many cards of the unfiltered category are read to learn which colours it has. */
export const colourSampleSize = 100;

/** The distinct colours among the cards, in the order they first appear. */
export function coloursOf(products: ProductCard[]): ProductColor[] {
  const seen = new Map<number, ProductColor>();
  for (const product of products) {
    if (!seen.has(product.color.id)) seen.set(product.color.id, product.color);
  }
  return [...seen.values()];
}
