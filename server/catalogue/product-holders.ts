import type { Executor } from '../db/client';
import type { SizeUsage } from '../../contract/stock';

/**
 * What the other domains keep that names a product or one of its sizes: order lines, reviews, the home page's looks
 * and banners, cart lines, favourites. Deleting a product or a size asks them, inside its transaction; those domains
 * call the catalogue themselves, so the app hands their answers in (server/product-holders.ts) rather than the
 * catalogue importing them round a cycle.
 */
export interface ProductHolders {
  /** Whether something that must outlive the product names it: an order line, a review, a look or a banner. */
  productIsKept(db: Executor, productId: number): Promise<boolean>;
  /** Lets go of what may go with the product: the cart lines of its sizes and the favourites that name it. */
  releaseProduct(db: Executor, productId: number, sizeIds: number[]): Promise<void>;
  /** How many order lines and cart lines name the size: either keeps it. */
  sizeUses(db: Executor, sizeId: number): Promise<SizeUsage>;
}
