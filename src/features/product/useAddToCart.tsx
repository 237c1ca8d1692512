import { useCallback } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useSession } from '../../app/session';
import { accountPanelOpened } from '../account/accountPanelSlice';
import { useAddCartItemMutation } from '../cart/api';
import { readApiFailure } from './apiFailure';
import styles from './toastLink.module.css';

type AddToCartRequest = {
  productId: number;
  productSizeVariantId: number;
  quantity: number;
  /** "Buy now": go straight to the cart instead of staying on the page. */
  thenOpenCart: boolean;
};

/**
 * Adding to the cart as the product page does it: a visitor is asked to log in first; a customer's line
 * is added, then a toast confirms it (with the way to the cart) or says why the server refused.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const session = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [addCartItem, { isLoading }] = useAddCartItemMutation();

  const add = useCallback(
    async ({ productId, productSizeVariantId, quantity, thenOpenCart }: AddToCartRequest) => {
      if (!session) {
        dispatch(accountPanelOpened());
        return;
      }
      try {
        await addCartItem({ customerId: session.customerId, productSizeVariantId, quantity }).unwrap();
      } catch (error) {
        const failure = readApiFailure(error);
        if (failure.status === 401) {
          // The saved session has expired: logging in again is the way forward.
          enqueueSnackbar(t('product.cart.signInAgain'), { variant: 'error' });
          dispatch(accountPanelOpened());
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
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      if (thenOpenCart) {
        navigate('/cart');
        return;
      }
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
    },
    [session, dispatch, addCartItem, enqueueSnackbar, closeSnackbar, navigate, t],
  );

  return { add, adding: isLoading };
}
