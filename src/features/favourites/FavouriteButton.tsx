import { useState } from 'react';
import { IconButton } from '@mui/material';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { accountPanelOpened } from '../account/accountPanelSlice';
import { useAddLikedItemMutation, useDeleteLikedItemMutation, useGetLikedItemsQuery } from './api';
import { selectLikedItemId } from './favouritesSlice';

type FavouriteButtonProps = {
  productId: number;
  /** 'overlay' sits on a product picture (white disc); 'plain' stands on the page, e.g. beside a title. */
  variant?: 'overlay' | 'plain';
};

/**
 * The heart that likes or unlikes a product. A visitor's favourites are not kept, so a visitor is asked to
 * log in instead. The heart flips at once and flips back if the server refuses.
 */
export function FavouriteButton({ productId, variant = 'overlay' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  useGetLikedItemsQuery(session?.customerId ?? skipToken);
  const likedItemId = useAppSelector((state) => selectLikedItemId(state, productId));
  const [addLikedItem, addState] = useAddLikedItemMutation();
  const [deleteLikedItem, deleteState] = useDeleteLikedItemMutation();
  // The state the shopper asked for while the server has not answered yet.
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = addState.isLoading || deleteState.isLoading;
  const liked = session !== null && (pending ?? likedItemId !== undefined);

  const toggle = async () => {
    if (!session) {
      dispatch(accountPanelOpened());
      return;
    }
    if (busy) return;
    const wanted = !liked;
    setPending(wanted);
    try {
      if (wanted) await addLikedItem({ customerId: session.customerId, productId }).unwrap();
      else if (likedItemId !== undefined) await deleteLikedItem(likedItemId).unwrap();
    } catch {
      enqueueSnackbar(t('productCard.likeFailed'), { variant: 'error' });
    } finally {
      setPending(null);
    }
  };

  const overlay = variant === 'overlay';
  return (
    <IconButton
      aria-pressed={liked}
      aria-label={liked ? t('productCard.unlike') : t('productCard.like')}
      onClick={() => void toggle()}
      size={overlay ? 'small' : 'medium'}
      sx={{
        color: liked ? 'secondary.main' : 'text.primary',
        ...(overlay && {
          width: 36,
          height: 36,
          bgcolor: 'rgba(255, 255, 255, 0.88)',
          boxShadow: '0 1px 3px rgba(20, 20, 20, 0.12)',
          '&:hover': { bgcolor: '#ffffff' },
        }),
      }}
    >
      {liked ? <FavoriteRoundedIcon fontSize="small" /> : <FavoriteBorderRoundedIcon fontSize="small" />}
    </IconButton>
  );
}
