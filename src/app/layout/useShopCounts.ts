import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSession } from '../session';
import { useHydrated } from '../../components/useHydrated';
import { useGetCartItemsQuery } from '../../features/cart/api';
import { cartCountReset, selectCartCount, selectCheckoutAfterSignIn, selectGuestCartCount } from '../../features/cart/cartSlice';
import { useGuestCartFromOtherTabs } from '../../features/cart/useGuestCartFromOtherTabs';
import { useGetLikedItemsQuery } from '../../features/favourites/api';
import { likedItemsReset, selectGuestLikedCount, selectLikedCount } from '../../features/favourites/favouritesSlice';
import { useGuestFavouritesFromOtherTabs } from '../../features/favourites/useGuestFavouritesFromOtherTabs';

/**
 * Keeps the badge counts in step with the session: the cart and favourites are fetched by customer id, so the
 * counts follow who is signed in. Mounted once, in the layout: its subscriptions keep the cart and favourites
 * lists live, so a mutation that invalidates them refetches at once. Logging out clears them. A visitor's cart and
 * favourites, kept in the browser, follow changes made in other tabs.
 */
export function useShopCountsSync(): void {
  const session = useSession();
  const customerId = session?.customerId;
  const dispatch = useAppDispatch();

  useGetCartItemsQuery(customerId ?? skipToken);
  useGetLikedItemsQuery(customerId ?? skipToken);
  useGuestCartFromOtherTabs();
  useGuestFavouritesFromOtherTabs();

  useEffect(() => {
    if (customerId !== undefined) return;
    dispatch(cartCountReset());
    dispatch(likedItemsReset());
  }, [customerId, dispatch]);
}

/** The numbers on the badges: the account's lines and favourites, or a visitor's kept in the browser. */
export function useShopCounts(): { cart: number; favourites: number } {
  const signedIn = useSession() !== null;
  const cart = useAppSelector(selectCartCount);
  const favourites = useAppSelector(selectLikedCount);
  const guestCart = useAppSelector(selectGuestCartCount);
  const guestFavourites = useAppSelector(selectGuestLikedCount);
  // A visitor's counts live in the browser: a page the server drew shows them once it has hydrated (the badges sit
  // on the icons' corners, so nothing moves when they come).
  const hydrated = useHydrated();
  if (signedIn) return { cart, favourites };
  return hydrated ? { cart: guestCart, favourites: guestFavourites } : { cart: 0, favourites: 0 };
}

/**
 * Whether the merge of a visitor's cart and favourites into the account has work: a signed-in customer while the
 * browser still holds a visitor's lines or likes, or a visitor's checkout waiting for the sign-in.
 */
export function useGuestMergeWanted(): boolean {
  const signedIn = useSession() !== null;
  const guestCart = useAppSelector(selectGuestCartCount);
  const guestFavourites = useAppSelector(selectGuestLikedCount);
  const checkoutWaits = useAppSelector(selectCheckoutAfterSignIn) !== null;
  const hydrated = useHydrated();
  return hydrated && (checkoutWaits || (signedIn && guestCart + guestFavourites > 0));
}
