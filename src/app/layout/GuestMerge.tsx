import { useGuestCartMerge } from '../../features/cart/useGuestCartMerge';
import { useGuestFavouritesMerge } from '../../features/favourites/useGuestFavouritesMerge';

/**
 * Takes a visitor's cart and favourites into the account once a customer is signed in. Its own chunk, mounted by the
 * layout only while the browser holds something to merge or a checkout waits for a sign-in (useGuestMergeWanted), so
 * the first load of a shopper with nothing kept does not carry it.
 */
export default function GuestMerge() {
  useGuestCartMerge();
  useGuestFavouritesMerge();
  return null;
}
