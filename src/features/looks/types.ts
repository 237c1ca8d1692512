import type { ProductCard } from '../../components/product/types';

/**
 * A look (an outfit): its name (null when the shop gave it none, then it is named by its number), its pictures
 * and the products it is made of (docs/api.md, lookCollection).
 */
export type Look = { id: number; nameUZB: string | null; nameRUS: string | null; images: Array<{ url: string }>; products: ProductCard[] };
