import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import { favoriteBorderRounded, favoriteRounded } from '../../components/icons/paths';
import ui from '../../components/ui.module.css';
import { useSession } from '../../app/session';
import { useHydrated } from '../../components/useHydrated';
import { useAddLikedItemMutation, useDeleteLikedItemMutation, useGetLikedItemsQuery } from './api';
import { guestFavouritesSaved, selectGuestFavourites, selectLikedItemId } from './favouritesSlice';
import { toggleGuestFavourite } from './guestFavourites';
import styles from './FavouriteButton.module.css';
import { errorToast } from '../../components/errorToast';

type FavouriteButtonProps = {
  productId: number;
  /** 'overlay' sits on a product picture (white disc); 'plain' stands on the page, e.g. beside a title. */
  variant?: 'overlay' | 'plain';
};

/**
 * The heart that likes or unlikes a product. A customer's heart flips at once and flips back if the server refuses;
 * a visitor's favourites are kept in the browser until the visitor signs in (guestFavourites.ts).
 */
export function FavouriteButton({ productId, variant = 'overlay' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useSession();
  useGetLikedItemsQuery(session?.customerId ?? skipToken);
  const likedItemId = useAppSelector((state) => selectLikedItemId(state, productId));
  const [addLikedItem, addState] = useAddLikedItemMutation();
  const [deleteLikedItem, deleteState] = useDeleteLikedItemMutation();
  // The state the shopper asked for while the server has not answered yet.
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = addState.isLoading || deleteState.isLoading;
  const guestFavourites = useAppSelector(selectGuestFavourites);
  // A visitor's favourites live in the browser: on a page the server drew, the heart fills once it has hydrated.
  const hydrated = useHydrated();
  const liked = session === null ? hydrated && guestFavourites.includes(productId) : (pending ?? likedItemId !== undefined);

  const toggleAsVisitor = () => {
    const next = toggleGuestFavourite(guestFavourites, productId, !liked);
    if (next === null) errorToast(t('productCard.likeFailed'));
    else dispatch(guestFavouritesSaved(next));
  };

  const toggle = async () => {
    if (!session) {
      toggleAsVisitor();
      return;
    }
    if (busy) return;
    const wanted = !liked;
    setPending(wanted);
    try {
      if (wanted) await addLikedItem({ customerId: session.customerId, productId }).unwrap();
      else if (likedItemId !== undefined) await deleteLikedItem(likedItemId).unwrap();
    } catch {
      errorToast(t('productCard.likeFailed'));
    } finally {
      setPending(null);
    }
  };

  const classes = [ui.iconButton, styles.heart, variant === 'overlay' ? styles.overlay : styles.plain, liked && styles.liked];
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('productCard.unlike') : t('productCard.like')}
      onClick={() => void toggle()}
      className={classes.filter(Boolean).join(' ')}
    >
      <Icon path={liked ? favoriteRounded : favoriteBorderRounded} size={20} />
    </button>
  );
}
