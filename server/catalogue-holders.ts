import { forgetCartLinesOfSizes, cartLinesOfSize } from './cart/service';
import type { CatalogueHolders } from './catalogue/holders';
import { forgetFavouritesOfProduct } from './favourites/service';
import { categoryOnHomePage, everyPictureOnHomePage, picturesOnHomePage, productIsOnHomePage } from './home/service';
import { orderNumbersByIds } from './orders/payment-service';
import { orderLinesOfColour, orderLinesOfSize, productIsOrdered } from './orders/service';
import { productIsReviewed } from './reviews/service';

/**
 * The domains that keep something naming a product, handed to the catalogue's staff plugins by the staff route list
 * (server/staff-routes.ts): those domains read the catalogue, so the catalogue asks them through this, not by import.
 */
export const CATALOGUE_HOLDERS: CatalogueHolders = {
  async productIsKept(db, productId) {
    const kept = await Promise.all([productIsOrdered(db, productId), productIsReviewed(db, productId), productIsOnHomePage(db, productId)]);
    return kept.includes(true);
  },
  async releaseProduct(db, productId, sizeIds) {
    await forgetCartLinesOfSizes(db, sizeIds);
    await forgetFavouritesOfProduct(db, productId);
  },
  async sizeUses(db, sizeId) {
    const [orders, carts] = await Promise.all([orderLinesOfSize(db, sizeId), cartLinesOfSize(db, sizeId)]);
    return { orders, carts };
  },
  categoryOnHomePage,
  picturesShownOutside: picturesOnHomePage,
  everyPictureShownOutside: everyPictureOnHomePage,
  orderLinesOfColour,
  orderNumbers: orderNumbersByIds,
};
