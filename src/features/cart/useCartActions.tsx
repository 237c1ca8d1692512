import { useState } from 'react';
import { Button } from '@mui/material';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAddCartItemMutation, useDeleteCartItemMutation, useDeleteCartItemsMutation } from './api';
import { useChangeCartItemMutation } from './changeApi';
import { cartChangeError } from './cartErrors';
import { isOrderable } from './cartTotals';
import type { CartLine } from './types';
import { errorToast } from '../../components/errorToast';

export type CartActions = {
  /** Lines with a change on its way to the server. */
  savingIds: ReadonlySet<number>;
  changeQuantity: (line: CartLine, quantity: number) => Promise<void>;
  changeSize: (line: CartLine, productSizeVariantId: number) => Promise<void>;
  deleteLine: (line: CartLine) => Promise<void>;
  deleteLines: (cartItemIds: number[]) => Promise<void>;
};

/** What the cart page does to lines, with the toasts that tell the shopper how it went. */
export function useCartActions(customerId: number): CartActions {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(() => new Set());
  const [changeCartItem] = useChangeCartItemMutation();
  const [deleteCartItem] = useDeleteCartItemMutation();
  const [deleteCartItems] = useDeleteCartItemsMutation();
  const [addCartItem] = useAddCartItemMutation();

  const markSaving = (cartItemId: number, saving: boolean) =>
    setSavingIds((current) => {
      const next = new Set(current);
      if (saving) next.add(cartItemId);
      else next.delete(cartItemId);
      return next;
    });

  const change = async (line: CartLine, productSizeVariantId: number, quantity: number) => {
    markSaving(line.cartItemId, true);
    try {
      await changeCartItem({ customerId, cartItemId: line.cartItemId, productSizeVariantId, quantity }).unwrap();
    } catch (error) {
      errorToast(t(`cart.errors.${cartChangeError(error)}`));
    } finally {
      markSaving(line.cartItemId, false);
    }
  };

  const changeQuantity = (line: CartLine, quantity: number) => change(line, line.productSizeVariant.id, quantity);

  // Another size may have less in stock: the quantity comes down to what it has.
  const changeSize = (line: CartLine, productSizeVariantId: number) => {
    const stock = line.sizes.find((size) => size.productSizeVariantId === productSizeVariantId)?.quantity ?? line.quantity;
    return change(line, productSizeVariantId, Math.max(1, Math.min(line.quantity, stock)));
  };

  // Undo puts the same size and quantity back as a new line; a line that cannot be ordered is not offered back.
  const undoDelete = async (line: CartLine, toast: SnackbarKey) => {
    closeSnackbar(toast);
    try {
      await addCartItem({ customerId, productSizeVariantId: line.productSizeVariant.id, quantity: line.quantity }).unwrap();
    } catch {
      errorToast(t('cart.errors.undoFailed'));
    }
  };

  const deleteLine = async (line: CartLine) => {
    markSaving(line.cartItemId, true);
    try {
      await deleteCartItem(line.cartItemId).unwrap();
      enqueueSnackbar(t('cart.deleted'), {
        variant: 'success',
        action: isOrderable(line)
          ? (toast) => (
              <Button color="inherit" size="small" onClick={() => void undoDelete(line, toast)} sx={{ fontWeight: 700 }}>
                {t('cart.undo')}
              </Button>
            )
          : undefined,
      });
    } catch {
      errorToast(t('cart.errors.deleteFailed'));
    } finally {
      markSaving(line.cartItemId, false);
    }
  };

  const deleteLines = async (cartItemIds: number[]) => {
    try {
      await deleteCartItems(cartItemIds).unwrap();
      enqueueSnackbar(t('cart.deletedMany', { count: cartItemIds.length }), { variant: 'success' });
    } catch {
      errorToast(t('cart.errors.deleteFailed'));
    }
  };

  return { savingIds, changeQuantity, changeSize, deleteLine, deleteLines };
}
