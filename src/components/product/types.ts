import type { Color } from '../../../contract/common';
import type { ProductCard as ContractProductCard } from '../../../contract/product';

/** A colour as the API sends it (docs/api.md, product card). */
export type ProductColor = Color;

/**
 * The product card of docs/api.md, shared by every list of products (search, favourites, categories).
 * Image urls are `/media/...` paths: pass them through mediaUrl before use.
 */
export type ProductCard = ContractProductCard;
