import type { FullProduct } from '../../../contract/product';

/** GET /api/product/getProductById/{id}: the card plus what the product page shows (docs/api.md). */
export type ProductDetail = FullProduct;
