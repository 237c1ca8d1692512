import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { ensureAllTexts } from '../../i18n/loadTexts';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import type { CartMergeShortfall } from '../../../contract/cart';
import { selectAccountPanelOpen } from '../account/accountPanelSlice';
import { useMergeCartItemsMutation } from './api';
import { checkoutAfterSignInSet, guestCartSaved, selectCheckoutAfterSignIn, selectGuestCartLines } from './cartSlice';

function isValidationRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
}

/**
 * A visitor's cart follows the visitor into the account: once a customer is signed in (or signed up) and this browser
 * still holds a visitor's lines, one POST /api/cartItem/merge takes them in; the browser's copy is cleared when the
 * server has answered, and a toast names what the account's cart could not take. A visitor who asked to check out
 * before signing in is then taken to the checkout with those lines. Mounted, in its own chunk, only while there is
 * something to merge or a checkout waits for a sign-in (src/app/layout/GuestMerge.tsx).
 */
export function useGuestCartMerge(): void {
  const customerId = useSession()?.customerId;
  const lines = useAppSelector(selectGuestCartLines);
  const checkoutSizes = useAppSelector(selectCheckoutAfterSignIn);
  const panelOpen = useAppSelector(selectAccountPanelOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [merge] = useMergeCartItemsMutation();
  const merging = useRef(false);

  // A visitor who closed the panel without signing in has let the checkout go.
  useEffect(() => {
    if (!panelOpen && customerId === undefined && checkoutSizes !== null) dispatch(checkoutAfterSignInSet(null));
  }, [panelOpen, customerId, checkoutSizes, dispatch]);

  useEffect(() => {
    if (customerId === undefined || lines.length === 0 || merging.current) return;
    merging.current = true;
    const items = lines.map(({ productSizeVariantId, quantity }) => ({ productSizeVariantId, quantity }));
    const describe = (missed: CartMergeShortfall) =>
      missed.size === null ? t('cart.merge.unknownItem') : t('cart.merge.item', { name: localizedName(missed, language), size: missed.size });

    void (async () => {
      try {
        const { cart, notKept } = await merge({ customerId, items }).unwrap();
        dispatch(guestCartSaved([]));
        if (checkoutSizes !== null) {
          dispatch(checkoutAfterSignInSet(null));
          const chosen = cart.filter((line) => checkoutSizes.includes(line.productSizeVariant.id)).map((line) => line.cartItemId);
          navigate(chosen.length > 0 ? `/checkout?items=${chosen.join(',')}` : '/cart');
        }
        if (notKept.length === 0) return;
        // The toast may come on a page whose texts have not all arrived yet.
        await ensureAllTexts(i18n)?.catch(() => undefined);
        const dropped = notKept.filter((missed) => missed.kept === 0).map(describe);
        const fewer = notKept.filter((missed) => missed.kept > 0).map(describe);
        if (dropped.length > 0) enqueueSnackbar(t('cart.merge.dropped', { items: dropped.join(', ') }), { variant: 'warning' });
        if (fewer.length > 0) enqueueSnackbar(t('cart.merge.fewer', { items: fewer.join(', ') }), { variant: 'warning' });
      } catch (error) {
        // A list the server will never take (400) is let go rather than sent again on every page; after any other
        // failure the lines wait in the browser for the next sign-in or visit.
        if (isValidationRefusal(error)) dispatch(guestCartSaved([]));
      } finally {
        merging.current = false;
      }
    })();
  }, [customerId, lines, checkoutSizes, merge, dispatch, navigate, t, i18n, language, enqueueSnackbar]);
}
