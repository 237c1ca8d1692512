import { useState } from 'react';
import { Box, Button, Checkbox, Divider, FormControlLabel, Stack } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { useLanguage } from '../../../i18n/useLanguage';
import { useDeliveryRules } from '../../settings/api';
import { useMiniAppMainAction } from '../../telegram/mainAction';
import { cartTotals } from '../cartTotals';
import type { CartLine } from '../types';
import type { CartActions } from '../useCartActions';
import { useCartSelection } from '../useCartSelection';
import { cartLayoutSx } from './cartLayout';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { CheckoutBar } from './CheckoutBar';
import { DeleteSelectedDialog } from './DeleteSelectedDialog';

type CartContentProps = {
  lines: CartLine[];
  wide: boolean;
  /** What changing and deleting lines does: a customer's cart on the server, or a visitor's in the browser. */
  actions: CartActions;
  /** The selected lines go on to the checkout. */
  onCheckout: (cartItemIds: number[]) => void;
};

/** A cart with lines: the select-all bar, the lines, and the summary of the selected ones. */
export function CartContent({ lines, wide, actions, onCheckout }: CartContentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const selection = useCartSelection(lines);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deletingSelected, setDeletingSelected] = useState(false);
  const totals = cartTotals(lines, selection.selectedIds, useDeliveryRules());

  const formatPrice = useFormatPrice();
  const checkout = () => onCheckout([...selection.selectedIds]);
  // Inside Telegram its MainButton goes on to the checkout as the page's button does.
  useMiniAppMainAction({ kind: 'checkout', disabled: totals.lineCount === 0, total: formatPrice(totals.total), run: checkout });

  const deleteSelected = async () => {
    setDeletingSelected(true);
    // Closed either way: a failure is told by a toast, and the button stays there to try again.
    await actions.deleteLines([...selection.selectedIds]);
    setDeletingSelected(false);
    setConfirmingDelete(false);
  };

  return (
    // A plain block around the grid: the phone's checkout bar sticks within it, so it rides along while the
    // cart is on screen and comes to rest under the summary instead of covering the footer.
    <Box>
      <Box sx={cartLayoutSx}>
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <FormControlLabel
              label={t('cart.selectAll')}
              disabled={selection.orderableCount === 0}
              control={
                <Checkbox
                  checked={selection.allSelected}
                  indeterminate={selection.someSelected}
                  onChange={(event) => selection.setAllSelected(event.target.checked)}
                />
              }
              sx={{ m: 0, ml: -1, '& .MuiFormControlLabel-label': { fontSize: 15, fontWeight: 500 } }}
            />
            <Button
              color="inherit"
              startIcon={<DeleteOutlineRoundedIcon />}
              disabled={selection.selectedIds.size === 0}
              onClick={() => setConfirmingDelete(true)}
              // Phones show the short word, so the bar stays one line; the name keeps the full meaning.
              aria-label={wide ? undefined : t('cart.deleteSelected')}
              sx={{ px: 1.5, mr: -1.5 }}
            >
              {wide ? t('cart.deleteSelected') : t('cart.deleteSelectedShort')}
            </Button>
          </Stack>
          <Divider />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((line) => (
              <Box component="li" key={line.cartItemId} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <CartLineItem
                  line={line}
                  language={language}
                  selected={selection.selectedIds.has(line.cartItemId)}
                  saving={actions.savingIds.has(line.cartItemId)}
                  onSelectedChange={(selected) => selection.setSelected(line.cartItemId, selected)}
                  onQuantityChange={(quantity) => void actions.changeQuantity(line, quantity)}
                  onSizeChange={(variantId) => void actions.changeSize(line, variantId)}
                  onDelete={() => void actions.deleteLine(line)}
                />
              </Box>
            ))}
          </Box>
        </Box>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <CartSummary totals={totals} onCheckout={checkout} showCheckout={wide} />
        </Box>
      </Box>
      {!wide && <CheckoutBar totals={totals} onCheckout={checkout} />}

      <DeleteSelectedDialog
        open={confirmingDelete}
        count={selection.selectedIds.size}
        deleting={deletingSelected}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteSelected()}
      />
    </Box>
  );
}
