import type { ProductCard } from '../../components/product/types';

/** A look (an outfit): its pictures and the products it is made of (docs/api.md, lookCollection). */
export type Look = { id: number; images: Array<{ url: string }>; products: ProductCard[] };
