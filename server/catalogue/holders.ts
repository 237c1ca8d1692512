import type { Executor } from '../db/client';
import type { SizeUsage } from '../../contract/stock';

/**
 * What the other domains keep that names a part of the catalogue: order lines, reviews, cart lines and favourites name
 * products and sizes; the home page's looks, banners and sliders name products, categories and picture files.
 * Deleting one asks them, inside its transaction; those domains call the catalogue themselves, so the app hands their
 * answers in (server/catalogue-holders.ts) rather than the catalogue importing them round a cycle.
 */
export interface CatalogueHolders {
  /** Whether something that must outlive the product names it: an order line, a review, a look or a banner. */
  productIsKept(db: Executor, productId: number): Promise<boolean>;
  /** Lets go of what may go with the product: the cart lines of its sizes and the favourites that name it. */
  releaseProduct(db: Executor, productId: number, sizeIds: number[]): Promise<void>;
  /** How many order lines and cart lines name the size: either keeps it. */
  sizeUses(db: Executor, sizeId: number): Promise<SizeUsage>;
  /** How many home page sliders show the category and banners lead to it: either keeps it. */
  categoryOnHomePage(db: Executor, categoryId: number): Promise<{ sliders: number; banners: number }>;
  /** Which of these picture addresses a row outside the catalogue (a banner, a look) shows: their files stay. */
  picturesShownOutside(db: Executor, urls: string[]): Promise<Set<string>>;
  /** Every picture address a row outside the catalogue shows: what the sweep of unnamed pictures keeps too. */
  everyPictureShownOutside(db: Executor): Promise<string[]>;
  /** How many order lines name the colour: they keep it. */
  orderLinesOfColour(db: Executor, colourId: number): Promise<number>;
  /** The numbers of these orders, by id (the stock history names the order a movement was for). */
  orderNumbers(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>>;
}
