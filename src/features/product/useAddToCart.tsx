import { useCallback } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { openAccountPanel } from '../account/openAccountPanel';
import { useAddCartItemMutation } from '../cart/api';
import { checkoutAfterSignInSet, guestCartSaved, selectGuestCartLines } from '../cart/cartSlice';
import { addGuestLine } from '../cart/guestCartEdits';
import { announceAddedToCart } from '../telegram/mainAction';
import { readApiFailure } from './apiFailure';
import styles from './toastLink.module.css';
import { errorToast } from '../../components/errorToast';

type AddToCartRequest = {
  productId: number;
  productSizeVariantId: number;
  quantity: number;
  /** The stock left in that size, which a visitor's cart (kept in the browser) keeps within. */
  stock: number;
  /** "Buy now": straight to the checkout with this line alone, instead of staying on the page. */
  thenCheckout: boolean;
};

/**
 * Adding to the cart as the product page does it: a customer's line goes to the server, a visitor's to the cart kept
 * in the browser; then a toast confirms it (with the way to the cart) or says why it was refused. "Buy now" opens the
 * checkout with only this line, whatever else the cart holds; a visitor signs in first, and the checkout follows.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const session = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [addCartItem, { isLoading }] = useAddCartItemMutation();
  const guestLines = useAppSelector(selectGuestCartLines);

  const confirmAdded = useCallback(() => {
    // Inside Telegram, the phone answers with a light tap too.
    announceAddedToCart();
    enqueueSnackbar(t('product.cart.added'), {
      variant: 'success',
      // Toasts live outside the router, so the link navigates through the page's own navigate().
      action: (key: SnackbarKey) => (
        <a
          href="/cart"
          className={styles.toastLink}
          onClick={(event) => {
            event.preventDefault();
            closeSnackbar(key);
            navigate('/cart');
          }}
        >
          {t('product.cart.openCart')}
        </a>
      ),
    });
  }, [enqueueSnackbar, closeSnackbar, navigate, t]);

  const addAsVisitor = useCallback(
    ({ productId, productSizeVariantId, quantity, stock, thenCheckout }: AddToCartRequest) => {
      const result = addGuestLine(guestLines, { productId, productSizeVariantId, quantity, stock });
      if ('refused' in result) {
        const message =
          result.refused === 'full' ? t('product.cart.visitorCartFull') : t('product.cart.outOfStock', { detail: t('product.cart.outOfStockDetail') });
        errorToast(message);
        return;
      }
      dispatch(guestCartSaved(result.lines));
      if (thenCheckout) {
        // The checkout is for customers: it opens with this size once the visitor has signed in.
        dispatch(checkoutAfterSignInSet([productSizeVariantId]));
        openAccountPanel(dispatch, { stayOnPage: true });
        return;
      }
      confirmAdded();
    },
    [guestLines, dispatch, confirmAdded, t],
  );

  const add = useCallback(
    async (request: AddToCartRequest) => {
      if (!session) {
        addAsVisitor(request);
        return;
      }
      const { productId, productSizeVariantId, quantity, thenCheckout } = request;
      let cartItemId: number;
      try {
        ({ cartItemId } = await addCartItem({ customerId: session.customerId, productSizeVariantId, quantity }).unwrap());
      } catch (error) {
        const failure = readApiFailure(error);
        if (failure.status === 401) {
          // The saved session has expired: logging in again is the way forward.
          errorToast(t('product.cart.signInAgain'));
          openAccountPanel(dispatch, { stayOnPage: true });
          return;
        }
        if (failure.status === 409) {
          // Stock or the product's state has changed since the page loaded: show the page as it is now.
          dispatch(api.util.invalidateTags([{ type: 'Product', id: productId }]));
        }
        const message =
          failure.code === 'OUT_OF_STOCK'
            ? t('product.cart.outOfStock', { detail: failure.message ?? t('product.cart.outOfStockDetail') })
            : failure.code === 'CONFLICT'
              ? t('product.cart.noLongerSold')
              : t('product.cart.failed');
        errorToast(message);
        return;
      }
      if (thenCheckout) {
        // This line alone: the cart's other lines stay there, out of this order.
        navigate(`/checkout?items=${cartItemId}`);
        return;
      }
      confirmAdded();
    },
    [session, addAsVisitor, dispatch, addCartItem, confirmAdded, navigate, t],
  );

  return { add, adding: isLoading };
}
