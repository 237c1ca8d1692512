import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_QUANTITY, MAX_STOCK_REASON, STOCK_CHANGE_KINDS, type StockChangeKind } from '../../../../contract/limits';
import type { StockSize } from '../../../../contract/stock';
import { wholeNumber } from '../../../components/positiveInteger';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useChangeStockMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

type StockChangeDialogProps = { productId: number; size: StockSize; onClose: () => void };

/** What the size would hold after the change, or undefined while the quantity is not a whole number. */
function resultOf(kind: StockChangeKind, held: number, quantity: number | undefined): number | undefined {
  if (quantity === undefined) return undefined;
  return kind === 'set' ? quantity : kind === 'add' ? held + quantity : held - quantity;
}

/**
 * Sets, adds to or removes from one size's stock. Big controls for a phone in a warehouse (the dialog fills a
 * phone's screen); a removal needs a reason; what the size will hold is shown before saving.
 */
export function StockChangeDialog({ productId, size, onClose }: StockChangeDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('stock');
  const [changeStock, { isLoading }] = useChangeStockMutation();
  // The server's "not that many" (another change came first), with the count it holds now, on the quantity.
  const [refused, setRefused] = useState<{ quantity?: string }>({});
  const form = useStaffForm({
    initial: { kind: 'add' as StockChangeKind, quantity: '', reason: '' },
    idPrefix: 'stock',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      const parsed = wholeNumber(values.quantity);
      const result = resultOf(values.kind, size.quantity, parsed);
      if (parsed === undefined || parsed > MAX_STOCK_QUANTITY) found.quantity = t('staff.stock.quantityInvalid');
      else if (values.kind !== 'set' && parsed < 1) found.quantity = t('staff.stock.quantityPositive');
      else if (result !== undefined && result < 0) found.quantity = t('staff.stock.tooMany', { count: size.quantity });
      if (values.kind === 'remove' && !values.reason.trim()) found.reason = t('staff.stock.reasonRequired');
      return found;
    },
    refused,
  });
  const { kind } = form.values;
  const after = resultOf(kind, size.quantity, wholeNumber(form.values.quantity));

  // The check has found the quantity whole before this runs.
  const save = async (values: typeof form.values) => {
    setRefused({});
    const reason = values.reason.trim();
    try {
      const stock = await changeStock({ productId, sizeId: size.id, body: { kind: values.kind, quantity: wholeNumber(values.quantity)!, ...(reason ? { reason } : {}) } }).unwrap();
      const now = stock.sizes.find((candidate) => candidate.id === size.id)?.quantity ?? after ?? 0;
      enqueueSnackbar(t('staff.stock.changed', { size: size.size, count: now }), { variant: 'success' });
      onClose();
    } catch (error) {
      const failure = failed(error);
      if (failure.reason === 'notEnough') setRefused({ quantity: t('staff.stock.tooMany', { count: failure.quantity ?? 0 }) });
      else if (failure.reason !== 'network' && failure.reason !== 'checkFields') onClose();
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="stock-change-title" fullScreen={phone} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={form.submit((values) => void save(values))} sx={{ height: '100%' }}>
        <DialogTitle id="stock-change-title">{t('staff.stock.changeTitle', { size: size.size })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography>{t('staff.stock.now', { count: size.quantity })}</Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={kind}
              aria-label={t('staff.stock.kindLabel')}
              onChange={(_event, next: StockChangeKind | null) => {
                if (next) form.set('kind', next);
                // What was wrong with the quantity or the reason may be right for another kind of change.
                form.forget();
              }}
            >
              {STOCK_CHANGE_KINDS.map((option) => (
                <ToggleButton key={option} value={option} sx={{ minHeight: 52, fontSize: '1rem' }}>
                  {t(`staff.stock.kinds.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              {...form.field('quantity', after !== undefined && after >= 0 ? t('staff.stock.willBe', { count: after }) : ' ')}
              label={kind === 'set' ? t('staff.stock.newQuantity') : t('staff.stock.quantity')}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: '1.5rem' } } }}
            />
            <TextField
              {...form.field('reason')}
              label={kind === 'remove' ? t('staff.stock.reason') : t('staff.stock.reasonOptional')}
              required={kind === 'remove'}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MAX_STOCK_REASON } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, mt: 'auto' }}>
          <Button onClick={onClose} color="inherit" disabled={isLoading} sx={{ minHeight: 48 }}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading} sx={{ minHeight: 48, minWidth: 120 }}>
            {t('staff.stock.apply')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
