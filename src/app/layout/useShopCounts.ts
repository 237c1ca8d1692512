import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSession } from '../session';
import { useGetCartItemsQuery } from '../../features/cart/api';
import { cartCountReset, selectCartCount } from '../../features/cart/cartSlice';
import { useGetLikedItemsQuery } from '../../features/favourites/api';
import { likedItemsReset, selectLikedCount } from '../../features/favourites/favouritesSlice';

/**
 * Keeps the badge counts in step with the session: the cart and favourites are fetched by customer id, so the
 * counts follow who is signed in. Mounted once, in the layout: its subscriptions keep the cart and favourites
 * lists live, so a mutation that invalidates them refetches at once. A visitor has no counts; logging out clears
 * them.
 */
export function useShopCountsSync(): void {
  const session = useSession();
  const customerId = session?.customerId;
  const dispatch = useAppDispatch();

  useGetCartItemsQuery(customerId ?? skipToken);
  useGetLikedItemsQuery(customerId ?? skipToken);

  useEffect(() => {
    if (customerId !== undefined) return;
    dispatch(cartCountReset());
    dispatch(likedItemsReset());
  }, [customerId, dispatch]);
}

/** The numbers on the badges; zero for a visitor. */
export function useShopCounts(): { cart: number; favourites: number } {
  const signedIn = useSession() !== null;
  const cart = useAppSelector(selectCartCount);
  const favourites = useAppSelector(selectLikedCount);
  return signedIn ? { cart, favourites } : { cart: 0, favourites: 0 };
}
