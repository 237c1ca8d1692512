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

/** A page of a list endpoint (docs/api.md "Conventions"). */
export type Page<Item> = { content: Item[]; page: number; size: number; totalElements: number; totalPages: number };

/** One review as the product page draws it (mapped from GET /api/review/getReviewsByProductId). */
export type ProductReview = {
  id: number;
  rating: number;
  content: string;
  /** First name and the surname's initial, e.g. "Dilnoza K.". */
  authorName: string;
  /** The author's picture as a media url, or null. */
  authorImage: string | null;
  createdAt: string;
};

/** A product's reviews as the page knows them so far: loaded pages, the fresh average, and how the reads went. */
export type ProductReviewList = {
  /** Newest first, every page loaded so far. */
  items: ProductReview[];
  /** From GET /api/review/getAverageRating; null until it arrives (the product's own figures stand in). */
  summary: { average: number; count: number } | null;
  status: 'loading' | 'failed' | 'ready';
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
};
