import type { ProductCard, ProductColor } from '../../components/product/types';

/** One size of a product; `quantity` is the stock left in that size. */
export type ProductSize = { productSizeVariantId: number; size: string; quantity: number };

/** Another colour of the same reference number, which is a product of its own. */
export type ColorVariant = { productId: number; color: ProductColor; active: boolean };

export type ProductCategory = { id: number; nameUZB: string; nameRUS: string };

/** GET /api/product/getProductById/{id}: the card plus what the product page shows (docs/api.md). */
export type ProductDetail = ProductCard & {
  descriptionUZB: string;
  descriptionRUS: string;
  referenceNumber: string;
  brand: { id: number; name: string };
  categories: ProductCategory[];
  sizes: ProductSize[];
  colorVariants: ColorVariant[];
};
