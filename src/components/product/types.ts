/** A colour as the API sends it (docs/api.md, product card). */
export type ProductColor = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  colorCode: string;
};

/**
 * The product card of docs/api.md, shared by every list of products (search, favourites, categories).
 * Image urls are `/media/...` paths: pass them through mediaUrl before use.
 */
export type ProductCard = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  active: boolean;
  productImages: Array<{ url: string }>;
  sellPrice: number;
  /** A percent 0-99; salePrice is null when it is 0. */
  sale: number;
  salePrice: number | null;
  color: ProductColor;
  averageRating: number | null;
  reviewCount: number;
  isNew: boolean;
  inStock: boolean;
};
