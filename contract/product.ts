import { Type, type Static } from '@sinclair/typebox';
import { Color, Image, Nullable } from './common';

/**
 * The product card of docs/api.md: what every list of products shows. Image urls are `/media/...` paths.
 * `sale` is a percent 0-99; salePrice is null when it is 0.
 */
export const ProductCard = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  active: Type.Boolean(),
  productImages: Type.Array(Image),
  sellPrice: Type.Integer(),
  sale: Type.Integer(),
  salePrice: Nullable(Type.Integer()),
  color: Color,
  averageRating: Nullable(Type.Number()),
  reviewCount: Type.Integer(),
  isNew: Type.Boolean(),
  inStock: Type.Boolean(),
});
export type ProductCard = Static<typeof ProductCard>;

/** One size of a product; `quantity` is the stock left in that size. */
export const ProductSize = Type.Object({ productSizeVariantId: Type.Integer(), size: Type.String(), quantity: Type.Integer() });
export type ProductSize = Static<typeof ProductSize>;

/** Another colour of the same reference number, which is a product of its own. */
export const ColorVariant = Type.Object({ productId: Type.Integer(), color: Color, active: Type.Boolean() });
export type ColorVariant = Static<typeof ColorVariant>;

export const ProductCategory = Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() });
export type ProductCategory = Static<typeof ProductCategory>;

/** GET /api/product/getProductById/{id}: the card plus what the product page shows. */
export const FullProduct = Type.Object({
  ...ProductCard.properties,
  descriptionUZB: Type.String(),
  descriptionRUS: Type.String(),
  referenceNumber: Type.String(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  categories: Type.Array(ProductCategory),
  sizes: Type.Array(ProductSize),
  colorVariants: Type.Array(ColorVariant),
});
export type FullProduct = Static<typeof FullProduct>;

/**
 * GET /api/product/getCategoryFilters/{categoryId}: what the category's active products (subcategories included)
 * offer to filter by, each with how many products it would keep. Sizes count only stock left, as the size filter does.
 */
export const CategoryFilters = Type.Object({
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
  sizes: Type.Array(Type.Object({ size: Type.String(), count: Type.Integer() })),
  colours: Type.Array(Type.Object({ ...Color.properties, count: Type.Integer() })),
});
export type CategoryFilters = Static<typeof CategoryFilters>;
