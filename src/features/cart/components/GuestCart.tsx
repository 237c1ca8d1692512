import { useEffect, useMemo } from 'react';
import { Alert } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryView } from '../../../components/QueryView';
import { openAccountPanel } from '../../account/openAccountPanel';
import { useGetProductsByIdsQuery } from '../../favourites/productsByIdsApi';
import { checkoutAfterSignInSet, guestCartSaved, selectGuestCartLines } from '../cartSlice';
import { guestCartLines } from '../guestCartEdits';
import { useGuestCartActions } from '../useGuestCartActions';
import { CartContent } from './CartContent';
import { CartSkeleton } from './CartSkeleton';
import { EmptyCart } from './EmptyCart';

/**
 * A visitor's cart, kept in this browser: the lines with today's prices and stock from the catalogue. Checking out
 * asks the visitor to sign in; the sign-in takes the cart into the account and goes on to the checkout.
 */
export function GuestCart({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectGuestCartLines);
  const productIds = useMemo(() => [...new Set(stored.map((line) => line.productId))].sort((a, b) => a - b), [stored]);
  const productsRead = useGetProductsByIdsQuery(productIds.length > 0 ? productIds : skipToken);
  const products = productsRead.currentData;
  const lines = useMemo(() => (products ? guestCartLines(stored, products) : undefined), [stored, products]);
  const actions = useGuestCartActions();

  // A line whose product or size the catalogue no longer has cannot be shown or bought: it leaves the stored cart.
  useEffect(() => {
    if (!lines || lines.length === stored.length) return;
    const shown = new Set(lines.map((line) => line.cartItemId));
    dispatch(guestCartSaved(stored.filter((line) => shown.has(line.productSizeVariantId))));
  }, [lines, stored, dispatch]);

  const checkout = (cartItemIds: number[]) => {
    // A visitor's line ids are its sizes' ids; the checkout opens with them once the sign-in has merged the cart.
    dispatch(checkoutAfterSignInSet(cartItemIds));
    openAccountPanel(dispatch, { stayOnPage: true });
  };

  const empty = <EmptyCart />;
  if (stored.length === 0) return empty;

  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('cart.visitorKept')}
      </Alert>
      <QueryView query={{ ...productsRead, data: lines }} loading={<CartSkeleton />} failure={t('cart.error')} empty={empty}>
        {(visitorLines) => <CartContent lines={visitorLines} wide={wide} actions={actions} onCheckout={checkout} />}
      </QueryView>
    </>
  );
}
