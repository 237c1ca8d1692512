import { Button } from '@mui/material';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { guestCartSaved, selectGuestCartLines } from './cartSlice';
import type { GuestCartLine } from './guestCart';
import { changeGuestLine, removeGuestLines } from './guestCartEdits';
import type { CartLine } from './types';
import type { CartActions } from './useCartActions';

const noneSaving: ReadonlySet<number> = new Set();

/**
 * What the cart page does to a visitor's lines, kept in the browser: the same changes as a customer's cart (a line's
 * id is its size's id there), at once and with the same toasts.
 */
export function useGuestCartActions(): CartActions {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectGuestCartLines);
  const store = useStore<RootState>();

  const changeQuantity = async (line: CartLine, quantity: number) => {
    dispatch(guestCartSaved(changeGuestLine(lines, line.cartItemId, { productSizeVariantId: line.cartItemId, quantity })));
  };

  // Another size may have less in stock: the quantity comes down to what it has.
  const changeSize = async (line: CartLine, productSizeVariantId: number) => {
    const stock = line.sizes.find((size) => size.productSizeVariantId === productSizeVariantId)?.quantity ?? line.quantity;
    const quantity = Math.max(1, Math.min(line.quantity, stock));
    dispatch(guestCartSaved(changeGuestLine(lines, line.cartItemId, { productSizeVariantId, quantity })));
  };

  // Undo puts the line back on top of the cart as it is by then, unless its size has come back meanwhile.
  const undoDelete = (removed: GuestCartLine, toast: SnackbarKey) => {
    closeSnackbar(toast);
    const current = selectGuestCartLines(store.getState());
    if (!current.some((line) => line.productSizeVariantId === removed.productSizeVariantId)) dispatch(guestCartSaved([removed, ...current]));
  };

  const deleteLine = async (line: CartLine) => {
    const removed = lines.find((candidate) => candidate.productSizeVariantId === line.cartItemId);
    dispatch(guestCartSaved(removeGuestLines(lines, [line.cartItemId])));
    enqueueSnackbar(t('cart.deleted'), {
      variant: 'success',
      action: removed
        ? (toast) => (
            <Button color="inherit" size="small" onClick={() => undoDelete(removed, toast)} sx={{ fontWeight: 700 }}>
              {t('cart.undo')}
            </Button>
          )
        : undefined,
    });
  };

  const deleteLines = async (cartItemIds: number[]) => {
    dispatch(guestCartSaved(removeGuestLines(lines, cartItemIds)));
    enqueueSnackbar(t('cart.deletedMany', { count: cartItemIds.length }), { variant: 'success' });
  };

  return { savingIds: noneSaving, changeQuantity, changeSize, deleteLine, deleteLines };
}
