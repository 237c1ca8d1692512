import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { ensureAllTexts } from '../../i18n/loadTexts';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { useMergeLikedItemsMutation } from './api';
import { guestFavouritesSaved, selectGuestFavourites } from './favouritesSlice';

function isValidationRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
}

/**
 * A visitor's favourites follow the visitor into the account: once a customer is signed in and this browser still
 * holds a visitor's liked products, one POST /api/likedItem/merge takes them in, the browser's copy is cleared when
 * the server has answered, and a toast names the products the account could not take. Mounted, in its own chunk,
 * only while there is something to merge (src/app/layout/GuestMerge.tsx).
 */
export function useGuestFavouritesMerge(): void {
  const customerId = useSession()?.customerId;
  const productIds = useAppSelector(selectGuestFavourites);
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [merge] = useMergeLikedItemsMutation();
  const merging = useRef(false);

  useEffect(() => {
    if (customerId === undefined || productIds.length === 0 || merging.current) return;
    merging.current = true;
    void (async () => {
      try {
        const { notKept } = await merge({ customerId, productIds }).unwrap();
        dispatch(guestFavouritesSaved([]));
        if (notKept.length === 0) return;
        await ensureAllTexts(i18n)?.catch(() => undefined);
        const names = notKept.map((missed) => localizedName(missed, language) || t('favourites.merge.unknownItem'));
        enqueueSnackbar(t('favourites.merge.dropped', { items: names.join(', ') }), { variant: 'warning' });
      } catch (error) {
        // A list the server will never take is let go; after any other failure it waits for the next visit.
        if (isValidationRefusal(error)) dispatch(guestFavouritesSaved([]));
      } finally {
        merging.current = false;
      }
    })();
  }, [customerId, productIds, merge, dispatch, t, i18n, language, enqueueSnackbar]);
}
